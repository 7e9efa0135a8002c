import { Badge, Box, formatDateTime, HStack, languageAtom, Text, type CallReply, type calls } from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';

type Message = CallReply<typeof calls.trade.listMessages>['list'][number];

/**
 * One message in a list, as a button that opens it: title, date and its first line. `compact` in
 * the bell's dropdown; in the full list an unread message is marked.
 */
export function MessageSummary({ message, onOpen, compact, testId }: { message: Message; onOpen: () => void; compact?: boolean; testId?: string }) {
  const { t } = useTranslation('shell');
  const language = useAtomValue(languageAtom);
  const unread = !compact && !message.isRead;
  return (
    <Box
      as="button"
      textAlign="start"
      px={compact ? '2' : '5'}
      py={compact ? '2' : '4'}
      borderRadius={compact ? 'md' : undefined}
      _hover={{ bg: 'bg.muted' }}
      onClick={onOpen}
      data-testid={testId}
    >
      <HStack justify="space-between" gap={compact ? '2' : '3'}>
        <HStack gap="2" minW="0">
          {unread ? <Badge colorPalette="red">{t('pages.unread')}</Badge> : null}
          <Text fontSize={compact ? 'sm' : undefined} fontWeight={compact ? 'medium' : unread ? 'semibold' : 'normal'} lineClamp={compact ? 1 : undefined} truncate={!compact}>
            {message.title}
          </Text>
        </HStack>
        <Text fontSize={compact ? 'xs' : 'sm'} color="fg.muted" flexShrink={0}>
          {formatDateTime(message.createTime, language)}
        </Text>
      </HStack>
      <Text fontSize={compact ? 'xs' : 'sm'} color="fg.muted" lineClamp={1}>
        {message.content.map((s) => s.content).join(' ')}
      </Text>
    </Box>
  );
}
