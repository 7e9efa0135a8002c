import { AreaNavLink, Container, DeclaredAreaRouter, HStack, languageAtom, lazyPage, Stack, useLocation, type AreaPage } from '@puente/shared';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import declared from '../routes.json';
import { OPERATOR_MENU, OPERATOR_PATHS, type OperatorRoute } from './lib/paths';
import { OverviewPage } from './pages/operator';

// The overview ships with the remote; every other page loads when first visited.
const ReviewQueuePage = lazyPage(() => import('./pages/operator-review'), 'ReviewQueuePage');
const ReviewDetailsPage = lazyPage(() => import('./pages/operator-review-details'), 'ReviewDetailsPage');
const BrokersPage = lazyPage(() => import('./pages/operator-brokers'), 'BrokersPage');
const PlatformOrdersPage = lazyPage(() => import('./pages/operator-orders'), 'PlatformOrdersPage');
const PlatformOrderDetailsPage = lazyPage(() => import('./pages/operator-order-details'), 'PlatformOrderDetailsPage');
const RatesPage = lazyPage(() => import('./pages/operator-rates'), 'RatesPage');
const FreightPage = lazyPage(() => import('./pages/operator-freight'), 'FreightPage');
const InboxPage = lazyPage(() => import('./pages/operator-inbox'), 'InboxPage');
const UsersPage = lazyPage(() => import('./pages/operator-users'), 'UsersPage');
const UserDetailsPage = lazyPage(() => import('./pages/operator-user-details'), 'UserDetailsPage');

/** The page of each route routes.json declares (a test checks there is one for each, and no other). */
export const OPERATOR_PAGES: Readonly<Record<OperatorRoute, AreaPage>> = {
  operator: OverviewPage,
  operatorReview: ReviewQueuePage,
  operatorReviewDetails: ReviewDetailsPage,
  operatorBrokers: BrokersPage,
  operatorOrders: PlatformOrdersPage,
  operatorOrderDetails: PlatformOrderDetailsPage,
  operatorRates: RatesPage,
  'operator/freight': FreightPage,
  operatorInbox: InboxPage,
  operatorUsers: UsersPage,
  operatorUserDetails: UserDetailsPage,
};

const titleOf = new Map(declared.map((route) => [route.path, route.title]));

/** The console's menu, by the titles routes.json gives its pages; a details page marks its list. */
function OperatorMenu() {
  const { t } = useTranslation('operator');
  const language = useAtomValue(languageAtom);
  const current = useLocation().pathname.toLowerCase();
  return (
    <HStack as="nav" aria-label={t('menu')} gap="1" py="2" overflowX="auto" whiteSpace="nowrap" borderBottomWidth="1px" data-testid="operator-menu">
      {OPERATOR_MENU.map((name) => {
        const path = OPERATOR_PATHS[name];
        // The overview is active on its own path only; a list stays marked on its details page.
        const active = name === 'operator' ? current === path.toLowerCase() : current.startsWith(path.toLowerCase());
        return (
          <AreaNavLink key={name} to={path} active={active} testId={`operator-menu-${name}`}>
            {titleOf.get(path)?.[language] ?? name}
          </AreaNavLink>
        );
      })}
    </HStack>
  );
}

function OperatorLayout({ children }: { children: ReactNode }) {
  return (
    <Stack gap="6" pb="10">
      <OperatorMenu />
      {children}
    </Stack>
  );
}

/** The console's routes, as routes.json declares them, each with its page, under the console's menu. */
export function AreaRoutes() {
  return (
    <Container maxW="7xl" py="4">
      <DeclaredAreaRouter area="operator" pages={OPERATOR_PAGES} layout={OperatorLayout} />
    </Container>
  );
}
