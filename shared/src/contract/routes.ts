import type { Language, VisitMode } from './constants';
import { MOBILE_REDIRECTS, MOBILE_ROUTE_SPECS, type MobileCatalogueRoute } from './mobile-routes';

/**
 * The route catalogue: every desktop route of spec section 2, which area owns it, the visit
 * mode it belongs to and its title in the four languages. The shell activates an area's
 * remote from this table alone, so it never loads a remote it does not need.
 */
export const AREAS = ['shell', 'product', 'technology', 'comprehensive', 'personal'] as const;
export type Area = (typeof AREAS)[number];
export type RemoteArea = Exclude<Area, 'shell'>;
export const REMOTE_AREAS: readonly RemoteArea[] = ['product', 'technology', 'comprehensive', 'personal'];

/** The Module Federation name of each area's remote. */
export const REMOTE_NAMES: Record<RemoteArea, string> = {
  product: 'mf_product',
  technology: 'mf_technology',
  comprehensive: 'mf_comprehensive',
  personal: 'mf_personal_center',
};

/** A route's name: its path without the slash (`/productInfo` is `productInfo`); the root is `root`. */
export type RouteNameOf<P extends string> = string extends P ? string : P extends '/' ? 'root' : P extends `/${infer N}` ? N : never;

export interface RouteEntry<P extends string = string, A extends Area = Area, N extends string = string> {
  path: P;
  /** What links and routers call the route by (see `href`). */
  name: N;
  area: A;
  visit: VisitMode;
  /** Pages that need a session send a guest to log in. */
  auth?: boolean;
  title: Record<Language, string>;
  /** Detail pages titled by the `name` in their query (spec section 2), like /newsInfo. */
  named?: boolean;
  /** The list a detail page belongs to: opened without a trail, its breadcrumb starts there. */
  parent?: string;
  /**
   * The query parameters the page cannot open without (`/productInfo` needs `id`): an address per
   * record, never a page of its own, so no sitemap lists the bare path.
   */
  needs?: readonly string[];
  /** A page search engines are not to list though anyone may open it: signing in, the platform's status. */
  unlisted?: boolean;
}

const nameOf = <P extends string>(path: P) => (path === '/' ? 'root' : path.slice(1)) as RouteNameOf<P>;

const r = <P extends `/${string}`, A extends Area>(
  path: P,
  area: A,
  visit: VisitMode,
  english: string,
  chinese_simplified: string,
  portuguese: string,
  spanish: string,
  auth = false,
): RouteEntry<P, A, RouteNameOf<P>> => ({ path, name: nameOf(path), area, visit, ...(auth ? { auth } : {}), title: { english, chinese_simplified, portuguese, spanish } });

const personal = <P extends `/${string}`>(path: P, english: string, chinese_simplified: string, portuguese: string, spanish: string) =>
  r(path, 'personal', 'product', english, chinese_simplified, portuguese, spanish, true);

/** A detail page: titled by the name in its query, its breadcrumb under its list page. */
const detail = <E extends RouteEntry>(entry: E, parent: string): E => ({ ...entry, named: true, parent });

/** A page that opens only with these query parameters (`needs`). */
const needing = <E extends RouteEntry, const Q extends readonly string[]>(entry: E, ...needs: Q): E & { needs: Q } => ({ ...entry, needs });

/** A page search engines are not to list (`unlisted`). */
const unlisted = <E extends RouteEntry>(entry: E): E & { unlisted: true } => ({ ...entry, unlisted: true });

const PARKS = ([1, 2, 3, 4, 5, 6, 7, 8] as const).map((n) =>
  detail(r(`/parkDetails${n}`, 'comprehensive', 'comprehensive', 'Industrial park', '产业园区', 'Parque industrial', 'Parque industrial'), '/parkList'),
);

