import { Button, HStack, Text } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/** Previous / next paging for the list calls (currentPage, everyNumber). */
export function Pager({ page, total, size, onPage }: { page: number; total: number; size: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('personal');
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <HStack justify="center" gap="3" as="nav" aria-label={t('common.pages')}>
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </Button>
      <Text fontSize="sm">{t('common.pageOf', { page, pages })}</Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </Button>
    </HStack>
  );
}
