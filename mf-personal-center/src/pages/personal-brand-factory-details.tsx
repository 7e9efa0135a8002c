import { Box, Button, calls, chakra, EmptyState, Heading, href, HStack, Link, QueryView, SimpleGrid, Stack, Text, useApiQuery, useFormatters } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { useIdParam } from '../lib/query';

/** /personalBrandFactoryDetails?id=. */
export function FactoryDetails() {
  const { t } = useTranslation('personal');
  const { date } = useFormatters();
  const id = useIdParam();
  const factory = useApiQuery(calls.factoryInspectionDetails, { id: id ?? 0 }, { enabled: id !== null });
  if (id === null) return <EmptyState title={t('factory.notFound')} />;
  return (
    <QueryView state={factory}>
      {({ data: f }) => (
        <Stack gap="4" data-testid="factory-details">
          <HStack justify="space-between" flexWrap="wrap">
            <Heading as="h1" size="xl">
              {f.name}
            </Heading>
            <HStack gap="2">
              <Button variant="outline" asChild>
                <Link to={href('personalBrandFactory', { brandId: f.brandId })}>{t('factory.title')}</Link>
              </Button>
              <Button colorPalette="brand" asChild>
                <Link to={href('personalBrandFactoryEdit', { brandId: f.brandId, id: f.id })}>{t('common.edit')}</Link>
              </Button>
            </HStack>
          </HStack>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <Box>
              <Text fontSize="sm" color="fg.muted">
                {t('factory.address')}
              </Text>
              <Text>{f.address}</Text>
            </Box>
            <Box>
              <Text fontSize="sm" color="fg.muted">
                {t('factory.inspectedAt')}
              </Text>
              <Text>{date(f.inspectedAt)}</Text>
            </Box>
            <Box>
              <Text fontSize="sm" color="fg.muted">
                {t('factory.inspector')}
              </Text>
              <Text>{f.inspector}</Text>
            </Box>
          </SimpleGrid>
          <Text whiteSpace="pre-line">{f.summary}</Text>
          {f.reportUrl ? (
            <chakra.a href={f.reportUrl} target="_blank" rel="noreferrer" color="brand.fg" textDecoration="underline">
              {t('factory.report')}
            </chakra.a>
          ) : null}
          <HStack gap="3" flexWrap="wrap">
            {f.images.map((src) => (
              <chakra.img key={src} src={src} alt="" width="160px" height="120px" objectFit="cover" borderRadius="md" />
            ))}
          </HStack>
        </Stack>
      )}
    </QueryView>
  );
}
