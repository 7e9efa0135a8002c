import { Box, Button, calls, Heading, href, Link, QueryView, SimpleGrid, Stack, Text, useApiQuery, useSearchParams } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { CountryGoods } from '../features/goods/country-goods';
import { PavilionUnknown } from '../features/pavilions/pavilion-header';
import { countryOf, pageOf } from '../features/pavilions/pavilion-params';
import { PavilionListPage } from './national-pavilion';

/** /countryInfo?code=: a country's profile for traders: the pavilion and its goods (without a code, every pavilion). */
export function CountryInfoPage() {
  const { t } = useTranslation('product');
  const [params] = useSearchParams();
  const code = countryOf(params);
  const check = useApiQuery(calls.checkPavilionCountryCode, { countryCode: code }, { enabled: /^[A-Z]{2,3}$/.test(code) });
  if (!/^[A-Z]{2,3}$/.test(code)) return <PavilionListPage />;
  return (
    <Stack py="6" gap="8" data-testid="country-info">
      <QueryView state={check}>
        {({ data }) =>
          data.pavilion ? (
            <Stack gap="6">
              <Box borderWidth="1px" borderRadius="lg" p="6" bg="bg">
                <Heading as="h1" size="2xl" mb="2">
                  {data.pavilion.name}
                </Heading>
                <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" fontSize="sm" mb="4">
                  <Stack gap="0">
                    <Text color="fg.muted">{t('country.codes')}</Text>
                    <Text fontWeight="semibold">
                      {data.pavilion.code} / {data.pavilion.alpha3}
                    </Text>
                  </Stack>
                  <Stack gap="0">
                    <Text color="fg.muted">{t('country.goods')}</Text>
                    <Text fontWeight="semibold">{data.pavilion.goodsCount}</Text>
                  </Stack>
                </SimpleGrid>
                <Text>{data.pavilion.intro}</Text>
                <Button asChild colorPalette="brand" mt="4" size="sm">
                  <Link to={href('nationalPavilionIndex', { code: data.pavilion.code, name: data.pavilion.name })}>{t('country.visitPavilion')}</Link>
                </Button>
              </Box>
              <Stack gap="4">
                <Heading as="h2" size="xl">
                  {t('country.goodsFrom', { name: data.pavilion.name })}
                </Heading>
                <CountryGoods code={data.pavilion.code} route="countryInfo" page={pageOf(params)} />
              </Stack>
            </Stack>
          ) : (
            <PavilionUnknown code={code} />
          )
        }
      </QueryView>
    </Stack>
  );
}
