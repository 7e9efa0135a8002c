import { Box, calls, ChakraLink, Heading, href, Link, Text, useApiQuery, useTrailHref } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/** One output type with how many open offers it has, leading to the technology products of that type. */
export function OutputTypeCard({ type }: { type: (typeof calls.OUTPUT_TYPES)[number] }) {
  const { t } = useTranslation('technology');
  const trail = useTrailHref();
  const count = useApiQuery(calls.listRequirements, { kind: 'technology', outputType: type, everyNumber: 1 });
  return (
    <Box borderWidth="1px" borderRadius="lg" p="5" bg="bg" data-testid="output-type-card">
      <Heading as="h3" size="md" mb="2">
        <ChakraLink asChild color="fg">
          <Link to={trail(href('technologyProduvt', { type }))}>{t(`types.${type}`)}</Link>
        </ChakraLink>
      </Heading>
      <Text color="fg.muted" fontSize="sm" minH="5">
        {count.status === 'success' ? t('landing.openCount', { count: count.data.total }) : ''}
      </Text>
    </Box>
  );
}
