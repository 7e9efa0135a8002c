import {
  Badge,
  Box,
  calls,
  CartIcon,
  Container,
  findRoute,
  Flex,
  headerSolidity,
  HEADER_FADE_RANGES,
  href,
  HStack,
  isSignedInAtom,
  LANDING_PAGES,
  Link,
  NavLink,
  OrdersIcon,
  Text,
  useApiQuery,
  useLocation,
  visitModeAtom,
  type VisitMode,
} from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageBell } from './message-bell';
import { CurrencySelect, LanguageSelect } from './prefs';
import { ProductActions, ProductMenu } from './product-menu';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';

const MODES: VisitMode[] = ['product', 'technology', 'comprehensive'];

/** How solid the header is: technology and comprehensive landings start transparent and fade in on scroll. */
function useSolidity(visit: VisitMode, onLanding: boolean): number {
  const range = visit === 'technology' || visit === 'comprehensive' ? HEADER_FADE_RANGES[visit] : null;
  const [solidity, setSolidity] = useState(() => (range && onLanding ? headerSolidity(window.scrollY, range) : 1));
  useEffect(() => {
    if (!range || !onLanding) {
      setSolidity(1);
      return undefined;
    }
    const update = () => setSolidity(headerSolidity(window.scrollY, range));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [range, onLanding]);
  return solidity;
}

function IconLink({ to, label, children, testId }: { to: string; label: string; children: React.ReactNode; testId: string }) {
  return (
    <Link to={to} aria-label={label} title={label} data-testid={testId}>
      <Box p="1.5" borderRadius="md" _hover={{ bg: 'blackAlpha.50' }}>
        {children}
      </Box>
    </Link>
  );
}

/** The cart with the number of its lines, from the shared cache: adding goods anywhere updates it. */
function CartLink() {
  const { t } = useTranslation('shell');
  const cart = useApiQuery(calls.trade.myCart, {});
  const count = cart.data?.count ?? 0;
  const label = count > 0 ? t('chrome.cartWithCount', { count }) : t('chrome.cart');
  return (
    <IconLink to={href('productShoppingCart')} label={label} testId="header-cart">
      <Box position="relative">
        <CartIcon label={label} />
        {count > 0 ? (
          <Badge position="absolute" top="-2" right="-3" colorPalette="red" variant="solid" size="xs" borderRadius="full" data-testid="cart-count" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </Badge>
        ) : null}
      </Box>
    </IconLink>
  );
}

/**
 * One header per visit type (spec section 2): the product header has the search, orders, cart
 * and the message bell, and the product menu below; the technology and comprehensive headers do
 * without them and are transparent over their landing pages until the reader scrolls.
 */
export function Header() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const location = useLocation();
  const storedVisit = useAtomValue(visitModeAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const route = findRoute(location.pathname);
  // The route decides at once (the stored mode follows a moment later): no header flip on load.
  const visit = route && route.area !== 'shell' ? route.visit : storedVisit;
  const onLanding = route?.path === LANDING_PAGES[visit];
  const solidity = useSolidity(visit, onLanding && visit !== 'product');
  const product = visit === 'product';
  const overlay = !product && onLanding;

  return (
    <Box
      as="header"
      // Over a landing's hero the header is fixed only on wide screens. Below md it wraps to several
      // rows, so it scrolls away with the page instead of covering most of a narrow window.
      position={overlay ? { base: 'relative', md: 'sticky', lg: 'fixed' } : { base: 'relative', md: 'sticky' }}
      top="0"
      insetX="0"
      zIndex="docked"
      data-testid="shell-header"
      data-visit={visit}
      data-solidity={solidity.toFixed(2)}
      style={{
        backgroundColor: `rgba(255, 255, 255, ${overlay ? solidity : 1})`,
        boxShadow: solidity > 0.5 ? '0 1px 0 rgba(0,0,0,0.08)' : 'none',
      }}
    >
      <Container maxW="7xl">
        <Flex align="center" columnGap="5" rowGap="2" py="3" wrap="wrap">
          <Link to="/" aria-label="Puente">
            <Text fontWeight="bold" fontSize="xl" color="brand.fg" letterSpacing="tight">
              Puente
            </Text>
          </Link>
          {product ? <SearchBox /> : null}
          <HStack gap="1" ms="auto" flexWrap="wrap" justify="flex-end">
            <LanguageSelect />
            <CurrencySelect />
            {product && signedIn ? (
              <>
                <IconLink to={href('personalOrder')} label={t('chrome.orders')} testId="header-orders">
                  <OrdersIcon label={t('chrome.orders')} />
                </IconLink>
                <CartLink />
                <MessageBell />
              </>
            ) : null}
            <UserMenu />
          </HStack>
          <Flex order={3} flex="1 0 100%" align="center" gap="2" minW="0">
            <HStack as="nav" gap="1" aria-label={t('header.menu')} overflowX="auto" whiteSpace="nowrap" minW="0">
              {MODES.map((mode) => (
                <NavLink key={mode} to={LANDING_PAGES[mode]} data-testid={`nav-${mode}`}>
                  <Box
                    px="2.5"
                    py="1.5"
                    borderRadius="md"
                    fontWeight="medium"
                    bg={visit === mode && route?.area !== 'personal' ? 'brand.subtle' : undefined}
                    color={visit === mode && route?.area !== 'personal' ? 'brand.fg' : 'fg'}
                  >
                    {tc(`nav.${mode}`)}
                  </Box>
                </NavLink>
              ))}
              {signedIn ? (
                <NavLink to={href('personalPanel')} data-testid="nav-personal">
                  <Box
                    px="2.5"
                    py="1.5"
                    borderRadius="md"
                    fontWeight="medium"
                    bg={route?.area === 'personal' ? 'brand.subtle' : undefined}
                    color={route?.area === 'personal' ? 'brand.fg' : 'fg'}
                  >
                    {t('header.mine')}
                  </Box>
                </NavLink>
              ) : null}
            </HStack>
            {product ? <ProductActions /> : null}
          </Flex>
        </Flex>
      </Container>
      {product ? <ProductMenu /> : null}
    </Box>
  );
}
