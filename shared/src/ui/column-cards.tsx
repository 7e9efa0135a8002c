import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';

export interface ColumnCard {
  id: number;
  name: string;
  summary: string;
}

/** Site columns (/api/siteColumn/list) as a grid of cards: the sections an area offers. */
export function ColumnCards({ columns, testId }: { columns: ColumnCard[]; testId?: string }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" data-testid={testId}>
      {columns.map((column) => (
        <Box key={column.id} borderWidth="1px" borderRadius="lg" p="5" bg="bg" data-testid="column-card">
          <Heading as="h3" size="md" mb="2">
            {column.name}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {column.summary}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
