import { Box, calls, chakra, formatMoney, SimpleGrid, Stack, Text, useFormatters, type CallReply } from '@puente/shared';
import { useTranslation } from 'react-i18next';

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box borderWidth="1px" borderRadius="lg" p="4" data-testid={testId}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      {/* Smaller on a phone, where two figures share the width: an amount keeps to one line there. */}
      <Text fontSize={{ base: 'lg', md: '2xl' }} fontWeight="semibold">
        {value}
      </Text>
    </Box>
  );
}

type Statistics = CallReply<typeof calls.trade.revenueStatistics>['data'];

/** The account's four figures, in the order the cards and the table show them. */
const FIGURES = ['available', 'pending', 'withdrawn', 'earned'] as const;

/** The account's figures in the reader's currency, then each currency's balance. */
export function AccountStats({ s }: { s: Statistics }) {
  const { t } = useTranslation('personal');
  const f = useFormatters();
  // Above balances held in another currency, the estimates' dollars read "US$", as a bare "$" reads pesos or reais.
  const besideOther = s.balances.some((b) => b.currency !== s.show.currency);
  const estimate = (amount: number) => `≈ ${formatMoney(amount, s.show.currency, { besideOther })}`;
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        {FIGURES.map((figure) => (
          <Stat key={figure} label={t(`money.${figure}`)} value={estimate(s.show[figure])} testId={figure === 'available' ? 'stat-available' : undefined} />
        ))}
      </SimpleGrid>
      {/* Each figure stands apart from the next, whole: on a phone the table scrolls rather than run them together. */}
      {s.balances.length ? (
        <Box
          overflowX="auto"
          tabIndex={0}
          role="region"
          aria-label={t('money.balancesLabel')}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        >
          <chakra.table width="100%" fontSize="sm">
            <chakra.thead>
              <chakra.tr color="fg.muted">
                <chakra.th textAlign="start" py="2">
                  {t('goods.currency')}
                </chakra.th>
                {FIGURES.map((figure) => (
                  <chakra.th key={figure} textAlign="end" ps="3">
                    {t(`money.${figure}`)}
                  </chakra.th>
                ))}
              </chakra.tr>
            </chakra.thead>
            <chakra.tbody>
              {s.balances.map((b) => (
                <chakra.tr key={b.currency} borderTopWidth="1px">
                  <chakra.td py="2">{b.currency}</chakra.td>
                  {FIGURES.map((figure) => (
                    <chakra.td key={figure} textAlign="end" ps="3" whiteSpace="nowrap">
                      {f.money(b[figure], b.currency)}
                    </chakra.td>
                  ))}
                </chakra.tr>
              ))}
            </chakra.tbody>
          </chakra.table>
        </Box>
      ) : null}
      <Text fontSize="sm" color="fg.muted">
        {t('money.showNote', { currency: s.show.currency })}
      </Text>
    </Stack>
  );
}
