import { brandDetails, goodsDetails, hotGoods, listBrands, listGoods, nationalPavilionGoods } from './calls/catalogue';
import { checkPavilionCountryCode, listCelebrityBrokers, listNews, listPavilions, listRequirements, newsDetails, requirementDetails, requirementHome } from './calls/community';
import type { CallDefinition, CallRequest } from './calls/define';
import { isSitePageSlug, listSitePages, sitePageDetails, sitePagesRequest, type SitePageGroup } from './calls/pages';
import { brokerListRequest, parseBrokerSearch } from './broker-search';
import { getAllCategoryTypes, listCarouselImages, listSiteColumns, listSiteVars, SITE_IDS } from './calls/site';
import { CATEGORY_ROOTS, type GoodsSource } from './constants';
import { goodsListRequest, parseGoodsSearch } from './goods-search';
import { newsListRequest, parseNewsSearch, POLICY_COLUMNS_VAR, SITE_ARTICLE_COLUMNS, siteArticlesRequest, type SiteArticleColumn } from './news-search';
import { countryGoodsRequest, isPavilionCode, PAVILION_FEATURED, pavilionCodeOf, pavilionPageOf } from './pavilion-address';
import { parseRequirementSearch, parseTechnologySearch, requirementListRequest, technologyRequirementsRequest } from './requirement-search';
import { brandListRequest, parseBrandSearch } from './brand-search';
import { redirectLocation } from './routes';

/**
 * The calls a landing page makes as it opens, with their bodies. The page asks them with these
 * very bodies, and the server answers them inside the page's html (issue perf-web): the first
 * content then waits for no API round trip, and the pictures it paints first are named in the
 * html too. Only calls open to everyone are listed; a signed-in reader asks them as usual.
 */
/**
 * The element of a phone page's html that holds the page's first screen, drawn by the server from
 * these calls' replies before any script (ADR 007), until the live page stands in its place.
 */
export const FIRST_SCREEN_ELEMENT_ID = 'puente-first-screen';

export interface FirstCall<C extends CallDefinition = CallDefinition> {
  call: C;
  body: CallRequest<C>;
  /** The pictures of the reply a phone paints first (the largest content), preloaded with the html. */
  pictures?: (reply: unknown) => string[];
  /** The calls the page asks next with what this reply says (an article of the column it names), asked once it has answered. */
  then?: (reply: unknown) => FirstCall[];
}

const firstCall = <C extends CallDefinition>(call: C, body: CallRequest<C>, pictures?: (reply: unknown) => string[]): FirstCall<C> => ({ call, body, pictures });

/** The first cards of a goods list: what a phone's first screen shows. */
const firstPictures = (count: number) => (reply: unknown) =>
  ((reply as { list?: Array<{ image?: unknown }> }).list ?? [])
    .slice(0, count)
    .map((goods) => goods.image)
    .filter((image): image is string => typeof image === 'string');

/** The first slide of a carousel: the hero a landing paints largest. */
const firstSlide = (reply: unknown) =>
  ((reply as { list?: Array<{ imageUrl?: unknown }> }).list ?? [])
    .slice(0, 1)
    .map((slide) => slide.imageUrl)
    .filter((image): image is string => typeof image === 'string');

/** A site's landing (technology, comprehensive services): its carousel and its columns. */
export function siteLandingCalls(siteid: number) {
  return {
    carousel: firstCall(listCarouselImages, { siteid }, firstSlide),
    columns: firstCall(listSiteColumns, { siteid }),
  };
}

/** /product on a phone, for one source: its categories, hot goods, pavilions and requirements. */
export function phoneHomeCalls(source: GoodsSource) {
  return {
    categories: firstCall(getAllCategoryTypes, { goodsType: CATEGORY_ROOTS[source], everyNumber: -1 }),
    hot: firstCall(hotGoods, { source, everyNumber: 6 }, firstPictures(2)),
    pavilions: firstCall(listPavilions, {}),
    requirements: firstCall(requirementHome, { everyNumber: 3 }),
  };
}

/** /productTrading and /induStrial on a desktop: the carousel, the source's categories and its hot goods. */
export function desktopHomeCalls(source: GoodsSource) {
  return {
    carousel: siteLandingCalls(SITE_IDS.product).carousel,
    categories: firstCall(getAllCategoryTypes, { goodsType: CATEGORY_ROOTS[source], everyNumber: -1 }),
    hot: firstCall(hotGoods, { source, everyNumber: 8 }),
  };
}

