import { LANGUAGES } from './constants';
import { findRoute, isAreaActive, resolveRedirect, ROUTES } from './routes';
import { isContractCompatible } from './version';

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
  it('accepts the same major and refuses another or none', () => {
    expect(isContractCompatible('1.4.2', '1.0.0')).toBe(true);
    expect(isContractCompatible('2.0.0', '1.0.0')).toBe(false);
    expect(isContractCompatible(undefined, '1.0.0')).toBe(false);
    expect(isContractCompatible('garbage', '1.0.0')).toBe(false);
  });
});
