import { href, isRoute, isRouteName, type RouteQueries } from './href';
import { findRoute, ROUTES, type CatalogueRoute, type RouteName } from './routes';

/** The parameters a link to the route must give (its `RouteQueries` entry's required ones). */
type RequiredParams<N> = N extends keyof RouteQueries ? { [K in keyof RouteQueries[N]]-?: object extends Pick<RouteQueries[N], K> ? never : K }[keyof RouteQueries[N]] : never;
/** The parameters the catalogue says the route's page cannot open without. */
type NeededParams<N> = Extract<CatalogueRoute, { name: N; needs: readonly string[] }>['needs'][number];
/** Routes whose catalogue entry and links disagree on what the page needs: none, or this file does not compile. */
type Disagreeing = { [N in RouteName]: [RequiredParams<N>] extends [NeededParams<N>] ? ([NeededParams<N>] extends [RequiredParams<N>] ? never : N) : N }[RouteName];
const disagreeing: [Disagreeing] extends [never] ? [] : [Disagreeing] = [];

describe('href', () => {
  it('needs, by the catalogue, what a link to the page must give', () => {
    expect(disagreeing).toEqual([]);
    expect(findRoute('/productInfo')?.needs).toEqual(['id']);
    expect(findRoute('/nationalPavilionIndex')?.needs).toEqual(['code']);
    expect(findRoute('/productList')?.needs).toBeUndefined();
  });

  it('builds a route’s address from its name', () => {
    expect(href('productTrading')).toBe('/productTrading');
    expect(href('AddAccount')).toBe('/AddAccount');
    expect(href('root')).toBe('/');
    expect(href('parkDetails3')).toBe('/parkDetails3');
  });

  it('names every route of the catalogue after its path, and leads back to it', () => {
    for (const route of ROUTES) {
      expect(route.name).toBe(route.path === '/' ? 'root' : route.path.slice(1));
      expect(href(route.name)).toBe(route.path);
      expect(findRoute(href(route.name))).toBe(route);
    }
  });

  it('adds the query in the order given', () => {
    expect(href('productInfo', { id: 7, name: 'Haiqiao X1' })).toBe('/productInfo?id=7&name=Haiqiao+X1');
    expect(href('cashRegister', { id: 12, step: 'balance' })).toBe('/cashRegister?id=12&step=balance');
    expect(href('personalBrandFactoryEdit', { brandId: 3, id: 9 })).toBe('/personalBrandFactoryEdit?brandId=3&id=9');
  });

  it('percent-encodes values, so a name or an address survives the round trip', () => {
    const name = 'Tea & rice 100% + more?/#=';
    const link = href('brokerInfo', { id: 4, name });
    expect(link).toBe('/brokerInfo?id=4&name=Tea+%26+rice+100%25+%2B+more%3F%2F%23%3D');
    expect(new URLSearchParams(link.split('?')[1]).get('name')).toBe(name);
    expect(href('login', { redirect: '/productInfo?id=1&name=a+b' })).toBe('/login?redirect=%2FproductInfo%3Fid%3D1%26name%3Da%2Bb');
    expect(href('login', { redirect: '/personalPanel' })).toBe('/login?redirect=%2FpersonalPanel');
    expect(href('productInfo', { id: 1, name: '海桥 茶叶' })).toBe(`/productInfo?id=1&name=${encodeURIComponent('海桥')}+${encodeURIComponent('茶叶')}`);
  });

  it('leaves out undefined and null values, and the "?" when nothing is left', () => {
    expect(href('personalBrandEdit', { id: undefined })).toBe('/personalBrandEdit');
    expect(href('releaseListAll', { sort: null, keyword: 'tea' })).toBe('/releaseListAll?keyword=tea');
    expect(href('personalProductEdit', {})).toBe('/personalProductEdit');
    expect(href('classificationlanding', { page: 0, fromCart: false })).toBe('/classificationlanding?page=0&fromCart=false');
  });

  it('takes a ready query for lists and searches', () => {
    const query = new URLSearchParams({ keyword: 'green tea', sort: 'priceAsc' });
    expect(href('classificationlanding', query)).toBe('/classificationlanding?keyword=green+tea&sort=priceAsc');
    query.set('page', '2');
    expect(href('classificationlanding', query)).toBe('/classificationlanding?keyword=green+tea&sort=priceAsc&page=2');
  });

  it('refuses at run time a name that slipped past the types', () => {
    expect(() => href('nowhere' as RouteName)).toThrow(/nowhere/);
  });

  it('tells route names and locations apart', () => {
    expect(isRouteName('parkDetails8')).toBe(true);
    expect(isRouteName('parkDetails9')).toBe(false);
    expect(isRouteName('/productInfo')).toBe(false);
    expect(isRoute('/productinfo/', 'productInfo')).toBe(true);
    expect(isRoute('/productList', 'productInfo')).toBe(false);
    expect(isRoute('/nowhere', 'productInfo')).toBe(false);
  });
});

// Checked by the type check (tooling/typecheck.mjs), which compiles the tests too: each line must fail.
export function typeErrors(): string[] {
  return [
    // @ts-expect-error an unknown route name
    href('productInfos'),
    // @ts-expect-error a path is not a name
    href('/productInfo'),
    // @ts-expect-error the product page needs its id
    href('productInfo'),
    // @ts-expect-error the product page needs its id
    href('productInfo', { name: 'Haiqiao X1' }),
    // @ts-expect-error the product page reads no such parameter
    href('productInfo', { id: 1, colour: 'red' }),
    // @ts-expect-error the cashier pays a deposit or a balance only
    href('cashRegister', { id: 1, step: 'refund' }),
    // @ts-expect-error the login page opens as login, register or reset only
    href('login', { type: 'signup' }),
  ];
}
