import { calls, EmptyState, Heading, href, Link, QueryView, Stack, Text, useApiQuery } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { GoodsForm } from '../features/shop/goods-form';
import { useIdParam } from '../lib/query';

/** /personalProductEdit (?id= to edit): asks isItAllowedPublish first, then the form. */
export function GoodsEdit() {
  const { t } = useTranslation('personal');
  const id = useIdParam();
  const allowed = useApiQuery(calls.isItAllowedPublish, {});
  const existing = useApiQuery(calls.myGoodsDetails, { id: id ?? 0 }, { enabled: id !== null && allowed.data?.data.allowed === true });

  // A reload of either call keeps the form (and what the seller typed) on screen.
  return (
    <Stack gap="5" data-testid="goods-edit">
      <Heading as="h1" size="xl">
        {t(id ? 'goods.editTitle' : 'goods.publishTitle')}
      </Heading>
      <QueryView
        state={allowed}
        isEmpty={({ data }) => !data.allowed}
        empty={
          <EmptyState title={t('goods.notAllowed')}>
            <Text color="fg.muted" data-testid="publish-refused">
              {allowed.data?.data.reason}
            </Text>
            <Link to={href('personalBusiness')}>
              <Text color="brand.fg">{t('goods.completeBusiness')}</Text>
            </Link>
          </EmptyState>
        }
      >
        {({ data: { reviewedAtOnce, translation } }) =>
          id === null ? (
            <GoodsForm key="new" goods={null} reviewedAtOnce={reviewedAtOnce} translation={translation} />
          ) : (
            <QueryView state={existing}>{({ data }) => <GoodsForm key={id} goods={data} reviewedAtOnce={reviewedAtOnce} translation={translation} />}</QueryView>
          )
        }
      </QueryView>
    </Stack>
  );
}
