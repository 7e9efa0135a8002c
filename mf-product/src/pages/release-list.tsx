import { Button, calls, HStack, Pager, QueryView, Stack, useApiMutation, useApiQuery, useSearchParams } from '@puente/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MyRequirementRow } from '../features/requirements/my-requirement-row';
import { RequirementsHeader } from '../features/requirements/requirement-entries';
import { WithdrawDialog } from '../features/requirements/withdraw-dialog';

const REQUIREMENTS_PAGE = 15;

/** /releaseList: the signed-in member's publishing history, with withdrawal. */
export function MyRequirementsPage() {
  const { t } = useTranslation('product');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const statusParam = params.get('status');
  const status = statusParam === 'open' || statusParam === 'withdrawn' ? statusParam : undefined;
  const list = useApiQuery(calls.myRequirements, { status, currentPage: page, everyNumber: REQUIREMENTS_PAGE });
  // Withdrawing makes the requirement lists stale (the contract's INVALIDATES): this list asks again.
  const withdrawal = useApiMutation(calls.withdrawRequirement, { success: t('requirement.withdrawnDone') });
  const [withdrawing, setWithdrawing] = useState<number | null>(null);
  // The requirement whose withdrawal waits for the member's word in the site's own dialog.
  const [asking, setAsking] = useState<number | null>(null);
  const closeDialog = useCallback(() => setAsking(null), []);

  async function withdraw(id: number) {
    setAsking(null);
    setWithdrawing(id);
    await withdrawal.run({ id });
  }

  return (
    <Stack py="6" gap="5" data-testid="my-requirements">
      <RequirementsHeader title={t('requirement.myHistory')} />
      <HStack gap="1">
        {([undefined, 'open', 'withdrawn'] as const).map((option) => (
          <Button
            key={option ?? 'all'}
            size="xs"
            variant={status === option ? 'solid' : 'outline'}
            colorPalette="brand"
            onClick={() => setParams(option ? { status: option } : {})}
          >
            {t(`requirement.statuses.${option ?? 'all'}`)}
          </Button>
        ))}
      </HStack>
      <QueryView state={list} isEmpty={(data) => data.list.length === 0} empty={t('requirement.noneMine')}>
        {(data) => (
          <Stack gap="3">
            <Stack gap="0" borderWidth="1px" borderRadius="lg" bg="bg" divideY="1px">
              {data.list.map((item) => (
                <MyRequirementRow key={item.id} item={item} withdrawing={withdrawal.busy && withdrawing === item.id} onWithdraw={() => setAsking(item.id)} />
              ))}
            </Stack>
            <Pager page={page} total={data.total} size={REQUIREMENTS_PAGE} onPage={(next) => setParams({ ...(status ? { status } : {}), page: String(next) })} />
          </Stack>
        )}
      </QueryView>
      <WithdrawDialog open={asking !== null} onClose={closeDialog} onConfirm={() => asking !== null && void withdraw(asking)} />
    </Stack>
  );
}
