import { AreaNotFound, isSignedInAtom, LANDING_PAGES, Container, Route, Routes, useLocation, useNavigate } from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { OrderDetails } from './orders/order-details';
import { OrderList } from './orders/order-list';
import { AccountPage, AddAccountPage, CapitalFlowPage, VirtualAccountsPage, WithdrawalPage } from './money/money-pages';
import { AddressPage, BusinessPage, PersonalInfoPage } from './profile/profile-pages';
import { QuotationFiles, QuotationList } from './quotations/quotation-pages';
import { BrandDetails, BrandEdit, BrandList, FactoryDetails, FactoryEdit, FactoryList } from './shop/brand-pages';
import { GoodsEdit } from './shop/goods-edit';
import { GoodsList } from './shop/goods-list';
import { PersonalLayout } from './layout/personal-layout';
import { PersonalPanel } from './pages/personal-panel';

/** Every personal-centre page needs a session: a guest is sent to log in and brought back. */
function RequireSession({ children }: { children: React.ReactNode }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!signedIn) navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
  }, [signedIn, location.pathname, location.search, navigate]);
  return signedIn ? <>{children}</> : null;
}

export function AreaRoutes() {
  return (
    <Container maxW="7xl">
      <RequireSession>
        <PersonalLayout>
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
        </PersonalLayout>
      </RequireSession>
    </Container>
  );
}