// `as const`: the paths stay literal types, so route names are a closed union (`RouteName`).
export const ROUTES = [
  // Shell: sign-in, home, messages, help and site pages.
  unlisted(r('/', 'shell', 'product', 'Log in', '登录', 'Entrar', 'Iniciar sesión')),
  unlisted(r('/login', 'shell', 'product', 'Log in', '登录', 'Entrar', 'Iniciar sesión')),
  r('/home', 'shell', 'product', 'Home', '首页', 'Início', 'Inicio'),
  r('/message', 'shell', 'product', 'Messages', '消息中心', 'Mensagens', 'Mensajes', true),
  needing(r('/messageDetails', 'shell', 'product', 'Message', '消息详情', 'Mensagem', 'Mensaje', true), 'id'),
  r('/complaint', 'shell', 'product', 'Complaints and suggestions', '投诉与建议', 'Reclamações e sugestões', 'Quejas y sugerencias'),
  r('/contactUs', 'shell', 'product', 'Contact us', '联系我们', 'Fale conosco', 'Contáctanos'),
  r('/problem', 'shell', 'product', 'Frequently asked questions', '常见问题', 'Perguntas frequentes', 'Preguntas frecuentes'),
  r('/aboutUs', 'shell', 'product', 'About us', '关于我们', 'Sobre nós', 'Sobre nosotros'),
  r('/contactInformation', 'shell', 'product', 'Contact information', '联系方式', 'Informações de contato', 'Datos de contacto'),
  // For platform engineers: the registry's remotes, the shell and the API, live (no session, nothing secret).
  unlisted(r('/platform/status', 'shell', 'product', 'Platform status', '平台状态', 'Estado da plataforma', 'Estado de la plataforma')),
  // Product trading.
  r('/productTrading', 'product', 'product', 'Product trading', '产品贸易', 'Comércio de produtos', 'Comercio de productos'),
  r('/induStrial', 'product', 'product', 'Industrial goods', '工业品', 'Produtos industriais', 'Productos industriales'),
  r('/productRequirement', 'product', 'product', 'Product requirement centre', '产品需求中心', 'Central de demandas de produtos', 'Centro de demandas de productos'),
  r('/classificationlanding', 'product', 'product', 'Product search', '商品搜索', 'Busca de produtos', 'Búsqueda de productos'),
  r('/nationalPavilion', 'product', 'product', 'Country pavilions', '国家馆', 'Pavilhões nacionais', 'Pabellones nacionales'),
  needing(r('/nationalPavilionIndex', 'product', 'product', 'Country pavilion', '国家馆首页', 'Pavilhão nacional', 'Pabellón nacional'), 'code'),
  r('/nationalPavilionlevel', 'product', 'product', 'Pavilion goods', '国家馆商品', 'Produtos do pavilhão', 'Productos del pabellón'),
  r('/productCountry', 'product', 'product', 'Goods by country', '国别商品', 'Produtos por país', 'Productos por país'),
  r('/productList', 'product', 'product', 'Product list', '商品列表', 'Lista de produtos', 'Lista de productos'),
  needing({ ...r('/productInfo', 'product', 'product', 'Product details', '商品详情', 'Detalhes do produto', 'Detalles del producto'), named: true }, 'id'),
  needing(r('/productQuotation', 'product', 'product', 'Request a quotation', '询价', 'Solicitar cotação', 'Solicitar cotización', true), 'goodsId'),
  needing(r('/productQuotationInfo', 'product', 'product', 'Quotation details', '报价详情', 'Detalhes da cotação', 'Detalles de la cotización', true), 'id'),
  r('/productShoppingCart', 'product', 'product', 'Shopping cart', '购物车', 'Carrinho', 'Carrito', true),
  needing(r('/productEmption', 'product', 'product', 'Submit order', '提交订单', 'Finalizar pedido', 'Enviar pedido', true), 'items'),
  r('/cooperateList', 'product', 'product', 'Cooperation partners', '合作伙伴', 'Parceiros', 'Socios'),
  r('/brokerList', 'product', 'product', 'Product brokers', '产品经纪人', 'Corretores de produtos', 'Agentes de productos'),
  needing(r('/brokerInfo', 'product', 'product', 'Broker information', '经纪人信息', 'Informações do corretor', 'Información del agente'), 'id'),
  needing(r('/countryInfo', 'product', 'product', 'Country information', '国家信息', 'Informações do país', 'Información del país'), 'code'),
  r('/releaseRequirements', 'product', 'product', 'Publish a requirement', '发布需求', 'Publicar demanda', 'Publicar demanda', true),
  r('/releaseList', 'product', 'product', 'Publishing history', '发布记录', 'Histórico de publicações', 'Historial de publicaciones', true),
  needing(r('/releaseInfo', 'product', 'product', 'Product requirement', '产品需求', 'Demanda de produto', 'Demanda de producto'), 'id'),
  r('/releaseListAll', 'product', 'product', 'Requirement centre', '需求中心', 'Central de demandas', 'Centro de demandas'),
  needing(r('/cashRegister', 'product', 'product', 'Order payment', '订单支付', 'Pagamento do pedido', 'Pago del pedido', true), 'id'),
  // Technology trading.
  r('/technologyTrading', 'technology', 'technology', 'Technology trading', '技术贸易', 'Comércio de tecnologia', 'Comercio de tecnología'),
  r('/sophisticated', 'technology', 'technology', 'High-end consulting', '高端咨询', 'Consultoria especializada', 'Consultoría especializada'),
  r('/moreCollaboration', 'technology', 'technology', 'More cooperation', '更多合作', 'Mais cooperação', 'Más cooperación'),
  r('/technologyProduvt', 'technology', 'technology', 'Technology products', '技术产品', 'Produtos de tecnologia', 'Productos tecnológicos'),
  r('/achievement', 'technology', 'technology', 'Technology achievements', '科技成果', 'Resultados tecnológicos', 'Logros tecnológicos'),
  r('/community', 'technology', 'technology', 'Community', '社区', 'Comunidade', 'Comunidad'),
  r('/newsInformation', 'technology', 'technology', 'News', '新闻资讯', 'Notícias', 'Noticias'),
  needing(detail(r('/newsInfo', 'technology', 'technology', 'News article', '新闻详情', 'Notícia', 'Noticia'), '/newsInformation'), 'id'),
  r('/policyResearch', 'technology', 'technology', 'Policy research', '政策研究', 'Pesquisa de políticas', 'Investigación de políticas'),
  // The static technology content pages (consulting, cooperation, achievements, community), one route by slug.
  needing({ ...r('/technologyGuide', 'technology', 'technology', 'Technology guide', '技术指南', 'Guia de tecnologia', 'Guía de tecnología'), named: true }, 'slug'),
  // Comprehensive services.
  r('/integratedComprehensive', 'comprehensive', 'comprehensive', 'Comprehensive services', '综合服务', 'Serviços integrados', 'Servicios integrales'),
  r('/companyRegistration', 'comprehensive', 'comprehensive', 'Company registration', '公司注册', 'Registro de empresas', 'Registro de empresas'),
  r('/businessInspection', 'comprehensive', 'comprehensive', 'Business inspection', '商务考察', 'Inspeção de negócios', 'Inspección de negocios'),
  r('/visaProcessing', 'comprehensive', 'comprehensive', 'Visa processing', '签证办理', 'Processamento de vistos', 'Trámite de visados'),
  r('/landServices', 'comprehensive', 'comprehensive', 'Land services', '土地服务', 'Serviços de terrenos', 'Servicios de terrenos'),
  r('/parkList', 'comprehensive', 'comprehensive', 'Park showcase', '园区展示', 'Vitrine de parques', 'Escaparate de parques'),
  // The static service pages (registration by country, visas, inspection, land), one route by slug.
  needing({ ...r('/serviceGuide', 'comprehensive', 'comprehensive', 'Service guide', '服务指南', 'Guia de serviços', 'Guía de servicios'), named: true }, 'slug'),
  ...PARKS,
  // Personal centre.
  personal('/personalPanel', 'Personal centre', '个人中心', 'Área pessoal', 'Área personal'),
  personal('/personalProduct', 'My goods', '我的商品', 'Meus produtos', 'Mis productos'),
  personal('/personalProductEdit', 'Publish goods', '发布商品', 'Publicar produto', 'Publicar producto'),
  personal('/personalBrand', 'My brands', '我的品牌', 'Minhas marcas', 'Mis marcas'),
  needing(personal('/personalBrandDetails', 'Brand details', '品牌详情', 'Detalhes da marca', 'Detalles de la marca'), 'id'),
  personal('/personalBrandEdit', 'Edit brand', '编辑品牌', 'Editar marca', 'Editar marca'),
  needing(personal('/personalBrandFactory', 'Factory inspections', '验厂报告', 'Inspeções de fábrica', 'Inspecciones de fábrica'), 'brandId'),
  needing(personal('/personalBrandFactoryEdit', 'Edit factory inspection', '编辑验厂报告', 'Editar inspeção de fábrica', 'Editar inspección de fábrica'), 'brandId'),
  needing(personal('/personalBrandFactoryDetails', 'Factory inspection details', '验厂报告详情', 'Detalhes da inspeção de fábrica', 'Detalles de la inspección de fábrica'), 'id'),
  personal('/personalOrder', 'My orders', '我的订单', 'Meus pedidos', 'Mis pedidos'),
  personal('/personalOrderBroker', 'Sales orders', '销售订单', 'Pedidos de venda', 'Pedidos de venta'),
  needing(personal('/personalOrderDetails', 'Order information', '订单信息', 'Informações do pedido', 'Información del pedido'), 'id'),
  needing(personal('/personalOrderBrokerDetails', 'Order information', '订单信息', 'Informações do pedido', 'Información del pedido'), 'id'),
  personal('/personalQuotation', 'Received quotations', '收到的报价', 'Cotações recebidas', 'Cotizaciones recibidas'),
  personal('/personalQuotationMine', 'My quotation requests', '我提交的询价', 'Minhas solicitações de cotação', 'Mis solicitudes de cotización'),
  personal('/personalQuotationFile', 'Quotation files', '报价文件', 'Arquivos de cotação', 'Archivos de cotización'),
  personal('/personalAccount', 'My account', '我的账户', 'Minha conta', 'Mi cuenta'),
  personal('/personalCapitalFlow', 'Capital flow', '资金流水', 'Movimentação financeira', 'Movimientos de fondos'),
  personal('/personalWithdrawal', 'Payee accounts', '收款账户', 'Contas de recebimento', 'Cuentas de cobro'),
  personal('/personalWithdrawalCopy', 'Virtual accounts', '虚拟账户管理', 'Contas virtuais', 'Cuentas virtuales'),
  personal('/AddAccount', 'Add an account', '添加账户', 'Adicionar conta', 'Añadir cuenta'),
  personal('/personalInfo', 'Personal information', '个人信息', 'Dados pessoais', 'Datos personales'),
  personal('/personalBusiness', 'Business information', '企业信息', 'Dados da empresa', 'Datos de la empresa'),
  personal('/personalAddress', 'Shipping addresses', '收货地址', 'Endereços de entrega', 'Direcciones de envío'),
  personal('/personalAddressBill', 'Billing addresses', '账单地址', 'Endereços de cobrança', 'Direcciones de facturación'),
] as const;

