import { AreaNotFound, Container, LANDING_PAGES, LoadingState, RequireSession, Route, Routes } from '@puente/shared';
import { lazy, Suspense } from 'react';
import { PersonalLayout } from './layout/personal-layout';
import { PersonalPanel } from './pages/personal-panel';

// The overview ships with the remote; every other page loads when first visited.
const orders = () => import('./orders/order-list');
const details = () => import('./orders/order-details');
const money = () => import('./money/money-pages');
const profile = () => import('./profile/profile-pages');
const quotations = () => import('./quotations/quotation-pages');
const brands = () => import('./shop/brand-pages');
const OrderList = lazy(() => orders().then((m) => ({ default: m.OrderList })));
const OrderDetails = lazy(() => details().then((m) => ({ default: m.OrderDetails })));
const AccountPage = lazy(() => money().then((m) => ({ default: m.AccountPage })));
const AddAccountPage = lazy(() => money().then((m) => ({ default: m.AddAccountPage })));
const CapitalFlowPage = lazy(() => money().then((m) => ({ default: m.CapitalFlowPage })));
const VirtualAccountsPage = lazy(() => money().then((m) => ({ default: m.VirtualAccountsPage })));
const WithdrawalPage = lazy(() => money().then((m) => ({ default: m.WithdrawalPage })));
const AddressPage = lazy(() => profile().then((m) => ({ default: m.AddressPage })));
const BusinessPage = lazy(() => profile().then((m) => ({ default: m.BusinessPage })));
const PersonalInfoPage = lazy(() => profile().then((m) => ({ default: m.PersonalInfoPage })));
const QuotationFiles = lazy(() => quotations().then((m) => ({ default: m.QuotationFiles })));
const QuotationList = lazy(() => quotations().then((m) => ({ default: m.QuotationList })));
const BrandDetails = lazy(() => brands().then((m) => ({ default: m.BrandDetails })));
const BrandEdit = lazy(() => brands().then((m) => ({ default: m.BrandEdit })));
const BrandList = lazy(() => brands().then((m) => ({ default: m.BrandList })));
const FactoryDetails = lazy(() => brands().then((m) => ({ default: m.FactoryDetails })));
const FactoryEdit = lazy(() => brands().then((m) => ({ default: m.FactoryEdit })));
const FactoryList = lazy(() => brands().then((m) => ({ default: m.FactoryList })));
const GoodsEdit = lazy(() => import('./shop/goods-edit').then((m) => ({ default: m.GoodsEdit })));
const GoodsList = lazy(() => import('./shop/goods-list').then((m) => ({ default: m.GoodsList })));

export function AreaRoutes() {
  return (
    <Container maxW="7xl">
      <RequireSession>
        <PersonalLayout>
          <Suspense fallback={<LoadingState />}>
          <Routes>
            <Route path="/personalPanel" element={<PersonalPanel />} />
            <Route path="/personalProduct" element={<GoodsList />} />
            <Route path="/personalProductEdit" element={<GoodsEdit />} />
            <Route path="/personalBrand" element={<BrandList />} />
            <Route path="/personalBrandDetails" element={<BrandDetails />} />
            <Route path="/personalBrandEdit" element={<BrandEdit />} />
            <Route path="/personalBrandFactory" element={<FactoryList />} />
            <Route path="/personalBrandFactoryEdit" element={<FactoryEdit />} />
            <Route path="/personalBrandFactoryDetails" element={<FactoryDetails />} />
            <Route path="/personalOrder" element={<OrderList side="buyer" />} />
            <Route path="/personalOrderBroker" element={<OrderList side="agent" />} />
            <Route path="/personalOrderDetails" element={<OrderDetails side="buyer" />} />
            <Route path="/personalOrderBrokerDetails" element={<OrderDetails side="agent" />} />
            <Route path="/personalQuotation" element={<QuotationList side="seller" />} />
            <Route path="/personalQuotationMine" element={<QuotationList side="buyer" />} />
            <Route path="/personalQuotationFile" element={<QuotationFiles />} />
            <Route path="/personalAccount" element={<AccountPage />} />
            <Route path="/personalCapitalFlow" element={<CapitalFlowPage />} />
            <Route path="/personalWithdrawal" element={<WithdrawalPage />} />
            <Route path="/personalWithdrawalCopy" element={<VirtualAccountsPage />} />
            <Route path="/AddAccount" element={<AddAccountPage />} />
            <Route path="/personalInfo" element={<PersonalInfoPage />} />
            <Route path="/personalBusiness" element={<BusinessPage />} />
            <Route path="/personalAddress" element={<AddressPage kind="shipping" />} />
            <Route path="/personalAddressBill" element={<AddressPage kind="billing" />} />
            <Route path="*" element={<AreaNotFound landing={LANDING_PAGES.product} />} />
          </Routes>
          </Suspense>
        </PersonalLayout>
      </RequireSession>
    </Container>
  );
}