/** The first of the goods' pictures: what a product page paints largest. */
const firstImage = (reply: unknown) => ((reply as { data?: { images?: unknown[] } }).data?.images ?? []).slice(0, 1).filter((image): image is string => typeof image === 'string');

/** A product page (/productInfo?id=…), on a phone or a desktop: its goods. */
export function productPageCall(id: number) {
  return firstCall(goodsDetails, { id }, firstImage);
}

/**
 * A goods search (/classificationlanding, /productList) at its address: its first page of goods.
 * A phone's list shows the first page whatever page the address names, and adds the next ones.
 */
export function goodsSearchCall(query: URLSearchParams, firstPage = false) {
  const search = parseGoodsSearch(query);
  return firstCall(listGoods, goodsListRequest(firstPage ? { ...search, page: 1 } : search), firstPictures(2));
}

/**
 * The technology site's news at its address (/newsInformation): its columns, the variable that
 * tells news columns from policy research ones, and the articles of the column and keyword the
 * address names. A phone's list shows the first page whatever page the address names, and adds the next ones.
 */
export function newsListCalls(query: URLSearchParams, firstPage = false): FirstCall[] {
  const { column, keyword, page } = parseNewsSearch(query);
  return [
    firstCall(listSiteColumns, { siteid: SITE_IDS.technology }),
    firstCall(listSiteVars, { siteid: SITE_IDS.technology }),
    firstCall(listNews, newsListRequest({ columnId: column, keyword, page: firstPage ? 1 : page })),
  ] as FirstCall[];
}

/**
 * Policy research at its address (/policyResearch): the technology site's columns, the variable
 * naming the policy ones (`POLICY_COLUMNS_VAR`), then the articles of the policy column the address
 * names, else of the first (a phone's list shows the first page, and adds the next ones).
 */
export function policyListCalls(query: URLSearchParams, firstPage = false): FirstCall[] {
  const { column, keyword, page } = parseNewsSearch(query);
  const vars = firstCall(listSiteVars, { siteid: SITE_IDS.technology });
  return [
    {
      ...firstCall(listSiteColumns, { siteid: SITE_IDS.technology }),
      then: (columnsReply) =>
        [
          {
            ...vars,
            then: (varsReply) => {
              const value = (varsReply as { list?: Array<{ name?: unknown; value?: unknown }> }).list?.find((v) => v.name === POLICY_COLUMNS_VAR)?.value;
              const ids = new Set(
                String(value ?? '')
                  .split(',')
                  .map((id) => Number(id.trim()))
                  .filter(Boolean),
              );
              const columns = ((columnsReply as { list?: Array<{ id?: unknown }> }).list ?? []).filter((c): c is { id: number } => typeof c.id === 'number' && ids.has(c.id));
              const chosen = columns.find((c) => c.id === column) ?? columns[0];
              return chosen ? [firstCall(listNews, newsListRequest({ columnId: chosen.id, keyword, page: firstPage ? 1 : page })) as FirstCall] : [];
            },
          },
        ] as FirstCall[],
    },
  ] as FirstCall[];
}

/** The requirement centre at its address (/releaseListAll): its first page of requirements (a phone's list adds the next ones). */
export function requirementListCall(query: URLSearchParams, firstPage = false) {
  const search = parseRequirementSearch(query);
  return firstCall(listRequirements, requirementListRequest(firstPage ? { ...search, page: 1 } : search));
}

/**
 * A page of site 1's articles (/aboutUs, /problem, /contactUs): its columns, then the articles of
 * the page's column, then, for a page that shows its first article whole, that article.
 */
function siteArticleCalls(column: SiteArticleColumn, whole: boolean): FirstCall[] {
  const columns = firstCall(listSiteColumns, { siteid: SITE_IDS.footer });
  const articles = (columnId: number) => firstCall(listNews, siteArticlesRequest(columnId));
  const article = (id: number) => firstCall(newsDetails, { id });
  return [
    {
      ...columns,
      then: (reply) => {
        const columnId = (reply as { list?: Array<{ id?: unknown }> }).list?.[SITE_ARTICLE_COLUMNS[column]]?.id;
        if (typeof columnId !== 'number') return [];
        return [
          {
            ...articles(columnId),
            then: (list) => {
              const id = (list as { list?: Array<{ id?: unknown }> }).list?.[0]?.id;
              return whole && typeof id === 'number' ? [article(id) as FirstCall] : [];
            },
          } as FirstCall,
        ];
      },
    } as FirstCall,
  ];
}