/** A route of the catalogue, with its literal path, name and area. */
export type CatalogueRoute = (typeof ROUTES)[number];
/** Every path of the catalogue. */
export type RoutePath = CatalogueRoute['path'];
/** Every route's name (`productInfo`, `parkDetails3`, …). */
export type RouteName = CatalogueRoute['name'];
/** The names of one area's routes. */
export type RouteNameIn<A extends Area> = Extract<CatalogueRoute, { area: A }>['name'];

/** Redirects of spec section 2, followed until a real route. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/product': '/productTrading',
  '/cashier': '/cashRegister',
  '/help': '/complaint',
  '/mine': '/personalCenter',
  '/personalCenter': '/personalPanel',
  '/orderDetails': '/personalOrderDetails',
};

/** Each visit mode's landing page: where Home, logout and an expired session lead. */
export const LANDING_PAGES: Record<VisitMode, string> = {
  product: '/productTrading',
  technology: '/technologyTrading',
  comprehensive: '/integratedComprehensive',
};

const byPath = new Map<string, CatalogueRoute>(ROUTES.map((route) => [route.path.toLowerCase(), route]));

/** Which table the page routes by: the device check's choice (or the reader's), made once at start. */
export type RouteTable = 'desktop' | 'mobile';
let table: RouteTable = 'desktop';

