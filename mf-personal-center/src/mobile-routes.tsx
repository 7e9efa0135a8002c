import { AreaRouter, Container, lazyPage, preloadPage, type MobileAreaPages } from '@puente/shared';
import { PhoneLayout } from './features/layout/phone-layout';
import { LAZY_PERSONAL_PAGES } from './lazy-pages';

const MePage = lazyPage(() => import('./pages/mobile-personal-center'), 'MobilePersonalCenterPage');
const OrderListPage = lazyPage(() => import('./pages/mobile-order-list'), 'MobileOrderListPage');
const WithdrawPage = lazyPage(() => import('./pages/mobile-withdraw'), 'MobileWithdrawPage');
const AddAddressPage = lazyPage(() => import('./pages/mobile-add-address'), 'MobileAddAddressPage');

/**
 * The personal centre's phone pages. A phone route without one shows the desktop page it stands
 * for in the phone's frame (no side menu), laid out for one column.
 */
export const PERSONAL_MOBILE_PAGES: Partial<MobileAreaPages<'personal'>> = {
  'mine/personalCenter': MePage,
  'mine/personalOrder': <OrderListPage side="buyer" />,
  'mine/personalOrderBroker': <OrderListPage side="seller" />,
  'mine/withdraw': WithdrawPage,
  'mine/addPersonalAddress': AddAddressPage,
};

/** Starts loading the phone page the address shows (see createAreaLifecycles' `preload`). */
export const preloadMobilePage = () => preloadPage('personal', LAZY_PERSONAL_PAGES, PERSONAL_MOBILE_PAGES);

/** The personal centre's router on a phone. */
export function MobileAreaRoutes() {
  return (
    <Container maxW="lg" px="3">
      <AreaRouter area="personal" pages={LAZY_PERSONAL_PAGES} mobilePages={PERSONAL_MOBILE_PAGES} layout={PhoneLayout} />
    </Container>
  );
}