/**
 * A desktop's goods search (/classificationlanding, and /productList, a brand's or a "see all"
 * list): its goods, and the filters beside them, as SearchFilters asks them (the category tree of
 * the source, or both trees for the whole catalogue, the brands and the countries); a brand's list
 * heads its goods with the brand. A phone's filters wait in their sheet until opened.
 */
function desktopSearchCalls(query: URLSearchParams, brandList: boolean): FirstCall[] {
  const { source, brandId } = parseGoodsSearch(query);
  return [
    goodsSearchCall(query),
    firstCall(getAllCategoryTypes, { goodsType: CATEGORY_ROOTS[source ?? 'china'], everyNumber: -1 }),
    ...(source ? [] : [firstCall(getAllCategoryTypes, { goodsType: CATEGORY_ROOTS.industry, everyNumber: -1 })]),
    firstCall(listBrands, { type: source, currentPage: 1, everyNumber: 100 }),
    firstCall(listPavilions, {}),
    ...(brandList && brandId !== undefined ? [firstCall(brandDetails, { id: brandId })] : []),
  ] as FirstCall[];
}

/** A detail page's call, by the positive whole `id` of its address; none when the address names no record. */
const byId =
  (call: (id: number) => unknown) =>
  (query: URLSearchParams): FirstCall[] => {
    const id = Number(query.get('id'));
    return Number.isSafeInteger(id) && id > 0 ? [call(id) as FirstCall] : [];
  };

/** The country pavilions, searched by the address's keyword. */
const pavilionsCall = (query: URLSearchParams) => [firstCall(listPavilions, { keyword: query.get('keyword') || undefined }) as FirstCall];

/**
 * A country pavilion's home (its heading and featured goods) or its goods page, at the address's
 * code; an address without a code shows every pavilion.
 */
const pavilionCalls =
  (featured: boolean) =>
  (query: URLSearchParams): FirstCall[] => {
    const code = pavilionCodeOf(query);
    if (!isPavilionCode(code)) return pavilionsCall(query);
    const goods = featured ? countryGoodsRequest(code, 1, PAVILION_FEATURED) : countryGoodsRequest(code, pavilionPageOf(query));
    return [firstCall(checkPavilionCountryCode, { countryCode: code }), firstCall(nationalPavilionGoods, goods, firstPictures(2))] as FirstCall[];
  };

/**
 * A country's page (/countryInfo?code=, a two- or three-letter code): the country, then a page of
 * the goods of the pavilion it names; an address without a code shows every pavilion.
 */
const countryInfoCalls = (query: URLSearchParams): FirstCall[] => {
  const code = pavilionCodeOf(query);
  if (!/^[A-Z]{2,3}$/.test(code)) return pavilionsCall(query);
  return [
    {
      ...firstCall(checkPavilionCountryCode, { countryCode: code }),
      then: (reply) => {
        const pavilion = (reply as { data?: { pavilion?: { code?: unknown } | null } }).data?.pavilion;
        return typeof pavilion?.code === 'string'
          ? [firstCall(nationalPavilionGoods, countryGoodsRequest(pavilion.code, pavilionPageOf(query)), firstPictures(2)) as FirstCall]
          : [];
      },
    } as FirstCall,
  ];
};

/** Goods by country (/productCountry): the countries to pick from and the goods of the address's (China's without one). */
const countryGoodsCalls = (query: URLSearchParams): FirstCall[] => [
  firstCall(listPavilions, {}) as FirstCall,
  firstCall(nationalPavilionGoods, countryGoodsRequest(pavilionCodeOf(query) || 'CN', pavilionPageOf(query)), firstPictures(2)) as FirstCall,
];

/** A page of site pages (the comprehensive area's services, the technology desk's): its group's pages (the land services show the first parks too). */
const sitePagesCalls =
  (...groups: Array<[SitePageGroup, number?]>) =>
  (): FirstCall[] =>
    groups.map(([group, limit]) => firstCall(listSitePages, sitePagesRequest(group, limit)) as FirstCall);