/** Routes by the desktop or the mobile table from now on (the shell calls it once, before the first render). */
export function setRouteTable(next: RouteTable): void {
  table = next;
}

/** The table the page routes by. */
export function activeRouteTable(): RouteTable {
  return table;
}

/** A route of the mobile table, complete: what it does not say itself it takes from its desktop route. */
export type MobileRouteEntry = RouteEntry & { desktop: `/${string}`; desktopQuery?: Readonly<Record<string, string>> };

function completeMobileRoute(spec: MobileCatalogueRoute): MobileRouteEntry {
  const desktop = byPath.get(spec.desktop.toLowerCase());
  const own = spec as MobileCatalogueRoute & { visit?: VisitMode; auth?: boolean; title?: Record<Language, string>; named?: boolean; desktopQuery?: Record<string, string> };
  const auth = own.auth ?? desktop?.auth ?? false;
  const named = own.named ?? false;
  return {
    path: spec.path,
    name: nameOf(spec.path),
    area: spec.area,
    visit: own.visit ?? desktop?.visit ?? 'product',
    ...(auth ? { auth } : {}),
    ...(named ? { named } : {}),
    title: own.title ?? desktop!.title,
    desktop: spec.desktop,
    ...(own.desktopQuery ? { desktopQuery: own.desktopQuery } : {}),
  };
}

