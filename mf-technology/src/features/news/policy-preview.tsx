import { QueryView } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { useNewsColumns } from './news-columns';
import { NewsList } from './news-list';

/** The newest articles of the first policy-research column. */
export function PolicyPreview() {
  const { t } = useTranslation('technology');
  const columns = useNewsColumns('policy');
  return (
    <QueryView state={columns} isEmpty={(list) => list.length === 0} empty={t('policy.empty')}>
      {([first]) => <NewsList columnId={first!.id} pageSize={4} emptyLabel={t('policy.empty')} compact />}
    </QueryView>
  );
}
