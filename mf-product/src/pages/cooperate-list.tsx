import {
  brandListRequest,
  Button,
  calls,
  chakra,
  href,
  HStack,
  langOf,
  Link,
  PageHeader,
  Pager,
  parseBrandSearch,
  QueryView,
  SimpleGrid,
  Stack,
  Text,
  TextLanguageNote,
  useApiQuery,
  useSearchParams,
} from '@puente/shared';
import { useTranslation } from 'react-i18next';

/** /cooperateList: the brands Puente works with, each leading to its goods and factory inspections. */
export function CooperateListPage() {
  const { t } = useTranslation('product');
  const [params, setParams] = useSearchParams();
  // The address read as the contract reads it for the server's first call (firstCallsOf).
  const search = parseBrandSearch(params);
  const { type, page } = search;
  const body = brandListRequest(search);
  const brands = useApiQuery(calls.listBrands, body);
  return (
    <Stack py="6" gap="6" data-testid="cooperate-list">
      <PageHeader title={t('cooperate.title')} intro={t('cooperate.intro')} />
      <HStack gap="1">
        {([undefined, 'china', 'industry'] as const).map((option) => (
          <Button key={option ?? 'all'} size="xs" variant={type === option ? 'solid' : 'outline'} colorPalette="brand" onClick={() => setParams(option ? { type: option } : {})}>
            {option ? t(`landing.tabs.${option}`) : t('cooperate.all')}
          </Button>
        ))}
      </HStack>
      <QueryView state={brands} isEmpty={(data) => data.list.length === 0} empty={t('cooperate.empty')}>
        {(data) => (
          <Stack gap="3">
            <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="4">
              {data.list.map((brand) => (
                <Link key={brand.id} to={href('productList', { brandId: brand.id, source: brand.type })} data-testid="partner-card">
                  <Stack gap="2" borderWidth="1px" borderRadius="lg" p="4" bg="bg" height="full" align="center" textAlign="center" _hover={{ borderColor: 'brand.solid' }}>
                    <chakra.img src={brand.logo} alt="" width="16" height="16" objectFit="contain" loading="lazy" />
                    <Text fontWeight="semibold" lang={langOf(brand.nameSource)}>
                      {brand.name}
                    </Text>
                    <TextLanguageNote source={brand.nameSource} testId="name-language" />
                    <Text fontSize="sm" color="fg.muted" lineClamp={2} lang={langOf(brand.descriptionSource)}>
                      {brand.description}
                    </Text>
                    {brand.description ? <TextLanguageNote source={brand.descriptionSource} testId="description-language" /> : null}
                    <Text fontSize="xs" color="brand.fg" mt="auto">
                      {t('brand.goodsCount', { count: brand.goodsCount })} · {t('brand.factories', { count: brand.factoryCount })}
                    </Text>
                  </Stack>
                </Link>
              ))}
            </SimpleGrid>
            <Pager page={page} total={data.total} size={body.everyNumber} onPage={(next) => setParams({ ...(type ? { type } : {}), page: String(next) })} />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
