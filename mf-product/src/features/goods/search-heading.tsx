import { Badge, calls, chakra, Heading, HStack, langOf, Stack, Text, TextLanguageNote, useApiQuery, type GoodsSearch } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/** The search's title: the brand's header on a brand's goods list, else what is searched. */
export function SearchHeading({ state, brandList }: { state: GoodsSearch; brandList: boolean }) {
  const { t } = useTranslation('product');
  const brand = useApiQuery(calls.brandDetails, { id: state.brandId ?? 0 }, { enabled: brandList && state.brandId !== undefined });
  if (brandList && state.brandId && brand.data) {
    const { data } = brand.data;
    return (
      <HStack gap="4" borderWidth="1px" borderRadius="lg" p="4" bg="bg" data-testid="brand-header">
        <chakra.img src={data.logo} alt="" width="16" height="16" objectFit="contain" />
        <Stack gap="1" flex="1">
          <Heading as="h1" size="xl" lang={langOf(data.nameSource)}>
            {data.name}
          </Heading>
          <TextLanguageNote source={data.nameSource} testId="name-language" />
          <Text color="fg.muted" fontSize="sm" lineClamp={2} lang={langOf(data.descriptionSource)}>
            {data.description}
          </Text>
          {data.description ? <TextLanguageNote source={data.descriptionSource} testId="description-language" /> : null}
        </Stack>
        <Badge colorPalette="green">{t('brand.factories', { count: data.factories.length })}</Badge>
      </HStack>
    );
  }
  return (
    <Heading as="h1" size="2xl">
      {state.keyword ? t('search.resultsFor', { keyword: state.keyword }) : t(`search.title.${state.source ?? 'all'}`)}
    </Heading>
  );
}
