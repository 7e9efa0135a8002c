import { Box, Flex, HStack, Stack, Text, useFormatters, useOrderWords, type TradeTerm } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { progressOf, type ProgressNode } from './order-logic';

const DOT = { done: 'brand.solid', current: 'orange.solid', upcoming: 'bg.emphasized' } as const;

/** The order's trade-term phases as a bar, and every node of the term below it. */
export function OrderProgress({ term, nodes, cancelled }: { term: TradeTerm; nodes: ProgressNode[]; cancelled: boolean }) {
  const { t } = useTranslation('personal');
  const f = useFormatters();
  const words = useOrderWords();
  const phases = progressOf(term, nodes, cancelled);
  return (
    <Stack gap="5" data-testid="order-progress" data-term={term}>
      {/* A keyboard reader scrolls the phases with the arrow keys once the list has focus. */}
      <Flex
        as="ol"
        gap="0"
        // It scrolls within itself, never the page: a flex or grid item would otherwise grow to its content.
        minW="0"
        maxW="full"
        overflowX="auto"
        pb="1"
        tabIndex={0}
        aria-label={t('orders.progress')}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        {phases.map((phase, index) => (
          <Stack
            as="li"
            key={phase.phase}
            flex="1"
            minW={{ base: '96px', md: '110px' }}
            align="center"
            gap="1"
            position="relative"
            data-testid="progress-phase"
            data-phase={phase.phase}
            data-state={phase.state}
          >
            {index > 0 ? (
              <Box position="absolute" top="11px" right="50%" width="100%" height="2px" bg={phase.state === 'upcoming' ? 'bg.emphasized' : 'brand.solid'} zIndex="0" />
            ) : null}
            <Box width="24px" height="24px" borderRadius="full" bg={DOT[phase.state]} zIndex="1" display="grid" placeItems="center" color="white" fontSize="xs" fontWeight="bold">
              {index + 1}
            </Box>
            {/* A long word ("Preparación") breaks within its step rather than run into the next one's. */}
            <Text fontSize="sm" fontWeight={phase.state === 'current' ? 'semibold' : undefined} textAlign="center" px="1" maxW="full" hyphens="auto" overflowWrap="anywhere">
              {t(`orders.phase.${phase.phase}`)}
            </Text>
            <Text fontSize="xs" color="fg.muted" minH="1.2em">
              {phase.time ? f.date(phase.time) : ''}
            </Text>
          </Stack>
        ))}
      </Flex>
      <Flex as="ol" gap="2" flexWrap="wrap" fontSize="xs" data-testid="progress-nodes">
        {nodes.map((node) => (
          <HStack
            as="li"
            key={node.node}
            gap="1"
            px="2"
            py="1"
            borderRadius="full"
            borderWidth="1px"
            bg={node.done ? 'brand.subtle' : undefined}
            borderColor={node.current && !cancelled ? 'orange.solid' : undefined}
            data-node={node.node}
            data-done={node.done}
            data-current={node.current}
            title={node.time ? f.dateTime(node.time) : undefined}
          >
            <Text>{node.done ? '✓' : node.current && !cancelled ? '●' : '○'}</Text>
            <Text>{words.node[node.node]}</Text>
            <Text color="fg.muted">· {t(`orders.role.${node.role}`)}</Text>
          </HStack>
        ))}
      </Flex>
    </Stack>
  );
}
