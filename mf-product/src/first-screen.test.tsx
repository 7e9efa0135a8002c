/**
 * @jest-environment node
 */
// The server draws first screens in Node, where emotion writes styles into the markup.
import { calls, phoneHomeCalls, productPageCall, type GoodsSummary } from '@puente/shared';
import { firstCallsOf, firstRepliesOf } from '@puente/shared/first-calls';
import type { FirstReply } from '@puente/shared/first-screen';
import { desktopScreen, firstScreen } from './first-screen';

const goods = (id: number, name: string, showAmount: number): GoodsSummary => ({
  id,
  name,
  summary: '',
  image: `/static/art/goods-${id}.svg`,
  price: { amount: showAmount * 7, currency: 'CNH', showAmount, showCurrency: 'USD' },
  unit: 'pieces',
  minOrder: 2500,
  source: 'china',
  categoryId: 2103,
  categoryTitle: 'Audio',
  brand: { id: 3, name: 'Tianrui Audio', logo: '/static/art/tianrui.svg' },
  seller: { id: 1, nickname: 'Tianrui', companyName: 'Shenzhen Tianrui Audio', countryCode: 'CN' },
  countryCode: 'CN',
  sales: 40,
  createTime: 0,
});

/** The phone landing's replies as the server asks them (api/src/plugins/page-hints.ts). */
function homeReplies(hot: GoodsSummary[]): FirstReply[] {
  const calls = phoneHomeCalls('china');
  return [
    { path: calls.categories.call.path, body: calls.categories.body, reply: { result: 1, list: [{ id: 2001, title: 'Móviles y electrónica', type: 1980, childrenTypeList: [] }] } },
    { path: calls.hot.call.path, body: calls.hot.body, reply: { result: 1, list: hot } },
  ];
}

it('draws the phone landing from its first replies, in the reader’s language, with real links and no test ids', () => {
  const screen = firstScreen({
    url: '/product',
    language: 'spanish',
    currency: 'USD',
    replies: homeReplies([goods(20, 'Parlante Bluetooth <b>20 W</b>', 16.64), goods(21, 'Auriculares inalámbricos', 29)]),
  })!;
  expect(screen.page).toBe('/product');
  expect(screen.html).toContain('Más vendidos');
  expect(screen.html).toContain('Móviles y electrónica');
  // The goods as their cards draw them: a name is text, never markup.
  expect(screen.html).toContain('Parlante Bluetooth &lt;b&gt;20 W&lt;/b&gt;');
  expect(screen.html).toContain('$16.64');
  expect(screen.html).toContain('Pedido mínimo: 2,500 piezas');
  expect(screen.html).toMatch(/<a [^>]*href="\/productInfo\?id=20&amp;name=[^"]+"/);
  expect(screen.html).toContain('<img src="/static/art/goods-20.svg"');
  // The live page carries the test ids; the first screen would double them.
  expect(screen.html).not.toContain('data-testid');
  // The sections below a phone's first screen wait for the live page.
  expect(screen.html).not.toContain('Pabellones');
  // One style element, named as emotion names its rules, without the system's global CSS.
  expect(screen.styles).toMatch(/^<style data-emotion="css( [a-z0-9]+)+">[^<]+<\/style>$/);
  expect(screen.styles).not.toContain('--chakra-colors-brand-solid:');
  for (const name of screen.html.match(/css-[a-z0-9]+/g) ?? []) expect(screen.styles).toContain(`.${name}`);
});

it('shows the landing’s empty state when there are no hot goods', () => {
  const screen = firstScreen({ url: '/product', language: 'english', currency: 'USD', replies: homeReplies([]) })!;
  expect(screen.html).toContain('Hot goods');
  expect(screen.html).toContain('No goods are on sale yet.');
  expect(screen.html).not.toContain('<img');
});

