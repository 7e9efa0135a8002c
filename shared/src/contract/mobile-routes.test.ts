import { LANGUAGES } from './constants';
import { findMobileRoute, findRoute, isAreaActive, MOBILE_ROUTES, redirectLocation, resolveRedirect, routesOfArea, setRouteTable } from './routes';

/** Spec section 2, "Mobile routes", as the spec lists them. */
const SECTION_2_MOBILE = [
  '/',
  '/regist',
  '/completeInformation',
  '/login',
  '/product',
  '/productList',
  '/productInfo',
  '/productQuotation',
  '/productOrder',
  '/productOrderCart',
  '/productShoppingCart',
  '/productEmption',
  '/releaseList',
  '/releaseRequirements',
  '/releaseListAll',
  '/releaseInfo',
  '/brokerList',
  '/brokerInfo',
  '/policyResearch',
  '/newsInfo',
  '/cooperateList',
  '/newsInformation',
  '/policyPartner',
  '/aboutUs',
  '/contactInformation',
  '/productCountry',
  '/countryList',
  '/countryProductList',
  '/cashRegister',
  '/problem',
  '/problemInfo',
  '/complaint',
  '/contactUs',
  ...[
    'personalCenter',
    'message',
    'messageDetail',
    'personalProduct',
    'personalAccount',
    'personalCapitalFlow',
    'withdraw',
    'personalOrder',
    'personalOrderDetails',
    'personalOrderBroker',
    'personalOrderBrokerDetails',
    'personalWithdrawal',
    'addPersonalWithdrawal',
    'personalAddress',
    'personalAddressBill',
    'addPersonalAddress',
    'personalBusiness',
    'personalPanel',
    'personalInfo',
    'changePassword',
    'personalQuotation',
    'personalQuotationMine',
    'personalQuotationFile',
    'personalProductEdit',
    'personalBrand',
    'personalBrandEdit',
    'personalBrandFactory',
    'personalBrandFactoryEdit',
    'personalBrandFactoryDetails',
    'brokerApplication',
  ].map((name) => `/mine/${name}`),
];

afterEach(() => setRouteTable('desktop'));

describe('the mobile route table', () => {
  it('has every mobile route of spec section 2 and no other, each titled in the four languages', () => {
    expect(MOBILE_ROUTES.map((route) => route.path).sort()).toEqual([...SECTION_2_MOBILE].sort());
    for (const route of MOBILE_ROUTES) {
      for (const language of LANGUAGES) expect(route.title[language]).toMatch(/\S/);
      expect(route.desktop).toMatch(/^\//);
    }
  });

  it('gives the shell the sign-in, help and message pages, the personal centre everything else under /mine, behind a session', () => {
    const area = (path: string) => findMobileRoute(path)?.area;
    expect(['/', '/regist', '/completeInformation', '/problemInfo', '/mine/message', '/mine/changePassword', '/mine/brokerApplication'].map(area)).toEqual(Array(7).fill('shell'));
    expect(['/product', '/productOrder', '/productOrderCart', '/countryList', '/countryProductList'].map(area)).toEqual(Array(5).fill('product'));
    expect(['/policyPartner', '/newsInfo'].map(area)).toEqual(['technology', 'technology']);
    const personal = MOBILE_ROUTES.filter((route) => route.path.startsWith('/mine/') && route.area === 'personal');
    expect(personal).toHaveLength(26);
    expect(personal.every((route) => route.auth)).toBe(true);
    expect(findMobileRoute('/mine/message')?.auth).toBe(true);
    expect(findMobileRoute('/productList')?.auth).toBeFalsy();
  });

  it('routes by the desktop table until the shell picks the mobile one', () => {
    expect(findRoute('/mine/personalOrder')).toBeUndefined();
    expect(findRoute('/productTrading')?.area).toBe('product');
    setRouteTable('mobile');
    expect(findRoute('/mine/personalOrder')?.area).toBe('personal');
    expect(isAreaActive('personal', '/mine/personalOrder')).toBe(true);
    expect(isAreaActive('shell', '/mine/message')).toBe(true);
    // A desktop page no phone route stands for still opens on a phone.
    expect(findRoute('/technologyTrading')?.area).toBe('technology');
  });

  it('leads a desktop link on a phone to its phone route, query kept, and a phone link on a desktop back', () => {
    setRouteTable('mobile');
    expect(redirectLocation('/productTrading', '')).toBe('/product');
    expect(redirectLocation('/personalOrderDetails', '?id=7')).toBe('/mine/personalOrderDetails?id=7');
    expect(redirectLocation('/orderDetails', '?id=7')).toBe('/mine/personalOrderDetails?id=7');
    expect(redirectLocation('/nationalPavilion', '')).toBe('/countryList');
    expect(redirectLocation('/message', '')).toBe('/mine/message');
    expect(redirectLocation('/mine', '')).toBe('/mine/personalCenter');
    expect(redirectLocation('/personalPanel', '')).toBe('/mine/personalCenter');
    expect(redirectLocation('/productInfo', '?id=3&name=Drill')).toBeNull();
    expect(redirectLocation('/product', '')).toBeNull();
    expect(redirectLocation('/technologyTrading', '')).toBeNull();

    setRouteTable('desktop');
    expect(redirectLocation('/product', '')).toBe('/productTrading');
    expect(redirectLocation('/mine/personalOrderDetails', '?id=7')).toBe('/personalOrderDetails?id=7');
    expect(redirectLocation('/regist', '?redirect=%2FproductInfo')).toBe('/login?redirect=%2FproductInfo&type=register');
    expect(redirectLocation('/mine/personalCenter', '')).toBe('/personalPanel');
    expect(redirectLocation('/countryList', '')).toBe('/nationalPavilion');
    expect(resolveRedirect('/productInfo')).toBeNull();
  });

  it('never sends a phone round in circles: every route and redirect of either table ends on a phone route or a desktop-only page', () => {
    setRouteTable('mobile');
    const everyPath = [...MOBILE_ROUTES.map((route) => route.path), '/productTrading', '/personalPanel', '/mine', '/home', '/help', '/cashier', '/personalCenter'];
    for (const path of everyPath) {
      const target = resolveRedirect(path) ?? path;
      expect(resolveRedirect(target.split('?')[0]!)).toBeNull();
      expect(findRoute(target.split('?')[0]!)).toBeDefined();
    }
  });

  it('gives an area on a phone its phone routes and the desktop routes no phone route stands for', () => {
    setRouteTable('mobile');
    const product = routesOfArea('product').map((route) => route.path);
    expect(product).toContain('/product');
    expect(product).toContain('/classificationlanding');
    expect(product).not.toContain('/productTrading');
    expect(product).not.toContain('/nationalPavilion');
    const personal = routesOfArea('personal').map((route) => route.path);
    expect(personal).toContain('/mine/personalOrder');
    expect(personal).toContain('/personalBrandDetails');
    expect(personal).not.toContain('/personalOrder');
  });
});
