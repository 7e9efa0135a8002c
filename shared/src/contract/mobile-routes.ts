import type { Language, VisitMode } from './constants';
import type { Area, RouteNameOf } from './routes';

/**
 * The mobile route table of spec section 2: what a phone opens. Each route names its area and
 * the desktop route it stands for (`desktop`): a desktop link opened on a phone goes to the
 * mobile route that stands for it, and a phone link opened on a desktop goes back. A route
 * without its own title, visit mode or session rule takes its desktop route's.
 */
export interface MobileRouteSpec<P extends string = string, A extends Area = Area> {
  path: P;
  area: A;
  /** The desktop route this phone page stands for (its query carried over, plus `desktopQuery`). */
  desktop: `/${string}`;
  desktopQuery?: Readonly<Record<string, string>>;
  /** Another phone route already stands for `desktop`: desktop links do not lead here. */
  alias?: true;
  visit?: VisitMode;
  auth?: boolean;
  title?: Record<Language, string>;
  /** Detail pages titled by the `name` in their query. */
  named?: boolean;
}

type Extra = Omit<MobileRouteSpec, 'path' | 'area' | 'desktop'>;

const m = <P extends `/${string}`, A extends Area>(path: P, area: A, desktop: `/${string}`, extra: Extra = {}): MobileRouteSpec<P, A> => ({ path, area, desktop, ...extra });

const title = (english: string, chinese_simplified: string, portuguese: string, spanish: string): Record<Language, string> => ({
  english,
  chinese_simplified,
  portuguese,
  spanish,
});

/** Under /mine: the personal centre's phone pages (a session needed, like their desktop pages). */
const mine = <N extends string>(name: N, desktop: `/${string}`, extra: Extra = {}) => m(`/mine/${name}` as const, 'personal', desktop, { auth: true, ...extra });