/** One service page or park, by its slug. */
const sitePageCall = (slug: string): FirstCall[] => (isSitePageSlug(slug) ? [firstCall(sitePageDetails, { slug }) as FirstCall] : []);

/**
 * Pages whose first calls the server answers, by the path a phone or a desktop shows; `calls` reads
 * the address's query. Made when the server first asks (firstCallsOf, `@puente/shared/first-calls`):
 * no browser imports the table, so its build leaves it out.
 */
const firstCallTable = (): Array<{ path: string; phone?: boolean; calls: (query: URLSearchParams) => FirstCall[] }> => [
  { path: '/product', phone: true, calls: () => Object.values(phoneHomeCalls('china')) as FirstCall[] },
  { path: '/productTrading', phone: false, calls: () => Object.values(desktopHomeCalls('china')) as FirstCall[] },
  { path: '/induStrial', phone: false, calls: () => Object.values(desktopHomeCalls('industry')) as FirstCall[] },
  { path: '/technologyTrading', calls: () => Object.values(siteLandingCalls(SITE_IDS.technology)) as FirstCall[] },
  // The services below the carousel are the area's own; its columns are not on this page.
  { path: '/integratedComprehensive', calls: () => [siteLandingCalls(SITE_IDS.comprehensive).carousel] as FirstCall[] },
  // On a phone the search's filters wait in their sheet until opened; its goods are the first screen.
  { path: '/classificationlanding', phone: true, calls: (query) => [goodsSearchCall(query) as FirstCall] },
  { path: '/productList', phone: true, calls: (query) => [goodsSearchCall(query, true) as FirstCall] },
  // A desktop's search draws its filters beside its goods (ADR 010).
  { path: '/classificationlanding', phone: false, calls: (query) => desktopSearchCalls(query, false) },
  { path: '/productList', phone: false, calls: (query) => desktopSearchCalls(query, true) },
  // The country pavilions (a phone's /countryList is the desktop's /nationalPavilion), searched by the address's keyword.
  { path: '/countryList', phone: true, calls: pavilionsCall },
  { path: '/nationalPavilion', phone: false, calls: pavilionsCall },
  // The news list a phone opens, at the column and keyword of its address.
  { path: '/newsInformation', phone: true, calls: (query) => newsListCalls(query, true) },
  // The requirement centre a phone opens, searched as its address says.
  { path: '/releaseListAll', phone: true, calls: (query) => [requirementListCall(query, true) as FirstCall] },
  // A desktop's news list and requirement centre at the page their address names (ADR 010).
  { path: '/newsInformation', phone: false, calls: (query) => newsListCalls(query) },
  // Policy research, at the policy column its address names or the first one, on both.
  { path: '/policyResearch', phone: true, calls: (query) => policyListCalls(query, true) },
  { path: '/policyResearch', phone: false, calls: (query) => policyListCalls(query) },
  { path: '/releaseListAll', phone: false, calls: (query) => [requirementListCall(query) as FirstCall] },
  // A pavilion's home and goods, and goods by country: a phone opens the desktop's pages (its /countryProductList is the desktop's /nationalPavilionlevel).
  { path: '/nationalPavilionIndex', calls: pavilionCalls(true) },
  { path: '/countryProductList', phone: true, calls: pavilionCalls(false) },
  { path: '/nationalPavilionlevel', phone: false, calls: pavilionCalls(false) },
  { path: '/productCountry', calls: countryGoodsCalls },
  // A country's page, the same on both (a phone opens the desktop's page).
  { path: '/countryInfo', calls: countryInfoCalls },
  // The partner brands at the source and page their address names, the same on both.
  { path: '/cooperateList', calls: (query) => [firstCall(listBrands, brandListRequest(parseBrandSearch(query))) as FirstCall] },
  // The comprehensive area's services, parks and guides, the same on both (a phone opens the desktop's pages).
  { path: '/companyRegistration', calls: sitePagesCalls(['registration']) },
  { path: '/businessInspection', calls: sitePagesCalls(['inspection']) },
  { path: '/visaProcessing', calls: sitePagesCalls(['visa']) },
  { path: '/landServices', calls: sitePagesCalls(['land'], ['park', 4]) },
  { path: '/parkList', calls: sitePagesCalls(['park']) },
  { path: '/serviceGuide', calls: (query) => sitePageCall(query.get('slug') ?? '') },
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ path: `/parkDetails${n}`, calls: () => sitePageCall(`park-${n}`) })),
  // The technology area's pages, the same on both (a phone opens the desktop's pages): the technology
  // offered and wanted at the type and page the address names, the desk's and the community's pages
  // (the community's with the newest requirements), a guide by its slug; and a phone's policy partners.
  { path: '/technologyProduvt', calls: (query) => [firstCall(listRequirements, technologyRequirementsRequest(parseTechnologySearch(query))) as FirstCall] },
  { path: '/sophisticated', calls: sitePagesCalls(['consulting']) },
  { path: '/moreCollaboration', calls: sitePagesCalls(['cooperation']) },
  { path: '/achievement', calls: sitePagesCalls(['achievement']) },
  {
    path: '/community',
    calls: () => [...sitePagesCalls(['community'])(), firstCall(listRequirements, technologyRequirementsRequest({ type: null, page: 1 })) as FirstCall],
  },
  { path: '/technologyGuide', calls: (query) => sitePageCall(query.get('slug') ?? '') },
  { path: '/policyPartner', phone: true, calls: sitePagesCalls(['policyPartner']) },
  // The brokers, searched as the address says: a phone opens the desktop's page.
  { path: '/brokerList', calls: (query) => [firstCall(listCelebrityBrokers, brokerListRequest(parseBrokerSearch(query))) as FirstCall] },
  // An article and a buyer's requirement: the html carries them, for the page and for previews and search engines (api/src/web/page-meta.ts).
  { path: '/newsInfo', calls: byId((id) => firstCall(newsDetails, { id })) },
  { path: '/releaseInfo', calls: byId((id) => firstCall(requirementDetails, { id })) },
  { path: '/productInfo', calls: byId(productPageCall) },
  // Site 1's pages, the same on both: about us and the contact page show their first article whole (and the contact details), the questions their titles.
  { path: '/aboutUs', calls: () => siteArticleCalls('about', true) },
  { path: '/contactUs', calls: () => [...siteArticleCalls('contact', true), firstCall(listSiteVars, { siteid: SITE_IDS.footer }) as FirstCall] },
  { path: '/contactInformation', calls: () => [...siteArticleCalls('contact', true), firstCall(listSiteVars, { siteid: SITE_IDS.footer }) as FirstCall] },
  { path: '/problem', calls: () => siteArticleCalls('faq', false) },
];

