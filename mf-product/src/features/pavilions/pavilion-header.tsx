import { Badge, calls, Heading, href, HStack, Link, QueryView, Stack, Text, useApiQuery } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/** A country code that has no pavilion, with the way back to the list. */
export function PavilionUnknown({ code }: { code: string }) {
  const { t } = useTranslation('product');
  return (
    <Stack gap="2" py="10" textAlign="center" data-testid="pavilion-unknown">
      <Text fontWeight="semibold">{t('pavilion.unknown', { code })}</Text>
      <Link to={href('nationalPavilion')}>
        <Text color="brand.fg">{t('pavilion.backToList')}</Text>
      </Link>
    </Stack>
  );
}

/** A pavilion's heading: the country, its codes and intro, its goods and profile. */
export function PavilionHeader({ code }: { code: string }) {
  const { t } = useTranslation('product');
  const check = useApiQuery(calls.checkPavilionCountryCode, { countryCode: code });
  return (
    <QueryView state={check}>
      {({ data }) =>
        data.exists && data.pavilion ? (
          <Stack gap="2" borderWidth="1px" borderRadius="lg" p="6" bg="brand.subtle" data-testid="pavilion-header">
            <HStack gap="3">
              <Heading as="h1" size="2xl">
                {t('pavilion.of', { name: data.pavilion.name })}
              </Heading>
              <Badge variant="solid" colorPalette="brand">
                {data.pavilion.code} · {data.pavilion.alpha3}
              </Badge>
            </HStack>
            <Text>{data.pavilion.intro}</Text>
            <HStack gap="4" fontSize="sm" wrap="wrap">
              <Text color="fg.muted">{t('pavilion.goodsCount', { count: data.pavilion.goodsCount })}</Text>
              <Link to={href('countryInfo', { code: data.pavilion.code, name: data.pavilion.name })}>
                <Text color="brand.fg" fontWeight="semibold">
                  {t('pavilion.aboutCountry')}
                </Text>
              </Link>
              <Link to={href('nationalPavilionlevel', { code: data.pavilion.code })}>
                <Text color="brand.fg" fontWeight="semibold">
                  {t('pavilion.allGoods')}
                </Text>
              </Link>
            </HStack>
          </Stack>
        ) : (
          <PavilionUnknown code={code} />
        )
      }
    </QueryView>
  );
}
