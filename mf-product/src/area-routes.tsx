import { AreaNotFound, Container, LANDING_PAGES, LoadingState, Route, Routes, RequireSession } from '@puente/shared';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
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

const signedIn = (element: ReactNode) => <RequireSession>{element}</RequireSession>;

/** The product area's pages; the shell mounts this area only on its catalogue paths. */
export function AreaRoutes() {
  return (
    <Container maxW="7xl">
      <Suspense fallback={<LoadingState />}>
        <Routes>
          <Route path="/productTrading" element={<ProductLanding source="china" />} />
          <Route path="/induStrial" element={<ProductLanding source="industry" />} />
          <Route path="/classificationlanding" element={<SearchPage />} />
          <Route path="/productList" element={<ProductListPage />} />
          <Route path="/productInfo" element={<ProductInfoPage />} />
          <Route path="/productQuotation" element={signedIn(<QuotationRequestPage />)} />
          <Route path="/productQuotationInfo" element={signedIn(<QuotationInfoPage />)} />
          <Route path="/productShoppingCart" element={signedIn(<CartPage />)} />
          <Route path="/productEmption" element={signedIn(<CheckoutPage />)} />
          <Route path="/cashRegister" element={signedIn(<CashierPage />)} />
          <Route path="/nationalPavilion" element={<PavilionListPage />} />
          <Route path="/nationalPavilionIndex" element={<PavilionIndexPage />} />
          <Route path="/nationalPavilionlevel" element={<PavilionGoodsPage />} />
          <Route path="/productCountry" element={<ProductCountryPage />} />
          <Route path="/countryInfo" element={<CountryInfoPage />} />
          <Route path="/productRequirement" element={<RequirementCentrePage />} />
          <Route path="/releaseListAll" element={<RequirementListPage />} />
          <Route path="/releaseRequirements" element={<RequirementReleasePage />} />
          <Route path="/releaseList" element={<MyRequirementsPage />} />
          <Route path="/releaseInfo" element={<RequirementInfoPage />} />
          <Route path="/brokerList" element={<BrokerListPage />} />
          <Route path="/brokerInfo" element={<BrokerInfoPage />} />
          <Route path="/cooperateList" element={<CooperateListPage />} />
          <Route path="*" element={<AreaNotFound landing={LANDING_PAGES.product} />} />
        </Routes>
      </Suspense>
    </Container>
  );
}
