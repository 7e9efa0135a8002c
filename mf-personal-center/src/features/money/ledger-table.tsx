import { Box, calls, chakra, formatMoney, HStack, isPhoneAtom, PriceText, Stack, Text, useFormatters, type CallReply } from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';

type Entry = CallReply<typeof calls.trade.listCapitalFlow>['list'][number];

/** A movement's amount in the reader's currency, the amount as earned beside it as orders show it (the reply converts it); as earned alone when it could not. */
function LedgerAmount({ entry }: { entry: Entry }) {
  return entry.price ? <PriceText price={entry.price} variant="record" /> : <>{formatMoney(entry.amount.amount, entry.amount.currency)}</>;
}

/**
 * Movements of money: time, kind, order or note, and the amount (red when it leaves), in the
 * reader's currency at the platform's rates with the amount as earned beside it (a broker's commission earned in yuan reads
 * "R$ 6.782,77 (¥8,681.94)" to a reader of reais).
 */
export function LedgerTable({ entries }: { entries: Entry[] }) {
  const { t } = useTranslation('personal');
  const f = useFormatters();
  const phone = useAtomValue(isPhoneAtom);
  if (phone)
    // On a phone each movement is a row of two lines: what and when, and the amount.
    return (
      <Stack gap="0" borderWidth="1px" borderRadius="lg" bg="bg" divideY="1px" data-testid="ledger-table">
        {entries.map((e) => (
          <HStack key={e.id} justify="space-between" align="flex-start" gap="3" px="4" py="3" data-testid="ledger-row" data-kind={e.kind}>
            <Stack gap="0" minW="0" flex="1">
              <Text fontWeight="medium">{t(`money.kinds.${e.kind}`, { defaultValue: e.kind })}</Text>
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                {e.orderNo || e.note || '—'}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {f.dateTime(e.createTime)}
              </Text>
            </Stack>
            {/* At most under half the row: the amount as earned goes under it, the order number keeps the rest whole. */}
            <Text flexShrink={0} maxW="45%" textAlign="end" color={e.amount.amount < 0 ? 'red.fg' : 'green.fg'} fontWeight="semibold" data-testid="ledger-amount">
              <LedgerAmount entry={e} />
            </Text>
          </HStack>
        ))}
      </Stack>
    );
  return (
    <Box
      overflowX="auto"
      tabIndex={0}
      role="region"
      aria-label={t('money.revenueRecords')}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <chakra.table width="100%" fontSize="sm" data-testid="ledger-table">
        <chakra.thead>
          <chakra.tr textAlign="start" color="fg.muted">
            <chakra.th textAlign="start" py="2">
              {t('money.time')}
            </chakra.th>
            <chakra.th textAlign="start">{t('money.kind')}</chakra.th>
            <chakra.th textAlign="start">{t('money.order')}</chakra.th>
            <chakra.th textAlign="end">{t('money.amount')}</chakra.th>
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody>
          {entries.map((e) => (
            <chakra.tr key={e.id} borderTopWidth="1px" data-testid="ledger-row" data-kind={e.kind}>
              <chakra.td py="2">{f.dateTime(e.createTime)}</chakra.td>
              <chakra.td>{t(`money.kinds.${e.kind}`, { defaultValue: e.kind })}</chakra.td>
              <chakra.td>{e.orderNo || e.note || '—'}</chakra.td>
              <chakra.td textAlign="end" color={e.amount.amount < 0 ? 'red.fg' : 'green.fg'} fontWeight="medium" data-testid="ledger-amount">
                <LedgerAmount entry={e} />
              </chakra.td>
            </chakra.tr>
          ))}
        </chakra.tbody>
      </chakra.table>
    </Box>
  );
}
