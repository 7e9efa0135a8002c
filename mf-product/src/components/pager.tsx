import { Button, HStack, Text } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/** Previous / next paging with the current position, for any list with a total. */
export function Pager({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  const { t } = useTranslation('product');
  if (pages <= 1) return null;
  return (
    <HStack justify="center" gap="3" py="4" as="nav" aria-label={t('pager.label')} data-testid="pager">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onChange(page - 1)} data-testid="pager-previous">
        {t('pager.previous')}
      </Button>
      <Text fontSize="sm" color="fg.muted" data-testid="pager-position">
        {t('pager.position', { page, pages })}
      </Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onChange(page + 1)} data-testid="pager-next">
        {t('pager.next')}
      </Button>
    </HStack>
  );
}
