import { Badge, Button, calls, Flex, href, HStack, Link, Stack, Text, useFormatters, type CallReply } from '@puente/shared';
import { useTranslation } from 'react-i18next';

type MyRequirement = CallReply<typeof calls.myRequirements>['list'][number];

/** One of the member's requirements: status, title, quantity, delivery, views; an open one can be edited or withdrawn. */
export function MyRequirementRow({ item, withdrawing, onWithdraw }: { item: MyRequirement; withdrawing: boolean; onWithdraw: () => void }) {
  const { t } = useTranslation('product');
  const { date, dateTime, number } = useFormatters();
  return (
    <Flex px="4" py="3" gap="4" align="center" wrap="wrap" data-testid="my-requirement" data-requirement-id={item.id}>
      <Stack gap="0.5" flex="1" minW="48">
        <HStack gap="2">
          <Badge colorPalette={item.status === 'open' ? 'green' : 'gray'} data-testid="my-requirement-status">
            {t(`requirement.statuses.${item.status}`)}
          </Badge>
          <Link to={href('releaseInfo', { id: item.id })}>
            <Text fontWeight="semibold">{item.title}</Text>
          </Link>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t(`requirement.kinds.${item.kind}`)} · {number(item.quantity)} {t(`units.${item.unit}`, { count: item.quantity })} ·{' '}
          {t('requirement.deliverBy', { date: date(item.deliveryDate), place: item.deliveryPlace })}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {dateTime(item.createTime)} · {t('requirement.views', { count: item.views })}
        </Text>
      </Stack>
      {item.status === 'open' ? (
        <HStack gap="2">
          <Button asChild size="xs" variant="outline">
            <Link to={href('releaseRequirements', { id: item.id })}>{t('requirement.edit')}</Link>
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" loading={withdrawing} onClick={onWithdraw} data-testid="withdraw">
            {t('requirement.withdraw')}
          </Button>
        </HStack>
      ) : null}
    </Flex>
  );
}
