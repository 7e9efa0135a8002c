import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** How many pages: given, or from a list call's total and page size (currentPage, everyNumber). */
export type PagerSize = { pages: number } | { total: number; size: number };

/**
 * Previous / next paging under a list, in the reader's language; hidden when everything fits on
 * one page.
 */
export function Pager({ page, onPage, ...size }: { page: number; onPage: (page: number) => void } & PagerSize) {
  const { t } = useTranslation('common');
  const pages = 'pages' in size ? size.pages : Math.max(1, Math.ceil(size.total / size.size));
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={t('pager.label')} justify="center" gap="4" py="4" data-testid="pager">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="pager-previous">
        {t('pager.previous')}
      </Button>
      <Text color="fg.muted" fontSize="sm" data-testid="pager-status">
        {t('pager.position', { page, pages })}
      </Text>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid="pager-next">
        {t('pager.next')}
      </Button>
    </HStack>
  );
}
