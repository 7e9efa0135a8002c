import { calls, PageHeader, QueryView, Stack, useApiQuery, useSearchParams } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { PavilionCards } from '../features/pavilions/pavilion-cards';
import { KeywordForm } from '../lib/keyword-form';

/** /nationalPavilion: every country pavilion, searchable by name. */
export function PavilionListPage() {
  const { t } = useTranslation('product');
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const pavilions = useApiQuery(calls.listPavilions, { keyword: keyword || undefined });
  return (
    <Stack py="6" gap="6" data-testid="pavilion-list">
      <PageHeader title={t('pavilion.title')} intro={t('pavilion.intro')} />
      <KeywordForm keyword={keyword} onSearch={(next) => setParams(next ? { keyword: next } : {})} label={t('pavilion.search')} />
      <QueryView state={pavilions} isEmpty={(data) => data.list.length === 0} empty={t('pavilion.empty')}>
        {(data) => <PavilionCards list={data.list} />}
      </QueryView>
    </Stack>
  );
}
