import { Box, calls, chakra, ChakraLink, href, HStack, langOf, Link, QueryView, Stack, Text, TextLanguageNote, useApiQuery, useFormatters } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/**
 * The goods' brand and its factory inspections, each with its report. `quiet`: nothing is drawn
 * until the brand arrives (below the fold of a phone's goods page, whose first screen the server
 * draws from the goods' reply alone; a loading state there would keep it from being drawn).
 */
export function BrandBlock({ brandId, quiet = false }: { brandId: number; quiet?: boolean }) {
  const { t } = useTranslation('product');
  const { date } = useFormatters();
  const brand = useApiQuery(calls.brandDetails, { id: brandId });
  if (quiet && brand.status === 'loading') return null;
  return (
    <Box borderWidth="1px" borderRadius="lg" p="4" bg="bg" data-testid="brand-block">
      <QueryView state={brand}>
        {({ data }) => (
          <Stack gap="3">
            <HStack gap="3">
              <chakra.img src={data.logo} alt="" width="12" height="12" objectFit="contain" />
              <Stack gap="0">
                <ChakraLink asChild fontWeight="semibold" lang={langOf(data.nameSource)}>
                  <Link to={href('productList', { brandId: data.id, source: data.type })}>{data.name}</Link>
                </ChakraLink>
                <TextLanguageNote source={data.nameSource} testId="brand-name-language" />
                <Text fontSize="sm" color="fg.muted">
                  {t('brand.goodsCount', { count: data.goodsCount })}
                </Text>
              </Stack>
            </HStack>
            <Text fontSize="sm" fontWeight="semibold">
              {t('brand.inspections')}
            </Text>
            {data.factories.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {t('brand.noInspections')}
              </Text>
            ) : (
              data.factories.map((factory) => (
                <Stack key={factory.id} gap="0.5" fontSize="sm" data-testid="factory-inspection">
                  <Text fontWeight="medium" lang={langOf(factory.nameSource)}>
                    {factory.name}
                  </Text>
                  <TextLanguageNote source={factory.nameSource} testId="factory-name-language" />
                  <Text color="fg.muted">{t('brand.inspectedBy', { date: date(factory.inspectedAt), inspector: factory.inspector })}</Text>
                  <Text color="fg.muted">{factory.address}</Text>
                  {factory.summary ? <Text lang={langOf(factory.summarySource)}>{factory.summary}</Text> : null}
                  {factory.reportUrl ? (
                    <ChakraLink href={factory.reportUrl} target="_blank" rel="noopener" color="brand.fg">
                      {t('brand.report')}
                    </ChakraLink>
                  ) : null}
                </Stack>
              ))
            )}
          </Stack>
        )}
      </QueryView>
    </Box>
  );
}
