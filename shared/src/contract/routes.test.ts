import { LANGUAGES } from './constants';
import { declareRoutes, findRoute, isAreaActive, isDeclaredArea, resolveRedirect, ROUTES, routesOfArea } from './routes';
import { contractRefusal, isContractCompatible } from './version';

const SECTION_2_DESKTOP = [
  '/',
  '/login',
  '/home',
  '/productTrading',
  '/induStrial',
  '/integratedComprehensive',
  '/companyRegistration',
  '/businessInspection',
  '/visaProcessing',
  '/technologyTrading',
  '/sophisticated',
  '/moreCollaboration',
  '/productRequirement',
  '/classificationlanding',
  '/nationalPavilion',
  '/nationalPavilionIndex',
  '/nationalPavilionlevel',
  '/productCountry',
  '/technologyProduvt',
  '/productList',
  '/productInfo',
  '/productQuotation',
  '/productQuotationInfo',
  '/productShoppingCart',
  '/productEmption',
  '/cooperateList',
  '/brokerList',
  '/brokerInfo',
  '/countryInfo',
  '/newsInformation',
  '/achievement',
  '/newsInfo',
  '/policyResearch',
  '/community',
  '/aboutUs',
  '/contactInformation',
  '/releaseRequirements',
  '/releaseList',
  '/releaseInfo',
  '/releaseListAll',
  '/parkList',
  '/cashRegister',
  '/complaint',
  '/contactUs',
  '/problem',
  '/message',
  '/messageDetails',
  '/personalPanel',
  '/personalProduct',
  '/personalProductEdit',
  '/personalBrand',
  '/personalBrandDetails',
  '/personalBrandEdit',
  '/personalBrandFactory',
  '/personalBrandFactoryEdit',
  '/personalBrandFactoryDetails',
  '/personalOrder',
  '/personalOrderBroker',
  '/personalQuotation',
  '/personalQuotationMine',
  '/personalQuotationFile',
  '/personalAccount',
  '/personalCapitalFlow',
  '/personalWithdrawal',
  '/personalWithdrawalCopy',
  '/AddAccount',
  '/personalInfo',
  '/personalBusiness',
  '/personalAddress',
  '/personalAddressBill',
  '/personalOrderDetails',
  '/personalOrderBrokerDetails',
];

describe('route catalogue', () => {
  it('lists every desktop route of spec section 2', () => {
    const missing = SECTION_2_DESKTOP.filter((path) => !findRoute(path));
    expect(missing).toEqual([]);
  });
  it('has eight park detail pages in the comprehensive area', () => {
    expect(ROUTES.filter((r) => /^\/parkDetails\d$/.test(r.path) && r.area === 'comprehensive')).toHaveLength(8);
  });
  it('puts each park detail page under the park showcase, titled by the park’s name', () => {
    for (const n of [1, 8]) expect(findRoute(`/parkDetails${n}`)).toMatchObject({ parent: '/parkList', named: true, visit: 'comprehensive' });
    expect(findRoute('/newsInfo')).toMatchObject({ parent: '/newsInformation', named: true });
    expect(findRoute('/productInfo')).toMatchObject({ named: true });
    expect(findRoute('/serviceGuide')).toMatchObject({ area: 'comprehensive', visit: 'comprehensive' });
    expect(findRoute('/technologyGuide')).toMatchObject({ area: 'technology', visit: 'technology' });
    for (const route of ROUTES) if (route.parent) expect(findRoute(route.parent)?.area).toBe(route.area);
  });
  it('titles every route in the four languages', () => {
    for (const route of ROUTES) for (const language of LANGUAGES) expect(route.title[language]).toBeTruthy();
  });
  it('assigns each path to exactly one area', () => {
    expect(isAreaActive('product', '/productInfo')).toBe(true);
    expect(isAreaActive('technology', '/productInfo')).toBe(false);
    expect(isAreaActive('technology', '/newsInfo')).toBe(true);
    expect(isAreaActive('comprehensive', '/parkDetails3')).toBe(true);
    expect(isAreaActive('personal', '/personalPanel/')).toBe(true);
    expect(findRoute('/nowhere')).toBeUndefined();
  });
  it('follows the redirects of section 2', () => {
    expect(resolveRedirect('/product')).toBe('/productTrading');
    expect(resolveRedirect('/cashier')).toBe('/cashRegister');
    expect(resolveRedirect('/help')).toBe('/complaint');
    expect(resolveRedirect('/mine')).toBe('/personalPanel');
    expect(resolveRedirect('/personalCenter')).toBe('/personalPanel');
    expect(resolveRedirect('/orderDetails')).toBe('/personalOrderDetails');
    expect(resolveRedirect('/productTrading')).toBeNull();
  });
});

describe('contract compatibility', () => {
  it('accepts the same major at the page’s minor or an older one, and refuses another major, a newer minor or none', () => {
    expect(isContractCompatible('1.0.0', '1.4.0')).toBe(true);
    expect(isContractCompatible('1.4.2', '1.4.0')).toBe(true);
    expect(isContractCompatible('1.5.0', '1.4.0')).toBe(false);
    expect(isContractCompatible('2.0.0', '1.4.0')).toBe(false);
    expect(isContractCompatible('0.9.0', '1.4.0')).toBe(false);
    expect(isContractCompatible(undefined, '1.0.0')).toBe(false);
    expect(isContractCompatible('garbage', '1.0.0')).toBe(false);
    expect([contractRefusal('1.3.0', '1.4.0'), contractRefusal('1.5.0', '1.4.0'), contractRefusal('2.0.0', '1.4.0'), contractRefusal(null, '1.4.0')]).toEqual([
      null,
      'newerMinor',
      'major',
      'unknown',
    ]);
  });
});

describe('routes a remote declares', () => {
  it('joins the catalogue at run time without taking over a catalogue route or another area', () => {
    const title = { english: 'Trade shows', chinese_simplified: '展会', portuguese: 'Feiras', spanish: 'Ferias' };
    const added = declareRoutes('tradeShows', [
      { path: '/tradeShows', visit: 'product', title },
      { path: '/tradeShowDetails', visit: 'product', auth: true, title },
      { path: '/productTrading', visit: 'product', title },
      { path: '/bad path', visit: 'product', title } as never,
    ]);
    expect(added.map((route) => route.path)).toEqual(['/tradeShows', '/tradeShowDetails']);
    expect(findRoute('/tradeshows')).toMatchObject({ name: 'tradeShows', area: 'tradeShows', visit: 'product' });
    expect(findRoute('/tradeShowDetails')).toMatchObject({ auth: true });
    expect(findRoute('/productTrading')?.area).toBe('product');
    expect(isAreaActive('tradeShows', '/tradeShows')).toBe(true);
    expect(routesOfArea('tradeShows' as never).map((route: { path: string }) => route.path)).toEqual(['/tradeShows', '/tradeShowDetails']);
    expect(isDeclaredArea('tradeShows')).toBe(true);
    // The catalogue's own areas and names that are not plain words are never declared.
    expect(declareRoutes('product', [{ path: '/productMore', visit: 'product', title }])).toEqual([]);
    expect(declareRoutes('shell', [{ path: '/shellMore', visit: 'product', title }])).toEqual([]);
    expect(declareRoutes('<script>', [{ path: '/x1', visit: 'product', title }])).toEqual([]);
  });
});