/** Every route of the mobile table (spec section 2), complete. */
export const MOBILE_ROUTES: readonly MobileRouteEntry[] = MOBILE_ROUTE_SPECS.map(completeMobileRoute);
const mobileByPath = new Map<string, MobileRouteEntry>(MOBILE_ROUTES.map((route) => [route.path.toLowerCase(), route]));
/** The phone route that stands for a desktop path, where the desktop path is not a phone route itself. */
const toMobile = new Map<string, string>();
for (const spec of MOBILE_ROUTE_SPECS) {
  const key = spec.desktop.toLowerCase();
  if (!('alias' in spec) && spec.desktop !== spec.path && !mobileByPath.has(key) && !toMobile.has(key)) toMobile.set(key, spec.path);
}

/** The mobile table's entry of a path, whichever table the page routes by. */
export function findMobileRoute(pathname: string): MobileRouteEntry | undefined {
  return mobileByPath.get(normalise(pathname).toLowerCase());
}

/** The desktop table's entry of a path, whichever table the page routes by. */
export function findDesktopRoute(pathname: string): CatalogueRoute | undefined {
  return byPath.get(normalise(pathname).toLowerCase());
}

/**
 * A route a remote declares in its own manifest (`metaData.puente.routes`, from the remote's
 * routes.json): an area the catalogue does not know, added to the platform without a shell release.
 */
export interface DeclaredRoute {
  path: `/${string}`;
  visit: VisitMode;
  auth?: boolean;
  title: Record<Language, string>;
}

const AREA_NAME = /^[a-z][a-zA-Z0-9]{1,30}$/;
const declaredAreas = new Set<string>();

/**
 * Adds a remote's own routes to the catalogue at run time (the shell does it at start, from the
 * registry). The catalogue's routes and other areas' paths are never taken over; returns the
 * routes added. After this, `findRoute`, `isAreaActive` and `routesOfArea` know them.
 */
export function declareRoutes(area: string, routes: readonly DeclaredRoute[]): DeclaredRoute[] {
  if (!AREA_NAME.test(area) || (AREAS as readonly string[]).includes(area)) return [];
  const added: DeclaredRoute[] = [];
  for (const route of routes) {
    const key = normalise(route.path).toLowerCase();
    if (!/^\/[A-Za-z][\w/-]*$/.test(route.path) || byPath.has(key)) continue;
    byPath.set(key, {
      path: route.path,
      name: nameOf(route.path),
      area,
      visit: route.visit,
      ...(route.auth ? { auth: true } : {}),
      title: route.title,
    } as unknown as CatalogueRoute);
    added.push(route);
  }
  if (added.length) declaredAreas.add(area);
  return added;
}