it('draws a product page from its goods’ reply: the first picture, the name, the price and the terms, in the reader’s language', () => {
  const call = productPageCall(20);
  const details = {
    ...goods(20, 'Parlante Bluetooth 20 W', 16.64),
    description: 'Resistente al agua.',
    images: ['/static/art/goods-20.svg', '/static/art/goods-20-b.svg'],
    stock: 8000,
    tradeTerms: ['FOB', 'CIF'],
    attributes: [{ id: 4, name: 'Color', value: 'Negro' }],
    categoryPath: [],
  };
  const screen = firstScreen({
    url: '/productInfo?id=20&name=Parlante',
    language: 'spanish',
    currency: 'USD',
    replies: [{ path: call.call.path, body: call.body, reply: { result: 1, data: details } }],
  })!;
  expect(screen.page).toBe('/productInfo');
  expect(screen.html).toMatch(/<h1[^>]*>Parlante Bluetooth 20 W<\/h1>/);
  expect(screen.html).toContain('<img src="/static/art/goods-20.svg" alt="Parlante Bluetooth 20 W" loading="eager"');
  expect(screen.html).toContain('$16.64');
  expect(screen.html).toContain('Pedido mínimo');
  expect(screen.html).toContain('>FOB<');
  // Another goods’ reply does not stand for this one: the page would be loading, so nothing is drawn.
  expect(
    firstScreen({ url: '/productInfo?id=21', language: 'spanish', currency: 'USD', replies: [{ path: call.call.path, body: call.body, reply: { result: 1, data: details } }] }),
  ).toBeNull();
});

/** A goods search's first reply, asked for the address as the server asks it (firstCallsOf), and carried through the html's JSON. */
function searchReplies(url: string, reply: Record<string, unknown>): FirstReply[] {
  const [pathname = '/', query = ''] = url.split('?');
  return firstCallsOf(pathname, `?${query}`, true).map(({ call, body }) => ({ path: call.path, body: JSON.parse(JSON.stringify(body)), reply: { result: 1, ...reply } }));
}

it('draws a phone’s search list from the search its address names: the count, the goods two to a row, the sheet closed', () => {
  const url = '/productList?source=china&keyword=parlante&page=3';
  const screen = firstScreen({ url, language: 'spanish', currency: 'USD', replies: searchReplies(url, { list: [goods(20, 'Parlante Bluetooth 20 W', 16.64)], total: 41 }) })!;
  expect(screen.page).toBe('/productList');
  expect(screen.html).toMatch(/<h1[^>]*>Resultados para “parlante”<\/h1>/);
  // The count the live page shows from the same reply, from its first render on.
  expect(screen.html).toContain('41 productos encontrados');
  expect(screen.html).toContain('Parlante Bluetooth 20 W');
  expect(screen.html).toContain('Ordenar y filtrar');
  expect(screen.html).not.toContain('role="dialog"');
  // Phone controls are tap targets in the first screen as in the shell's frame.
  expect(screen.styles).toContain('min-height:44px');
});

it('draws the desktop search a phone opens with its goods, and the filters waiting until the reader opens them', () => {
  const url = '/classificationlanding?source=industry&sort=priceAsc';
  const screen = firstScreen({ url, language: 'spanish', currency: 'USD', replies: searchReplies(url, { list: [goods(21, 'Bomba de agua', 120)], total: 1 }) })!;
  expect(screen.page).toBe('/classificationlanding');
  expect(screen.html).toMatch(/<h1[^>]*>Productos industriales<\/h1>/);
  expect(screen.html).toContain('1 producto encontrado');
  expect(screen.html).toContain('Bomba de agua');
  expect(screen.html).toMatch(/aria-selected="true"[^>]*>Menor precio</);
  // The categories, brands and countries are asked when the filters open: nothing of them is drawn, nor loading.
  expect(screen.html).toContain('Categorías y filtros');
  expect(screen.html).not.toContain('id="search-filters"');
  // A search that finds nothing shows its help, as the live page does.
  const empty = firstScreen({
    url: '/classificationlanding?keyword=te',
    language: 'english',
    currency: 'USD',
    replies: searchReplies('/classificationlanding?keyword=te', { list: [], total: 0, search: { corrected: null, didYouMean: [{ keyword: 'tea', total: 2 }], categories: [] } }),
  })!;
  expect(empty.html).toContain('No goods match “te”.');
  expect(empty.html).toContain('tea (2)');
});

