import { brokerListRequest, BROKERS_PAGE_SIZE, calls, PageHeader, Pager, parseBrokerSearch, QueryView, Stack, useApiQuery, useSearchParams } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { BrokerCards } from '../features/brokers/broker-cards';
import { KeywordForm } from '../lib/keyword-form';

/** /brokerList: product brokers, searchable, with their specialties and deals. */
export function BrokerListPage() {
  const { t } = useTranslation('product');
  const [params, setParams] = useSearchParams();
  // The search as the contract reads it from the address, as the server asks it for the html (firstCallsOf).
  const search = parseBrokerSearch(params);
  const { keyword, page } = search;
  const list = useApiQuery(calls.listCelebrityBrokers, brokerListRequest(search));
  return (
    <Stack py="6" gap="6" data-testid="broker-list">
      <PageHeader title={t('broker.title')} intro={t('broker.intro')} />
      <KeywordForm keyword={keyword} onSearch={(next) => setParams(next ? { keyword: next } : {})} label={t('broker.search')} />
      <QueryView state={list} isEmpty={(data) => data.list.length === 0} empty={t('broker.empty')}>
        {(data) => (
          <Stack gap="3">
            <BrokerCards list={data.list} />
            <Pager page={page} total={data.total} size={BROKERS_PAGE_SIZE} onPage={(next) => setParams({ ...(keyword ? { keyword } : {}), page: String(next) })} />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