/** Whether an area was declared at run time by its remote (not in the catalogue). */
export function isDeclaredArea(area: string): boolean {
  return declaredAreas.has(area);
}

function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed || '/';
}

function follow(redirects: Readonly<Record<string, string>>, pathname: string): string | null {
  let path = normalise(pathname);
  let target: string | null = null;
  for (let hops = 0; hops < 5 && redirects[path]; hops += 1) {
    target = redirects[path]!;
    path = target;
  }
  return target;
}

/**
 * Where a path leads instead, or null when it is a page of the table the page routes by: spec
 * section 2's redirects, and on a phone a desktop path's phone route (`/productTrading` is
 * `/product`), on a desktop a phone path's desktop route (`/mine/personalOrder` is `/personalOrder`,
 * `/regist` is `/login?type=register`). Chains are followed.
 */
export function resolveRedirect(pathname: string, on: RouteTable = table): string | null {
  const path = normalise(pathname);
  if (on === 'mobile') {
    const own = follow(MOBILE_REDIRECTS, path);
    if (own) return own;
    if (mobileByPath.has(path.toLowerCase())) return null;
    const redirected = follow(REDIRECTS, path);
    const target = redirected ?? path;
    if (mobileByPath.has(target.toLowerCase())) return redirected;
    return toMobile.get(target.toLowerCase()) ?? redirected;
  }
  const redirected = follow(REDIRECTS, path);
  if (redirected || byPath.has(path.toLowerCase())) return redirected;
  const phone = mobileByPath.get(path.toLowerCase());
  if (!phone) return null;
  const query = phone.desktopQuery ? `?${new URLSearchParams(phone.desktopQuery).toString()}` : '';
  return `${follow(REDIRECTS, phone.desktop) ?? phone.desktop}${query}`;
}

/**
 * The full address a location leads to (its query kept, a counterpart's own query added), or
 * null when the location is a page of the active table.
 */
export function redirectLocation(pathname: string, search: string, on: RouteTable = table): string | null {
  const target = resolveRedirect(pathname, on);
  if (!target) return null;
  const [path, own] = target.split('?') as [string, string | undefined];
  const params = new URLSearchParams(search);
  for (const [key, value] of new URLSearchParams(own ?? '')) if (!params.has(key)) params.set(key, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The entry of a path (paths are matched case-insensitively), or undefined: on a phone the mobile
 * table's, else the desktop table's (a desktop page with no phone counterpart still opens on a phone).
 * The active table, or the one named (a server answering a phone or a desktop).
 */
export function findRoute(pathname: string, on: RouteTable = table): CatalogueRoute | undefined {
  const key = normalise(pathname).toLowerCase();
  if (on === 'mobile') return (mobileByPath.get(key) as CatalogueRoute | undefined) ?? byPath.get(key);
  return byPath.get(key);
}

/**
 * An area's routes in the active table: on a phone its phone routes, and its desktop routes that
 * no phone route stands for; on a desktop its desktop routes.
 */
export function routesOfArea<A extends Area>(area: A): Array<Extract<CatalogueRoute, { area: A }>> {
  const desktop = declaredAreas.has(area)
    ? ([...byPath.values()].filter((route) => route.area === area) as Array<Extract<CatalogueRoute, { area: A }>>)
    : ROUTES.filter((route): route is Extract<CatalogueRoute, { area: A }> => route.area === area);
  if (table !== 'mobile') return desktop;
  const phone = MOBILE_ROUTES.filter((route) => route.area === area) as unknown as Array<Extract<CatalogueRoute, { area: A }>>;
  const unmatched = desktop.filter((route) => !mobileByPath.has(route.path.toLowerCase()) && !toMobile.has(route.path.toLowerCase()));
  return [...phone, ...unmatched];
}

/** single-spa activity: does this location belong to the area's remote? */
export function isAreaActive(area: Area | (string & {}), pathname: string): boolean {
  return findRoute(pathname)?.area === area;
}
