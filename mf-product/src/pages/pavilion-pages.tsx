import {
  Badge,
  Box,
  Button,
  calls,
  chakra,
  Heading,
  href,
  HStack,
  Input,
  Link,
  Pager,
  QueryView,
  SimpleGrid,
  Stack,
  Text,
  useApiQuery,
  useNavigate,
  useSearchParams,
} from '@puente/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PavilionCards } from '../components/cards';
import { GoodsGrid } from '../components/goods-card';

import { pageCount, PAGE_SIZE } from '../lib/search-state';

const countryOf = (params: URLSearchParams) => (params.get('code') ?? params.get('countryCode') ?? '').toUpperCase();
const pageOf = (params: URLSearchParams) => Math.max(1, Number(params.get('page')) || 1);

/** /nationalPavilion: every country pavilion, searchable by name. */
export function PavilionListPage() {
  const { t } = useTranslation('product');
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const [draft, setDraft] = useState(keyword);
  const pavilions = useApiQuery(calls.listPavilions, { keyword: keyword || undefined });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { keyword: draft.trim() } : {});
  };
  return (
    <Stack py="6" gap="6" data-testid="pavilion-list">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('pavilion.title')}
        </Heading>
        <Text color="fg.muted">{t('pavilion.intro')}</Text>
      </Stack>
      <chakra.form onSubmit={submit} noValidate maxW="lg">
        <HStack>
          <Input value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('pavilion.search')} aria-label={t('pavilion.search')} bg="bg" />
          <Button type="submit" colorPalette="brand">
            {t('search.submit')}
          </Button>
        </HStack>
      </chakra.form>
      <QueryView state={pavilions} isEmpty={(data) => data.list.length === 0} empty={t('pavilion.empty')}>
        {(data) => <PavilionCards list={data.list} />}
      </QueryView>
    </Stack>
  );
}

function PavilionHeader({ code }: { code: string }) {
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
          <Stack gap="2" py="10" textAlign="center" data-testid="pavilion-unknown">
            <Text fontWeight="semibold">{t('pavilion.unknown', { code })}</Text>
            <Link to={href('nationalPavilion')}>
              <Text color="brand.fg">{t('pavilion.backToList')}</Text>
            </Link>
          </Stack>
        )
      }
    </QueryView>
  );
}

/** The goods of one country, paged. */
function CountryGoods({ code, route, page }: { code: string; route: 'nationalPavilionlevel' | 'productCountry' | 'countryInfo'; page: number }) {
  const { t } = useTranslation('product');
  const navigate = useNavigate();
  const goods = useApiQuery(calls.nationalPavilionGoods, { countryCode: code, currentPage: page, everyNumber: PAGE_SIZE });
  return (
    <QueryView state={goods} isEmpty={(data) => data.list.length === 0} empty={t('pavilion.noGoods')}>
      {(data) => (
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {t('search.count', { count: data.total })}
          </Text>
          <GoodsGrid list={data.list} />
          <Pager page={page} pages={pageCount(data.total)} onPage={(next) => navigate(href(route, { code, page: next }))} />
        </Stack>
      )}
    </QueryView>
  );
}

/** /nationalPavilionIndex?code=: one pavilion's home: the country, its featured goods. */
export function PavilionIndexPage() {
  const { t } = useTranslation('product');
  const [params] = useSearchParams();
  const code = countryOf(params);
  const featured = useApiQuery(calls.nationalPavilionGoods, { countryCode: code, currentPage: 1, everyNumber: 8 }, { enabled: /^[A-Z]{2}$/.test(code) });
  if (!/^[A-Z]{2}$/.test(code)) return <PavilionListPage />;
  return (
    <Stack py="6" gap="8" data-testid="pavilion-index">
      <PavilionHeader code={code} />
      <Stack gap="4">
        <HStack justify="space-between">
          <Heading as="h2" size="xl">
            {t('pavilion.featured')}
          </Heading>
          <Link to={href('nationalPavilionlevel', { code })}>
            <Text color="brand.fg" fontSize="sm" fontWeight="semibold">
              {t('landing.seeAll')}
            </Text>
          </Link>
        </HStack>
        <QueryView state={featured} isEmpty={(data) => data.list.length === 0} empty={t('pavilion.noGoods')}>
          {(data) => <GoodsGrid list={data.list} />}
        </QueryView>
      </Stack>
    </Stack>
  );
}

/** /nationalPavilionlevel?code=&page=: every goods of a pavilion, paged. */
export function PavilionGoodsPage() {
  const [params] = useSearchParams();
  const code = countryOf(params);
  if (!/^[A-Z]{2}$/.test(code)) return <PavilionListPage />;
  return (
    <Stack py="6" gap="6" data-testid="pavilion-goods">
      <PavilionHeader code={code} />
      <CountryGoods code={code} route="nationalPavilionlevel" page={pageOf(params)} />
    </Stack>
  );
}

/** /productCountry?code=: goods by country of origin, with a country picker (China and the pavilions). */
export function ProductCountryPage() {
  const { t } = useTranslation('product');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = countryOf(params) || 'CN';
  const pavilions = useApiQuery(calls.listPavilions, {});
  const countries = [{ code: 'CN', name: t('search.china') }, ...(pavilions.data?.list ?? [])];
  return (
    <Stack py="6" gap="6" data-testid="product-country">
      <Heading as="h1" size="2xl">
        {t('country.title')}
      </Heading>
      <HStack gap="2" wrap="wrap" role="tablist" aria-label={t('search.country')}>
        {countries.map((country) => (
          <Button key={country.code} size="xs" variant={country.code === code ? 'solid' : 'outline'} colorPalette="brand" role="tab" aria-selected={country.code === code} onClick={() => navigate(href('productCountry', { code: country.code }))}>
            {country.name}
          </Button>
        ))}
      </HStack>
      <CountryGoods code={code} route="productCountry" page={pageOf(params)} />
    </Stack>
  );
}

/** /countryInfo?code=: a country's profile for traders: the pavilion, open requirements from there, its goods. */
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
            <Stack gap="2" py="10" textAlign="center" data-testid="pavilion-unknown">
              <Text fontWeight="semibold">{t('pavilion.unknown', { code })}</Text>
              <Link to={href('nationalPavilion')}>
                <Text color="brand.fg">{t('pavilion.backToList')}</Text>
              </Link>
            </Stack>
          )
        }
      </QueryView>
    </Stack>
  );
}
