import { lazyPage, withOrderWords, type AreaPages } from '@puente/shared';

// Every page but the landings loads when first visited, on a desktop and (where the area has no
// phone page for a route yet) on a phone. Each page has its file in pages/, named after its route
// (a screen that several routes show as variants, after the first).
const SearchPage = lazyPage(() => import('./pages/classification-landing'), 'SearchPage');
const ProductInfoPage = lazyPage(() => import('./pages/product-info'), 'ProductInfoPage');
const QuotationRequestPage = lazyPage(() => import('./pages/product-quotation'), 'QuotationRequestPage');
const QuotationInfoPage = lazyPage(() => import('./pages/product-quotation-info'), 'QuotationInfoPage');
const CartPage = lazyPage(() => import('./pages/product-shopping-cart'), 'CartPage');
// The checkout (a trade term's steps) and the cashier (the order's stage) arrive with the order's words.
const CheckoutPage = lazyPage(() => withOrderWords(import('./pages/product-emption')), 'CheckoutPage');
const CashierPage = lazyPage(() => withOrderWords(import('./pages/cash-register')), 'CashierPage');
const PavilionListPage = lazyPage(() => import('./pages/national-pavilion'), 'PavilionListPage');
const PavilionIndexPage = lazyPage(() => import('./pages/national-pavilion-index'), 'PavilionIndexPage');
const PavilionGoodsPage = lazyPage(() => import('./pages/national-pavilion-level'), 'PavilionGoodsPage');
const ProductCountryPage = lazyPage(() => import('./pages/product-country'), 'ProductCountryPage');
const CountryInfoPage = lazyPage(() => import('./pages/country-info'), 'CountryInfoPage');
const RequirementCentrePage = lazyPage(() => import('./pages/product-requirement'), 'RequirementCentrePage');
const RequirementListPage = lazyPage(() => import('./pages/release-list-all'), 'RequirementListPage');
const RequirementReleasePage = lazyPage(() => import('./pages/release-requirements'), 'RequirementReleasePage');
const MyRequirementsPage = lazyPage(() => import('./pages/release-list'), 'MyRequirementsPage');
const RequirementInfoPage = lazyPage(() => import('./pages/release-info'), 'RequirementInfoPage');
const BrokerListPage = lazyPage(() => import('./pages/broker-list'), 'BrokerListPage');
const BrokerInfoPage = lazyPage(() => import('./pages/broker-info'), 'BrokerInfoPage');
const CooperateListPage = lazyPage(() => import('./pages/cooperate-list'), 'CooperateListPage');

/** The product area's pages but the landings, which `./app` ships with itself and `./mobile` loads when visited. */
export const LAZY_PRODUCT_PAGES: Omit<AreaPages<'product'>, 'productTrading' | 'induStrial'> = {
  classificationlanding: <SearchPage variant="classification" />,
  productList: <SearchPage variant="list" />,
  productInfo: ProductInfoPage,
  productQuotation: QuotationRequestPage,
  productQuotationInfo: QuotationInfoPage,
  productShoppingCart: CartPage,
  productEmption: CheckoutPage,
  cashRegister: CashierPage,
  nationalPavilion: PavilionListPage,
  nationalPavilionIndex: PavilionIndexPage,
  nationalPavilionlevel: PavilionGoodsPage,
  productCountry: ProductCountryPage,
  countryInfo: CountryInfoPage,
  productRequirement: RequirementCentrePage,
  releaseListAll: RequirementListPage,
  releaseRequirements: RequirementReleasePage,
  releaseList: MyRequirementsPage,
  releaseInfo: RequirementInfoPage,
  brokerList: BrokerListPage,
  brokerInfo: BrokerInfoPage,
  cooperateList: CooperateListPage,
};
