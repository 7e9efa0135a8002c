import { Box, chakra, useFormatters } from '@puente/shared';
import { useTranslation } from 'react-i18next';

type Entry = { id: number; kind: string; amount: { currency: string; amount: number }; orderNo: string; note: string; createTime: number };

/** Movements of money: time, kind, order or note, and the amount (red when it leaves). */
export function LedgerTable({ entries }: { entries: Entry[] }) {
  const { t } = useTranslation('personal');
  const f = useFormatters();
  return (
    <Box overflowX="auto">
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
                {f.money(e.amount.amount, e.amount.currency)}
              </chakra.td>
            </chakra.tr>
          ))}
        </chakra.tbody>
      </chakra.table>
    </Box>
  );
}
