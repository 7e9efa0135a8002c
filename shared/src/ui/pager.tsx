import { Button, HStack, Text } from '@chakra-ui/react';

/** Previous / next paging under a list; hidden when everything fits on one page. Labels come from the area. */
export function Pager({ page, pages, onPage, labels }: { page: number; pages: number; onPage: (page: number) => void; labels: { previous: string; next: string; status: string } }) {
  if (pages <= 1) return null;
  return (
    <HStack justify="center" gap="4" py="4" data-testid="pager">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="pager-previous">
        {labels.previous}
      </Button>
      <Text color="fg.muted" data-testid="pager-status">
        {labels.status}
      </Text>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid="pager-next">
        {labels.next}
      </Button>
    </HStack>
  );
}
