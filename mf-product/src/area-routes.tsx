import { AreaRouter, Container, type AreaPages } from '@puente/shared';
import { lazy, type ComponentType } from 'react';
import { ProductLanding } from './pages/product-landing';

// The landings ship with the remote; every other page loads when first visited.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(() => load().then((module) => ({ default: module[name] })));

const SearchPage = lazy(() => import('./pages/search-page').then((m) => ({ default: () => <m.SearchPage variant="classification" /> })));
const ProductListPage = lazy(() => import('./pages/search-page').then((m) => ({ default: () => <m.SearchPage variant="list" /> })));
const ProductInfoPage = page(() => import('./pages/product-info'), 'ProductInfoPage');
const QuotationRequestPage = page(() => import('./pages/quotation-pages'), 'QuotationRequestPage');
const QuotationInfoPage = page(() => import('./pages/quotation-pages'), 'QuotationInfoPage');
const CartPage = page(() => import('./pages/cart-page'), 'CartPage');
const CheckoutPage = page(() => import('./pages/checkout-page'), 'CheckoutPage');
const CashierPage = page(() => import('./pages/cashier-page'), 'CashierPage');
const PavilionListPage = page(() => import('./pages/pavilion-pages'), 'PavilionListPage');
const PavilionIndexPage = page(() => import('./pages/pavilion-pages'), 'PavilionIndexPage');
const PavilionGoodsPage = page(() => import('./pages/pavilion-pages'), 'PavilionGoodsPage');
const ProductCountryPage = page(() => import('./pages/pavilion-pages'), 'ProductCountryPage');
const CountryInfoPage = page(() => import('./pages/pavilion-pages'), 'CountryInfoPage');
const RequirementCentrePage = page(() => import('./pages/requirement-pages'), 'RequirementCentrePage');
const RequirementListPage = page(() => import('./pages/requirement-pages'), 'RequirementListPage');
const RequirementReleasePage = page(() => import('./pages/requirement-pages'), 'RequirementReleasePage');
const MyRequirementsPage = page(() => import('./pages/requirement-pages'), 'MyRequirementsPage');
const RequirementInfoPage = page(() => import('./pages/requirement-pages'), 'RequirementInfoPage');
const BrokerListPage = page(() => import('./pages/broker-pages'), 'BrokerListPage');
const BrokerInfoPage = page(() => import('./pages/broker-pages'), 'BrokerInfoPage');
const CooperateListPage = page(() => import('./pages/broker-pages'), 'CooperateListPage');

/**
 * The product area's page for each of its catalogue routes (the type requires every one and no
 * other); paths, the login check and the not-found page come from the catalogue.
 */
export const PRODUCT_PAGES: AreaPages<'product'> = {
  productTrading: <ProductLanding source="china" />,
  induStrial: <ProductLanding source="industry" />,
  classificationlanding: SearchPage,
  productList: ProductListPage,
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

/** The product area's router; the shell mounts this area only on its catalogue paths. */
export function AreaRoutes() {
  return (
    <Container maxW="7xl">
      <AreaRouter area="product" pages={PRODUCT_PAGES} />
    </Container>
  );
}
