import {
  Badge,
  BellIcon,
  Box,
  calls,
  CartIcon,
  CATEGORY_ROOTS,
  findRoute,
  GridIcon,
  HomeIcon,
  href,
  isSignedInAtom,
  NavLink,
  PHONE_TAB_BAR_PX,
  UNREAD_POLL_MS,
  useApiQuery,
  useLocation,
  UserIcon,
  VisuallyHidden,
} from '@puente/shared';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One tab: its name is what it shows (the label, then the count) and, for a screen reader, the
 * count's words after it ("Messages 8 unread"), so what is seen and what is heard agree.
 */
function Tab({
  to,
  label,
  count = 0,
  countWords,
  icon,
  active,
  testId,
  countTestId,
}: {
  to: string;
  label: string;
  count?: number;
  countWords?: string;
  icon: ReactNode;
  active: boolean;
  testId: string;
  countTestId?: string;
}) {
  return (
    <NavLink to={to} aria-current={active ? 'page' : undefined} data-testid={testId} style={{ flex: 1 }}>
      <Box
        position="relative"
        display="flex"
        flexDirection="column"
        alignItems="center"
        justifyContent="center"
        gap="0.5"
        minH="44px"
        h={`${PHONE_TAB_BAR_PX}px`}
        color={active ? 'brand.fg' : 'fg.muted'}
        fontSize="xs"
        fontWeight={active ? 'semibold' : 'normal'}
      >
        {icon}
        <span>{label}</span>
        {count > 0 ? (
          <>
            {' '}
            <Badge position="absolute" top="1" left="50%" ms="1.5" colorPalette="red" variant="solid" size="xs" borderRadius="full" data-testid={countTestId}>
              {count > 99 ? '99+' : count}
            </Badge>
            <VisuallyHidden> {countWords}</VisuallyHidden>
          </>
        ) : null}
      </Box>
    </NavLink>
  );
}

/** The cart and unread counts, asked only with a session (a guest has neither). */
function useCounts(signedIn: boolean) {
  const cart = useApiQuery(calls.trade.myCart, {}, { enabled: signedIn });
  const unread = useApiQuery(calls.trade.unreadMessageCount, {}, { enabled: signedIn, refetchInterval: UNREAD_POLL_MS });
  return { cart: signedIn ? (cart.data?.count ?? 0) : 0, unread: signedIn ? (unread.data?.data.count ?? 0) : 0 };
}

/**
 * The phone's tab bar, as phone marketplaces have it: home, categories, the cart with its count,
 * messages with the unread count, and me. Fixed to the bottom edge, above the phone's home bar.
 */
export function TabBar() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const signedIn = useAtomValue(isSignedInAtom);
  const counts = useCounts(signedIn);
  const path: string | undefined = findRoute(location.pathname)?.path;
  return (
    <Box
      as="nav"
      aria-label={t('mobile.tabs.label')}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="bg"
      borderTopWidth="1px"
      display="flex"
      style={{ paddingBottom: 'env(safe-area-inset-bottom)' }}
      data-testid="tab-bar"
    >
      <Tab to="/product" label={t('mobile.tabs.home')} icon={<HomeIcon />} active={path === '/product'} testId="tab-home" />
      <Tab
        to={href('productList', { source: 'china', type: CATEGORY_ROOTS.china })}
        label={t('mobile.tabs.categories')}
        icon={<GridIcon />}
        active={path === '/productList'}
        testId="tab-categories"
      />
      <Tab
        to="/productShoppingCart"
        label={t('mobile.tabs.cart')}
        count={counts.cart}
        countWords={t('mobile.tabs.cartWords', { count: counts.cart })}
        countTestId="tab-cart-count"
        icon={<CartIcon />}
        active={path === '/productShoppingCart'}
        testId="tab-cart"
      />
      <Tab
        to="/mine/message"
        label={t('mobile.tabs.messages')}
        count={counts.unread}
        countWords={t('mobile.tabs.unreadWords', { count: counts.unread })}
        countTestId="tab-unread-count"
        icon={<BellIcon />}
        active={path === '/mine/message' || path === '/mine/messageDetail'}
        testId="tab-messages"
      />
      <Tab
        to="/mine/personalCenter"
        label={t('mobile.tabs.me')}
        icon={<UserIcon />}
        active={Boolean(path?.startsWith('/mine/') && !path.startsWith('/mine/message'))}
        testId="tab-me"
      />
    </Box>
  );
}