let FIRST_CALLS: ReturnType<typeof firstCallTable> | undefined;

/**
 * The first calls of the page at this address, for a phone or a desktop (an entry with no
 * `phone` is the same page on both). A phone opening a
 * desktop address is sent to its counterpart by the shell, so that page's calls are the ones.
 * Server-side: imported from `@puente/shared/first-calls`, never by a page's scripts.
 */

export function firstCallsOf(pathname: string, search: string, phone: boolean): FirstCall[] {
  FIRST_CALLS ??= firstCallTable();
  const [shown = pathname, query = search.replace(/^\?/, '')] = redirectLocation(pathname, search, phone ? 'mobile' : 'desktop')?.split('?') ?? [];
  const path = shown.replace(/\/+$/, '').toLowerCase() || '/';
  const page = FIRST_CALLS.find((entry) => (entry.phone === undefined || entry.phone === phone) && entry.path.toLowerCase() === path);
  return page?.calls(new URLSearchParams(query)) ?? [];
}

/**
 * The replies an address's first calls get from fixed answers (each call's path → its reply's
 * fields, `result: 1` added), the calls a reply leads to (`then`) asked in turn, as the server asks
 * them: what a first screen is drawn from in the areas' tests.
 */
export function firstRepliesOf(url: string, phone: boolean, replyOf: Record<string, unknown>): Array<{ path: string; body: unknown; reply: unknown }> {
  const [pathname = '/', query = ''] = url.split('?');
  const answered: Array<{ path: string; body: unknown; reply: unknown }> = [];
  const ask = (calls: FirstCall[]) => {
    for (const { call, body, then } of calls) {
      const reply = { result: 1, ...(replyOf[call.path] as object) };
      answered.push({ path: call.path, body: JSON.parse(JSON.stringify(body)), reply });
      ask(then?.(reply) ?? []);
    }
  };
  ask(firstCallsOf(pathname, `?${query}`, phone));
  return answered;
}
