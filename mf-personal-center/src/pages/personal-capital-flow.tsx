import { calls, Heading, Pager, QueryView, Stack, useApiQuery } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LedgerTable } from '../features/money/ledger-table';

const PAGE_SIZE = 15;

/** /personalCapitalFlow: every movement of the available balance. */
export function CapitalFlowPage() {
  const { t } = useTranslation('personal');
  const [page, setPage] = useState(1);
  const flow = useApiQuery(calls.trade.listCapitalFlow, { currentPage: page, everyNumber: PAGE_SIZE });
  return (
    <Stack gap="5" data-testid="capital-flow">
      <Heading as="h1" size="xl">
        {t('money.flowTitle')}
      </Heading>
      <QueryView state={flow} isEmpty={(data) => data.list.length === 0} empty={t('money.noFlow')}>
        {(data) => (
          <>
            <LedgerTable entries={data.list} />
            <Pager page={page} total={data.total} size={PAGE_SIZE} onPage={setPage} />
          </>
        )}
      </QueryView>
    </Stack>
  );
}
