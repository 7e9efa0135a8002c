import { Box, Button, calls, Heading, href, HStack, Stack, useApiQuery, useNavigate, useSearchParams, useTabPanel } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { CountryGoods } from '../features/goods/country-goods';
import { countryOf, pageOf } from '../features/pavilions/pavilion-params';

/** /productCountry?code=: goods by country of origin, with a country picker (China and the pavilions). */
export function ProductCountryPage() {
  const { t } = useTranslation('product');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = countryOf(params) || 'CN';
  const pavilions = useApiQuery(calls.listPavilions, {});
  const countries = [{ code: 'CN', name: t('search.china') }, ...(pavilions.data?.list ?? [])];
  const tabs = useTabPanel<string>();
  return (
    <Stack py="6" gap="6" data-testid="product-country">
      <Heading as="h1" size="2xl">
        {t('country.title')}
      </Heading>
      <HStack gap="2" wrap="wrap" role="tablist" aria-label={t('search.country')}>
        {countries.map((country) => (
          <Button
            key={country.code}
            size="xs"
            variant={country.code === code ? 'solid' : 'outline'}
            colorPalette="brand"
            role="tab"
            {...tabs.tab(country.code)}
            aria-selected={country.code === code}
            onClick={() => navigate(href('productCountry', { code: country.code }))}
          >
            {country.name}
          </Button>
        ))}
      </HStack>
      <Box {...tabs.panel(code)}>
        <CountryGoods code={code} route="productCountry" page={pageOf(params)} />
      </Box>
    </Stack>
  );
}
