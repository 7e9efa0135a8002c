import { Box, chakra, EmptyState, href, HStack, Link, SimpleGrid, Text, useFormatters } from '@puente/shared';
import { useTranslation } from 'react-i18next';

type Factory = { id: number; name: string; address: string; inspectedAt: string; inspector: string };

/** A factory inspection in a list: its name (to its page), the address, when and by whom. */
export function FactorySummary({ factory: f }: { factory: Factory }) {
  const { t } = useTranslation('personal');
  const { date } = useFormatters();
  return (
    <Box>
      <Link to={href('personalBrandFactoryDetails', { id: f.id })}>
        <Text fontWeight="semibold" color="brand.fg">
          {f.name}
        </Text>
      </Link>
      <Text fontSize="sm" color="fg.muted">
        {f.address}
      </Text>
      <Text fontSize="sm">{t('factory.inspectedBy', { date: date(f.inspectedAt), inspector: f.inspector })}</Text>
    </Box>
  );
}

/** A brand's factory inspections as cards. */
export function FactoryCards({ factories }: { factories: Array<Factory & { images: string[] }> }) {
  const { t } = useTranslation('personal');
  if (!factories.length) return <EmptyState title={t('factory.empty')} />;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {factories.map((f) => (
        <HStack key={f.id} borderWidth="1px" borderRadius="lg" p="3" gap="3" align="flex-start" data-testid="factory-card">
          {f.images[0] ? <chakra.img src={f.images[0]} alt="" width="72px" height="72px" objectFit="cover" borderRadius="md" /> : null}
          <FactorySummary factory={f} />
        </HStack>
      ))}
    </SimpleGrid>
  );
}