it('draws no page it has no first screen for, nor one whose replies are missing', () => {
  for (const url of ['/productList?source=china', '/classificationlanding', '/technologyTrading', '/login', '/nowhere'])
    expect(firstScreen({ url, language: 'english', currency: 'USD', replies: homeReplies([]) })).toBeNull();
  // Another search's reply does not stand for this one.
  expect(
    firstScreen({ url: '/productList?keyword=tea', language: 'english', currency: 'USD', replies: searchReplies('/productList?keyword=te', { list: [], total: 0 }) }),
  ).toBeNull();
  expect(firstScreen({ url: '/product', language: 'english', currency: 'USD', replies: homeReplies([]).slice(0, 1) })).toBeNull();
  expect(firstScreen({ url: '/productInfo?id=20', language: 'english', currency: 'USD', replies: [] })).toBeNull();
});

/** A buyer's open requirement as the API answers it. */
const requirement = {
  id: 5,
  kind: 'product',
  title: 'Paneles solares de 550 W para Lima',
  description: 'Cuarenta paneles monocristalinos con certificado IEC.',
  categoryId: 3201,
  categoryTitle: 'Módulos solares',
  quantity: 40,
  unit: 'pieces',
  deliveryDate: '2027-03-01',
  deliveryPlace: 'Lima, Perú',
  needType: null,
  outputType: null,
  budget: null,
  status: 'open',
  views: 3,
  owner: { id: 9, nickname: 'Rosa', countryCode: 'PE' },
  createTime: 1_760_000_000,
};

it('draws a buyer’s requirement a phone opens, from the requirement the html answers', () => {
  const screen = firstScreen({
    url: '/releaseInfo?id=5',
    language: 'spanish',
    currency: 'USD',
    replies: [{ path: calls.requirementDetails.path, body: { id: 5 }, reply: { result: 1, data: requirement } }],
  })!;
  expect(screen.page).toBe('/releaseInfo');
  expect(screen.html).toMatch(/<h1[^>]*>Paneles solares de 550 W para Lima<\/h1>/);
  expect(screen.html).toContain('Cuarenta paneles monocristalinos');
  expect(firstScreen({ url: '/releaseInfo?id=5', language: 'spanish', currency: 'USD', replies: [] })).toBeNull();
});

