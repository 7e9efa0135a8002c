import { Badge, calls, href, HStack, Link, SimpleGrid, Stack, Text, type CallReply } from '@puente/shared';
import { useTranslation } from 'react-i18next';

type Pavilion = CallReply<typeof calls.listPavilions>['list'][number];

/** Country pavilions as cards: flag code, name, intro and goods count. */
export function PavilionCards({ list }: { list: readonly Pavilion[] }) {
  const { t } = useTranslation('product');
  return (
    <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="4" data-testid="pavilion-cards">
      {list.map((pavilion) => (
        <Link key={pavilion.code} to={href('nationalPavilionIndex', { code: pavilion.code, name: pavilion.name })} data-testid="pavilion-card">
          <Stack gap="1" borderWidth="1px" borderRadius="lg" p="4" bg="bg" height="full" _hover={{ borderColor: 'brand.solid' }}>
            <HStack justify="space-between">
              <Text fontWeight="semibold">{pavilion.name}</Text>
              <Badge variant="outline">{pavilion.code}</Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {pavilion.intro}
            </Text>
            <Text fontSize="xs" color="brand.fg" mt="auto">
              {t('pavilion.goodsCount', { count: pavilion.goodsCount })}
            </Text>
          </Stack>
        </Link>
      ))}
    </SimpleGrid>
  );
}
