import { Badge, Box, calls, ChakraLink, href, HStack, Link, Stack, Text, useFormatters, type CallReply } from '@puente/shared';
import { useTranslation } from 'react-i18next';

type Requirement = CallReply<typeof calls.listRequirements>['list'][number];

/** Requirements as rows: title, kind, quantity and unit, delivery date and place, owner's country. */
export function RequirementRows({ list }: { list: readonly Requirement[] }) {
  const { t } = useTranslation('product');
  const { date, number } = useFormatters();
  return (
    <Stack gap="0" borderWidth="1px" borderRadius="lg" bg="bg" divideY="1px" data-testid="requirement-rows">
      {list.map((item) => (
        <Box key={item.id} px="4" py="3" data-testid="requirement-row" data-requirement-id={item.id}>
          <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'start' }} gap={{ base: '1', md: '4' }}>
            <Stack gap="0.5" minW="0" flex="1">
              <HStack gap="2" wrap="wrap">
                <Badge colorPalette={item.kind === 'technology' ? 'purple' : 'brand'} variant="subtle">
                  {t(`requirement.kinds.${item.kind}`)}
                </Badge>
                {item.status === 'withdrawn' ? <Badge colorPalette="gray">{t('requirement.withdrawn')}</Badge> : null}
              </HStack>
              <ChakraLink asChild fontWeight="semibold" color="fg" overflowWrap="anywhere">
                <Link to={href('releaseInfo', { id: item.id })}>{item.title}</Link>
              </ChakraLink>
              <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                {item.needType ? t(`requirement.needTypes.${item.needType}`) : item.outputType ? t(`requirement.outputTypes.${item.outputType}`) : item.categoryTitle}
              </Text>
            </Stack>
            <Stack gap="0.5" textAlign={{ base: 'start', md: 'end' }} fontSize="sm" flexShrink={0}>
              <Text fontWeight="semibold">
                {number(item.quantity)} {t(`units.${item.unit}`, { count: item.quantity })}
              </Text>
              <Text color="fg.muted">{t('requirement.deliverBy', { date: date(item.deliveryDate), place: item.deliveryPlace })}</Text>
              <Text color="fg.muted" fontSize="xs">
                {item.owner.countryCode ?? ''} · {t('requirement.views', { count: item.views })}
              </Text>
            </Stack>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
