import { lazyPage, type AreaPages } from '@puente/shared';

// Each page has its file in pages/, named after its route (a screen that several routes show as
// variants, after the first); each loads when first visited, on a desktop and (where the area has
// no phone page for a route) on a phone.
const PanelPage = lazyPage(() => import('./pages/personal-panel'), 'PersonalPanel');
const OrderList = lazyPage(() => import('./pages/personal-order'), 'OrderList');
const OrderDetails = lazyPage(() => import('./pages/personal-order-details'), 'OrderDetails');
const AccountPage = lazyPage(() => import('./pages/personal-account'), 'AccountPage');
const AddAccountPage = lazyPage(() => import('./pages/add-account'), 'AddAccountPage');
const CapitalFlowPage = lazyPage(() => import('./pages/personal-capital-flow'), 'CapitalFlowPage');
const VirtualAccountsPage = lazyPage(() => import('./pages/personal-withdrawal-copy'), 'VirtualAccountsPage');
const WithdrawalPage = lazyPage(() => import('./pages/personal-withdrawal'), 'WithdrawalPage');
const AddressPage = lazyPage(() => import('./pages/personal-address'), 'AddressPage');
const BusinessPage = lazyPage(() => import('./pages/personal-business'), 'BusinessPage');
const PersonalInfoPage = lazyPage(() => import('./pages/personal-info'), 'PersonalInfoPage');
const QuotationFiles = lazyPage(() => import('./pages/personal-quotation-file'), 'QuotationFiles');
const QuotationList = lazyPage(() => import('./pages/personal-quotation'), 'QuotationList');
const BrandDetails = lazyPage(() => import('./pages/personal-brand-details'), 'BrandDetails');
const BrandEdit = lazyPage(() => import('./pages/personal-brand-edit'), 'BrandEdit');
const BrandList = lazyPage(() => import('./pages/personal-brand'), 'BrandList');
const FactoryDetails = lazyPage(() => import('./pages/personal-brand-factory-details'), 'FactoryDetails');
const FactoryEdit = lazyPage(() => import('./pages/personal-brand-factory-edit'), 'FactoryEdit');
const FactoryList = lazyPage(() => import('./pages/personal-brand-factory'), 'FactoryList');
const GoodsEdit = lazyPage(() => import('./pages/personal-product-edit'), 'GoodsEdit');
const GoodsList = lazyPage(() => import('./pages/personal-product'), 'GoodsList');

/** Every page of the personal centre, loaded when visited: `./app` ships the overview itself, `./mobile` loads them all. */
export const LAZY_PERSONAL_PAGES: AreaPages<'personal'> = {
  personalPanel: PanelPage,
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
