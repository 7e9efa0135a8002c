import { AreaRouter, Container, type AreaPages } from '@puente/shared';
import { lazy } from 'react';
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

/**
 * The personal centre's page for each of its catalogue routes (the type requires every one and no
 * other). Every route of the area needs a session: the catalogue says so, and the router's guard
 * keeps a guest from seeing even the centre's menu.
 */
export const PERSONAL_PAGES: AreaPages<'personal'> = {
  personalPanel: PersonalPanel,
  personalProduct: GoodsList,
  personalProductEdit: GoodsEdit,
  personalBrand: BrandList,
  personalBrandDetails: BrandDetails,
  personalBrandEdit: BrandEdit,
  personalBrandFactory: FactoryList,
  personalBrandFactoryEdit: FactoryEdit,
  personalBrandFactoryDetails: FactoryDetails,
  personalOrder: <OrderList side="buyer" />,
  personalOrderBroker: <OrderList side="agent" />,
  personalOrderDetails: <OrderDetails side="buyer" />,
  personalOrderBrokerDetails: <OrderDetails side="agent" />,
  personalQuotation: <QuotationList side="seller" />,
  personalQuotationMine: <QuotationList side="buyer" />,
  personalQuotationFile: QuotationFiles,
  personalAccount: AccountPage,
  personalCapitalFlow: CapitalFlowPage,
  personalWithdrawal: WithdrawalPage,
  personalWithdrawalCopy: VirtualAccountsPage,
  AddAccount: AddAccountPage,
  personalInfo: PersonalInfoPage,
  personalBusiness: BusinessPage,
  personalAddress: <AddressPage kind="shipping" />,
  personalAddressBill: <AddressPage kind="billing" />,
};

export function AreaRoutes() {
  return (
    <Container maxW="7xl">
      <AreaRouter area="personal" pages={PERSONAL_PAGES} layout={PersonalLayout} />
    </Container>
  );
}
