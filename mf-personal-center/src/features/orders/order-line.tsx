import { Box, calls, chakra, HStack, langOf, PriceText, Text, TextLanguageNote, useFormatters, type CallReply } from '@puente/shared';
import { useTranslation } from 'react-i18next';

type Line = CallReply<typeof calls.trade.orderDetails>['data']['items'][number];

/** One goods of an order: picture, name (with its language when not the reader's), quantity and unit price. */
export function OrderLine({ item, size, emphasis }: { item: Line; size: '56px' | '64px'; emphasis?: boolean }) {
  const { t } = useTranslation('personal');
  const f = useFormatters();
  return (
    <HStack gap="3" minW="0">
      {item.image ? <chakra.img src={item.image} alt="" width={size} height={size} objectFit="cover" borderRadius="md" /> : null}
      <Box minW="0">
        <Text fontWeight={emphasis ? 'medium' : undefined} lineClamp={emphasis ? undefined : 1} lang={langOf(item.nameSource)}>
          {item.name}
        </Text>
        <TextLanguageNote source={item.nameSource} />
        <Text fontSize="sm" color="fg.muted">
          {f.number(item.quantity)} {t(`units.${item.unit}`, { count: item.quantity })} · <PriceText price={item.price} variant="record" />
        </Text>
      </Box>
    </HStack>
  );
}
