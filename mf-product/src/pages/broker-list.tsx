import { calls, PageHeader, Pager, QueryView, Stack, useApiQuery, useSearchParams } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { BrokerCards } from '../features/brokers/broker-cards';
import { KeywordForm } from '../lib/keyword-form';

const BROKERS_PAGE = 12;

/** /brokerList: product brokers, searchable, with their specialties and deals. */
export function BrokerListPage() {
  const { t } = useTranslation('product');
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useApiQuery(calls.listCelebrityBrokers, { keyword: keyword || undefined, currentPage: page, everyNumber: BROKERS_PAGE });
  return (
    <Stack py="6" gap="6" data-testid="broker-list">
      <PageHeader title={t('broker.title')} intro={t('broker.intro')} />
      <KeywordForm keyword={keyword} onSearch={(next) => setParams(next ? { keyword: next } : {})} label={t('broker.search')} />
      <QueryView state={list} isEmpty={(data) => data.list.length === 0} empty={t('broker.empty')}>
        {(data) => (
          <Stack gap="3">
            <BrokerCards list={data.list} />
            <Pager page={page} total={data.total} size={BROKERS_PAGE} onPage={(next) => setParams({ ...(keyword ? { keyword } : {}), page: String(next) })} />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