it('draws the country pavilions a phone opens, from the list the html answers for its address', () => {
  const [call] = firstCallsOf('/countryList', '', true);
  expect(call!.call.path).toBe(calls.listPavilions.path);
  const list = [
    { code: 'BR', alpha3: 'BRA', name: 'Brasil', intro: 'Café, soja y carne.', goodsCount: 12 },
    { code: 'PE', alpha3: 'PER', name: 'Perú', intro: 'Uvas, palta y quinua.', goodsCount: 7 },
  ];
  const screen = firstScreen({ url: '/countryList', language: 'spanish', currency: 'USD', replies: [{ path: call!.call.path, body: call!.body, reply: { result: 1, list } }] })!;
  expect(screen.page).toBe('/countryList');
  expect(screen.html).toContain('Brasil');
  expect(screen.html).toContain('Uvas, palta y quinua.');
  expect(screen.html).toMatch(/href="\/nationalPavilionIndex\?code=PE/);
});

it('draws the requirement centre a phone opens from the list the server asks for its address: the page asks the very same one', () => {
  // The phone shows the first page whatever page the address names; the sort, the kind and the keyword are the address's.
  const url = '/releaseListAll?sort=newest&kind=product&keyword=paneles&page=3';
  const [pathname = '/', query = ''] = url.split('?');
  const firstCalls = firstCallsOf(pathname, `?${query}`, true);
  expect(firstCalls.map(({ call, body }) => [call.path, body])).toEqual([
    [calls.listRequirements.path, { sort: 'newest', kind: 'product', keyword: 'paneles', currentPage: 1, everyNumber: 15 }],
  ]);
  const repliesOf = (list: unknown[], total: number) =>
    firstCalls.map(({ call, body }) => ({ path: call.path, body: JSON.parse(JSON.stringify(body)), reply: { result: 1, list, total } }));
  const screen = firstScreen({ url, language: 'spanish', currency: 'USD', replies: repliesOf([requirement], 16) })!;
  expect(screen.page).toBe('/releaseListAll');
  expect(screen.html).toMatch(/<h1[^>]*>Centro de demandas<\/h1>/);
  expect(screen.html).toContain('Paneles solares de 550 W para Lima');
  expect(screen.html).toMatch(/href="\/releaseInfo\?id=5/);
  expect(screen.html).toMatch(/aria-pressed="true"[^>]*>Producto</);
  expect(screen.html).not.toContain('role="dialog"');
  // In Portuguese, from the same reply.
  expect(firstScreen({ url, language: 'portuguese', currency: 'USD', replies: repliesOf([requirement], 16) })!.html).toMatch(/<h1[^>]*>Central de demandas<\/h1>/);
  // Another search's list does not stand for this one: the page would ask again, and is not drawn.
  expect(firstScreen({ url: '/releaseListAll?sort=hottest', language: 'spanish', currency: 'USD', replies: repliesOf([requirement], 16) })).toBeNull();
});

it('draws the brokers a phone opens from the list the server asks for its address: the page asks the very same one', () => {
  const url = '/brokerList?keyword=solar&page=2';
  const [call] = firstCallsOf('/brokerList', '?keyword=solar&page=2', true);
  expect([call!.call.path, call!.body]).toEqual([calls.listCelebrityBrokers.path, { keyword: 'solar', currentPage: 2, everyNumber: 12 }]);
  const broker = {
    id: 1,
    name: 'Ana Beatriz Costa',
    avatar: '/static/art/mark-ac-10-0.svg',
    title: 'Corretora de produtos, Brasil',
    countryCode: 'BR',
    languages: ['Portuguese'],
    specialties: ['energia solar'],
    deals: 84,
    brokerType: 'individual',
    bio: 'Ajuda compradores no Brasil.',
  };
  const replies = [{ path: call!.call.path, body: JSON.parse(JSON.stringify(call!.body)), reply: { result: 1, list: [broker], total: 13 } }];
  const screen = firstScreen({ url, language: 'portuguese', currency: 'USD', replies })!;
  expect(screen.page).toBe('/brokerList');
  expect(screen.html).toMatch(/<h1[^>]*>Corretores de produtos<\/h1>/);
  expect(screen.html).toContain('Ana Beatriz Costa');
  expect(screen.html).toContain('energia solar');
  expect(firstScreen({ url: '/brokerList?keyword=solar', language: 'portuguese', currency: 'USD', replies })).toBeNull();
});

it('draws a pavilion’s home, its goods and the goods by country a phone opens, from the calls the server asks for their addresses', () => {
  const pavilion = { code: 'PE', alpha3: 'PER', name: 'Perú', intro: 'Uvas, palta y quinua.', goodsCount: 7 };
  const replyOf: Record<string, unknown> = {
    [calls.checkPavilionCountryCode.path]: { data: { exists: true, pavilion } },
    [calls.nationalPavilionGoods.path]: { list: [goods(31, 'Quinua orgánica', 3.2)], total: 21 },
    [calls.listPavilions.path]: { list: [pavilion] },
  };
  const draw = (url: string, language: 'spanish' | 'english' = 'spanish') => {
    const [pathname = '/', query = ''] = url.split('?');
    const replies = firstCallsOf(pathname, `?${query}`, true).map(({ call, body }) => ({
      path: call.path,
      body: JSON.parse(JSON.stringify(body)),
      reply: { result: 1, ...(replyOf[call.path] as object) },
    }));
    return firstScreen({ url, language, currency: 'USD', replies });
  };
  const home = draw('/nationalPavilionIndex?code=pe')!;
  expect(home.page).toBe('/nationalPavilionIndex');
  expect(home.html).toMatch(/<h1[^>]*>Pabellón de Perú<\/h1>/);
  expect(home.html).toContain('Quinua orgánica');
  // A phone opens the desktop's /nationalPavilionlevel as /countryProductList, at the address's page.
  expect(firstCallsOf('/countryProductList', '?code=PE&page=2', true).map(({ body }) => body)).toEqual([
    { countryCode: 'PE' },
    { countryCode: 'PE', currentPage: 2, everyNumber: 20 },
  ]);
  const level = draw('/countryProductList?code=PE&page=2', 'english')!;
  expect(level.page).toBe('/countryProductList');
  expect(level.html).toContain('21 goods found');
  const byCountry = draw('/productCountry?code=PE')!;
  expect(byCountry.page).toBe('/productCountry');
  expect(byCountry.html).toMatch(/aria-selected="true"[^>]*>Perú</);
  expect(byCountry.html).toContain('Quinua orgánica');
});

/** A page's first replies, asked for its address as the server asks them (firstCallsOf, each call's `then` in turn) and carried through the html's JSON. */
const pageReplies = firstRepliesOf;

it('draws a country’s page on a phone and a desktop, from the country and then its goods the server asks for its address', () => {
  const pavilion = { code: 'PE', alpha3: 'PER', name: 'Perú', intro: 'Uvas, palta y quinua.', goodsCount: 7 };
  const replyOf = {
    [calls.checkPavilionCountryCode.path]: { data: { exists: true, pavilion } },
    [calls.nationalPavilionGoods.path]: { list: [goods(31, 'Quinua orgánica', 3.2)], total: 21 },
  };
  // A three-letter code too: the goods are the pavilion's, at the address's page.
  for (const url of ['/countryInfo?code=PE&page=2', '/countryInfo?code=per&page=2']) {
    for (const phone of [true, false]) {
      const replies = pageReplies(url, phone, replyOf);
      expect(replies.map(({ body }) => body)).toEqual([{ countryCode: url.includes('per') ? 'PER' : 'PE' }, { countryCode: 'PE', currentPage: 2, everyNumber: 20 }]);
      const screen = (phone ? firstScreen : desktopScreen)({ url, language: 'spanish', currency: 'USD', replies })!;
      expect([url, phone, screen.page]).toEqual([url, phone, '/countryInfo']);
      expect(screen.html).toMatch(/<h1[^>]*>Perú<\/h1>/);
      expect(screen.html).toContain('Uvas, palta y quinua.');
      expect(screen.html).toContain('Quinua orgánica');
      expect(screen.html).not.toContain('data-testid');
    }
  }
  // A country Puente has no pavilion for says so, and asks no goods.
  const unknown = pageReplies('/countryInfo?code=ZZ', false, { [calls.checkPavilionCountryCode.path]: { data: { exists: false, pavilion: null } } });
  expect(unknown.map(({ path }) => path)).toEqual([calls.checkPavilionCountryCode.path]);
  // Without the country a phone's page would show a loading state: it is not drawn.
  expect(firstScreen({ url: '/countryInfo?code=PE', language: 'spanish', currency: 'USD', replies: [] })).toBeNull();
});

it('draws the partner brands on a phone and a desktop, at the source and page their address names: the page asks the very same list', () => {
  const url = '/cooperateList?type=industry&page=2';
  const brand = {
    id: 5,
    name: 'Sinotruk Parts',
    logo: '/static/art/brand-5.svg',
    description: 'Repuestos para camiones pesados.',
    countryCode: 'CN',
    ownerId: 1,
    type: 'industry',
    goodsCount: 12,
    factoryCount: 2,
  };
  const replyOf = { [calls.listBrands.path]: { list: [brand], total: 30 } };
  for (const phone of [true, false]) {
    const replies = pageReplies(url, phone, replyOf);
    expect(replies.map(({ path, body }) => [path, body])).toEqual([[calls.listBrands.path, { type: 'industry', currentPage: 2, everyNumber: 24 }]]);
    const screen = (phone ? firstScreen : desktopScreen)({ url, language: 'spanish', currency: 'USD', replies })!;
    expect([phone, screen.page]).toEqual([phone, '/cooperateList']);
    expect(screen.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(screen.html).toContain('Sinotruk Parts');
    expect(screen.html).toContain('href="/productList?brandId=5&amp;source=industry"');
    expect(screen.html).not.toContain('data-testid');
  }
  // Another page's brands do not stand for this one: a phone's page would ask again, and is not drawn.
  expect(firstScreen({ url: '/cooperateList?type=industry', language: 'spanish', currency: 'USD', replies: pageReplies(url, true, replyOf) })).toBeNull();
});
