import {
  ApiError,
  Box,
  Button,
  calls,
  CATEGORY_ROOTS,
  EmptyState,
  Flex,
  Heading,
  href,
  isPhoneAtom,
  Link,
  MoneyText,
  PHONE_TAB_BAR_PX,
  puenteEvents,
  QueryView,
  Stack,
  Text,
  useApiMutation,
  useApiQuery,
  useNavigate,
} from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cartTotal,
  checkoutProblem,
  groupBySeller,
  itemsParam,
  oneSellerSelection,
  orderableLines,
  selectedSeller,
  selectionChanges,
  selectionToStore,
  type CartItem,
} from '../features/trade/cart';
import { CartLanded } from '../features/landed-cost/cart-landed';
import { CartGroup, type CartActions } from '../features/trade/cart-group';

/**
 * /productShoppingCart: quantities, removal and selection; goods no longer on sale are flagged for
 * reselection. One order goes to one seller, so one seller's goods are selected: the first seller
 * with ticked goods by default, and ticking another seller's goods switches the selection to them.
 * A quantity the cart refused keeps checkout waiting, saying why.
 */
export function CartPage() {
  const { t } = useTranslation('product');
  const navigate = useNavigate();
  const phone = useAtomValue(isPhoneAtom);
  const cart = useApiQuery(calls.trade.myCart, {});
  // The cart's calls make its cached reply stale (the contract's INVALIDATES): the page and the header's count follow.
  const update = useApiMutation(calls.trade.updateCart);
  const removal = useApiMutation(calls.trade.removeFromCart);
  const busy = update.busy || removal.busy;

  // Goods whose box shows a figure the cart refused: the cart holds another one for them.
  const [refused, setRefused] = useState<ReadonlySet<number>>(new Set());
  const storing = useRef(false);

  /** Stores selection changes one line at a time, unticking before ticking (a switch never shows two sellers). */
  async function store(changes: { line: CartItem; selected: boolean }[]) {
    storing.current = true;
    try {
      for (const { line, selected } of changes) if (!(await update.run({ goodsId: line.goodsId, quantity: line.quantity, selected }))) return;
    } finally {
      storing.current = false;
    }
  }
  const lines = cart.data ? oneSellerSelection(cart.data.list) : [];
  // The stored selection follows the one shown (each added goods arrives ticked): a reload shows the same.
  // Once per reply, when nothing is in flight (a refused change is not sent again and again).
  const storedFor = useRef<unknown>(null);
  const settled = Boolean(cart.data) && !busy && !cart.fetching;
  useEffect(() => {
    if (!settled || storing.current || storedFor.current === cart.data) return;
    storedFor.current = cart.data;
    const toStore = selectionToStore(cart.data!.list);
    if (toStore.length > 0) void store(toStore);
  }, [cart.data, settled]);
  const remove = (lines: CartItem[]) => removal.run({ goodsIds: lines.map((line) => line.goodsId) });
  const actions: CartActions = {
    busy,
    select: (picked, selected) => void store(selectionChanges(lines, picked, selected)),
    setQuantity: async (line, quantity) => {
      try {
        await update.mutateAsync({ goodsId: line.goodsId, quantity });
        return null;
      } catch (error) {
        if (error instanceof ApiError) return error.message;
        throw error;
      }
    },
    setRefused: (line, isRefused) =>
      setRefused((now) => {
        if (now.has(line.goodsId) === isRefused) return now;
        const next = new Set(now);
        if (isRefused) next.add(line.goodsId);
        else next.delete(line.goodsId);
        return next;
      }),
    remove: (lines) => void remove(lines),
  };

  function checkout(lines: CartItem[]) {
    const problem = checkoutProblem(lines, refused);
    if (problem) {
      puenteEvents.emit('toast', { type: 'warning', message: t(`cart.problems.${problem}`) });
      return;
    }
    navigate(href('productEmption', { items: itemsParam(orderableLines(lines)), fromCart: 1 }));
  }

  return (
    <Stack py="6" gap="6" data-testid="cart-page">
      <Heading as="h1" size="2xl">
        {t('cart.title')}
      </Heading>
      <QueryView
        state={cart}
        isEmpty={(data) => data.list.length === 0}
        empty={
          <EmptyState title={t('cart.empty')}>
            <Button asChild colorPalette="brand">
              <Link to={href(phone ? 'productList' : 'classificationlanding', { source: 'china', type: CATEGORY_ROOTS.china })}>{t('cart.browse')}</Link>
            </Button>
          </EmptyState>
        }
      >
        {(data) => {
          const total = cartTotal(lines);
          // Its dollars read as the lines' do: "US$" where goods are priced in another currency.
          const besideOther = lines.some((line) => line.subtotal.currency !== line.subtotal.showCurrency);
          const invalid = lines.filter((line) => !line.available);
          const seller = selectedSeller(lines);
          const problem = checkoutProblem(lines, refused);
          const refusedNames = lines.filter((line) => line.selected && refused.has(line.goodsId)).map((line) => line.name);
          return (
            <Stack gap="5">
              {invalid.length > 0 ? (
                <Box borderWidth="1px" borderColor="orange.300" bg="orange.50" borderRadius="lg" p="4" role="alert" data-testid="invalid-goods">
                  <Text fontWeight="semibold">{t('cart.invalidTitle', { count: invalid.length })}</Text>
                  <Text fontSize="sm">{data.info ?? t('cart.invalidHint')}</Text>
                  <Button size="xs" mt="2" variant="outline" onClick={() => void remove(invalid)} disabled={busy}>
                    {t('cart.removeInvalid')}
                  </Button>
                </Box>
              ) : null}
              {groupBySeller(lines).map((group) => (
                <CartGroup
                  key={group.sellerId}
                  sellerName={group.sellerName}
                  lines={group.lines}
                  actions={actions}
                  footer={
                    group.lines.some((line) => line.available) ? (
                      // Closed on a phone, where the lines already fill the screen.
                      <CartLanded items={group.lines.filter((line) => line.available)} open={!phone} />
                    ) : null
                  }
                />
              ))}
              {/* The total and the checkout stay at hand; on a phone just above the tab bar, the button the card's width. */}
              <Flex
                justify="space-between"
                align="center"
                gap="3"
                wrap="wrap"
                borderWidth="1px"
                borderRadius="lg"
                p={phone ? '3' : '4'}
                bg="bg"
                position="sticky"
                bottom={phone ? `${PHONE_TAB_BAR_PX}px` : '0'}
                zIndex="docked"
                data-testid="cart-bar"
              >
                <Stack gap="0.5" flex="1" minW="0">
                  <Text>
                    {t('cart.totalLabel', { count: total.count })}{' '}
                    <MoneyText amount={total.amount} currency={total.currency ?? 'USD'} besideOther={besideOther} fontSize="xl" color="brand.fg" data-testid="cart-total" />
                  </Text>
                  {seller ? (
                    <Text fontSize="sm" color="fg.muted" data-testid="cart-seller">
                      {t('cart.orderTo', { seller })}
                    </Text>
                  ) : null}
                </Stack>
                <Flex gap="2" wrap="wrap" justify="end" align="center" width={phone ? 'full' : 'auto'}>
                  <Button size="sm" variant="ghost" onClick={() => void remove(lines.filter((line) => line.selected))} disabled={busy || !lines.some((line) => line.selected)}>
                    {t('cart.removeSelected')}
                  </Button>
                  <Button
                    colorPalette="brand"
                    onClick={() => checkout(lines)}
                    disabled={busy || problem === 'quantityRefused'}
                    aria-describedby={problem === 'quantityRefused' ? 'checkout-blocked' : undefined}
                    flex={phone ? '1' : undefined}
                    minW="0"
                    whiteSpace="normal"
                    data-testid="checkout"
                  >
                    {t('cart.checkout')}
                  </Button>
                </Flex>
                {problem === 'quantityRefused' ? (
                  <Text width="full" fontSize="sm" color="fg.error" id="checkout-blocked" role="status" data-testid="checkout-blocked">
                    {t('cart.problems.quantityRefused', { names: refusedNames.join(', ') })}
                  </Text>
                ) : null}
              </Flex>
              <Text fontSize="sm" color="fg.muted">
                {t('cart.oneSellerHint')}
              </Text>
            </Stack>
          );
        }}
      </QueryView>
    </Stack>
  );
}