export const MOBILE_ROUTE_SPECS = [
  // Shell: sign-in, registration, help and site pages, messages, password, broker application.
  m('/', 'shell', '/'),
  m('/login', 'shell', '/login'),
  m('/regist', 'shell', '/login', { desktopQuery: { type: 'register' }, alias: true, title: title('Create an account', '注册', 'Criar conta', 'Crear cuenta') }),
  m('/completeInformation', 'shell', '/personalInfo', {
    alias: true,
    auth: true,
    visit: 'product',
    title: title('Complete your profile', '完善信息', 'Complete seu perfil', 'Completa tu perfil'),
  }),
  m('/problem', 'shell', '/problem'),
  m('/problemInfo', 'shell', '/problem', { alias: true, named: true, title: title('Question', '问题解答', 'Pergunta', 'Pregunta') }),
  m('/complaint', 'shell', '/complaint'),
  m('/contactUs', 'shell', '/contactUs'),
  m('/aboutUs', 'shell', '/aboutUs'),
  m('/contactInformation', 'shell', '/contactInformation'),
  m('/mine/message', 'shell', '/message', { auth: true }),
  m('/mine/messageDetail', 'shell', '/messageDetails', { auth: true }),
  m('/mine/changePassword', 'shell', '/personalInfo', {
    alias: true,
    auth: true,
    visit: 'product',
    title: title('Change password', '修改密码', 'Alterar senha', 'Cambiar contraseña'),
  }),
  m('/mine/brokerApplication', 'shell', '/productTrading', {
    alias: true,
    auth: true,
    visit: 'product',
    title: title('Become a product broker', '申请成为产品经纪人', 'Torne-se corretor de produtos', 'Hazte agente de productos'),
  }),
  // Product trading.
  m('/product', 'product', '/productTrading', { title: title('Puente', 'Puente', 'Puente', 'Puente') }),
  m('/productList', 'product', '/productList'),
  m('/productInfo', 'product', '/productInfo', { named: true }),
  m('/productQuotation', 'product', '/productQuotation'),
  m('/productOrder', 'product', '/personalOrder', { alias: true }),
  m('/productOrderCart', 'product', '/productEmption', { alias: true }),
  m('/productShoppingCart', 'product', '/productShoppingCart'),
  m('/productEmption', 'product', '/productEmption'),
  m('/cashRegister', 'product', '/cashRegister'),
  m('/releaseList', 'product', '/releaseList'),
  m('/releaseRequirements', 'product', '/releaseRequirements'),
  m('/releaseListAll', 'product', '/releaseListAll'),
  m('/releaseInfo', 'product', '/releaseInfo'),
  m('/brokerList', 'product', '/brokerList'),
  m('/brokerInfo', 'product', '/brokerInfo'),
  m('/cooperateList', 'product', '/cooperateList'),
  m('/productCountry', 'product', '/productCountry'),
  m('/countryList', 'product', '/nationalPavilion'),
  m('/countryProductList', 'product', '/nationalPavilionlevel'),
  // Technology trading: news and policy.
  m('/newsInformation', 'technology', '/newsInformation'),
  m('/newsInfo', 'technology', '/newsInfo', { named: true }),
  m('/policyResearch', 'technology', '/policyResearch'),
  m('/policyPartner', 'technology', '/policyResearch', { alias: true, title: title('Policy partners', '政策合作伙伴', 'Parceiros institucionais', 'Socios institucionales') }),
  // Personal centre.
  mine('personalCenter', '/personalPanel', { title: title('Me', '我的', 'Meu perfil', 'Mi perfil') }),
  mine('personalPanel', '/personalPanel', { alias: true }),
  mine('personalProduct', '/personalProduct'),
  mine('personalProductEdit', '/personalProductEdit'),
  mine('personalBrand', '/personalBrand'),
  mine('personalBrandEdit', '/personalBrandEdit'),
  mine('personalBrandFactory', '/personalBrandFactory'),
  mine('personalBrandFactoryEdit', '/personalBrandFactoryEdit'),
  mine('personalBrandFactoryDetails', '/personalBrandFactoryDetails'),
  mine('personalOrder', '/personalOrder'),
  mine('personalOrderDetails', '/personalOrderDetails'),
  mine('personalOrderBroker', '/personalOrderBroker'),
  mine('personalOrderBrokerDetails', '/personalOrderBrokerDetails'),
  mine('personalQuotation', '/personalQuotation'),
  mine('personalQuotationMine', '/personalQuotationMine'),
  mine('personalQuotationFile', '/personalQuotationFile'),
  mine('personalAccount', '/personalAccount'),
  mine('personalCapitalFlow', '/personalCapitalFlow'),
  mine('withdraw', '/personalAccount', { alias: true, title: title('Withdraw', '提现', 'Sacar', 'Retirar') }),
  mine('personalWithdrawal', '/personalWithdrawal'),
  mine('addPersonalWithdrawal', '/AddAccount'),
  mine('personalAddress', '/personalAddress'),
  mine('personalAddressBill', '/personalAddressBill'),
  mine('addPersonalAddress', '/personalAddress', { alias: true, title: title('Add an address', '添加地址', 'Adicionar endereço', 'Añadir dirección') }),
  mine('personalBusiness', '/personalBusiness'),
  mine('personalInfo', '/personalInfo'),
] as const;

/** A route of the mobile table, with its literal path and area. */
export type MobileCatalogueRoute = (typeof MOBILE_ROUTE_SPECS)[number];
/** The names of one area's phone routes (`mine/personalOrder`, `productList`, `root`, …). */
export type MobileRouteNameIn<A extends Area> = RouteNameOf<Extract<MobileCatalogueRoute, { area: A }>['path']>;

/** Paths that lead elsewhere on a phone (spec section 2's redirects, in the mobile table's words). */
export const MOBILE_REDIRECTS: Readonly<Record<string, string>> = {
  '/mine': '/mine/personalCenter',
  '/personalCenter': '/mine/personalCenter',
  '/home': '/product',
  '/cashier': '/cashRegister',
  '/help': '/complaint',
  '/orderDetails': '/mine/personalOrderDetails',
};
