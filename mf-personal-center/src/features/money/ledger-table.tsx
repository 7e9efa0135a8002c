import {
  Box,
  calls,
  chakra,
  currencyAtom,
  formatMoney,
  HStack,
  isCurrency,
  isPhoneAtom,
  PriceText,
  Stack,
  Text,
  toMinorUnits,
  useApiQuery,
  useFormatters,
  type Price,
} from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';

type Money = { currency: string; amount: number };
type Entry = { id: number; kind: string; amount: Money; orderNo: string; note: string; createTime: number };

/**
 * An amount as earned, with the same amount in the reader's currency at the platform's rates (the
 * rate currencyConvert answers for one unit, asked once per currency however many rows share it),
 * as replies carry a price; null until the rate arrives, or when it cannot.
 */
function useShownPrice(money: Money): Price | null {
  const reader = useAtomValue(currencyAtom);
  const own = isCurrency(money.currency) ? money.currency : null;
  const converts = own !== null && own !== reader;
  const rate = useApiQuery(calls.currencyConvert, { amount: 1, currency: own ?? 'USD' }, { enabled: converts });
  if (!own) return null;
  if (!converts) return { amount: money.amount, currency: own, showAmount: money.amount, showCurrency: own };
  const reply = rate.status === 'success' ? rate.data.data : null;
  if (!reply || !isCurrency(reply.showCurrency) || !Number.isFinite(reply.rate)) return null;
  // Rounded once, to the reader's cents, as the API converts a price; a refund out rounds as one in.
  const minor = toMinorUnits(money.amount);
  const shown = Math.sign(minor) * Math.round(Math.abs(minor) * reply.rate);
  return { amount: money.amount, currency: own, showAmount: shown / 100, showCurrency: reply.showCurrency };
}

/** A movement's amount in the reader's currency, the amount as earned beside it as orders show it; as earned alone until the rate is known. */
function LedgerAmount({ money }: { money: Money }) {
  const price = useShownPrice(money);
  return price ? <PriceText price={price} variant="record" /> : <>{formatMoney(money.amount, money.currency)}</>;
}

/**
 * Movements of money: time, kind, order or note, and the amount (red when it leaves), in the
 * reader's currency with the amount as earned beside it (a broker's commission earned in yuan reads
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
            <Stack gap="0" minW="0">
              <Text fontWeight="medium">{t(`money.kinds.${e.kind}`, { defaultValue: e.kind })}</Text>
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                {e.orderNo || e.note || '—'}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {f.dateTime(e.createTime)}
              </Text>
            </Stack>
            <Text flexShrink={0} textAlign="end" color={e.amount.amount < 0 ? 'red.fg' : 'green.fg'} fontWeight="semibold" data-testid="ledger-amount">
              <LedgerAmount money={e.amount} />
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
                <LedgerAmount money={e.amount} />
              </chakra.td>
            </chakra.tr>
          ))}
        </chakra.tbody>
      </chakra.table>
    </Box>
  );
}
