import { Box, ChakraLink, Heading, Link, SimpleGrid, Stack, type CategoryNode, type GoodsSource } from '@puente/shared';
import { classificationHref } from './search-state';

/** A source's top categories as cards, each listing its subcategories; every one opens its goods. */
export function CategoryCards({ source, categories }: { source: GoodsSource; categories: readonly CategoryNode[] }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      {categories.map((category) => (
        <Box key={category.id} borderWidth="1px" borderRadius="lg" p="5" bg="bg" data-testid="category-card">
          <Heading as="h3" size="md" mb="3">
            <ChakraLink asChild color="fg">
              <Link to={classificationHref(source, category.id)}>{category.title}</Link>
            </ChakraLink>
          </Heading>
          <Stack gap="1.5">
            {category.childrenTypeList.map((child) => (
              <ChakraLink key={child.id} asChild color="fg.muted" fontSize="sm">
                <Link to={classificationHref(source, child.id)}>{child.title}</Link>
              </ChakraLink>
            ))}
          </Stack>
        </Box>
      ))}
    </SimpleGrid>
  );
}
