import {
  Box,
  Button,
  calls,
  CATEGORY_ROOTS,
  EmptyState,
  Flex,
  Heading,
  href,
  HStack,
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
import { useTranslation } from 'react-i18next';
import { cartTotal, checkoutProblem, groupBySeller, itemsParam, orderableLines, type CartItem } from '../features/trade/cart';
import { CartGroup, type CartActions } from '../features/trade/cart-group';

/** /productShoppingCart: quantities, removal and selection; goods no longer on sale are flagged for reselection. */
export function CartPage() {
  const { t } = useTranslation('product');
  const navigate = useNavigate();
  const phone = useAtomValue(isPhoneAtom);
  const cart = useApiQuery(calls.trade.myCart, {});
  // The cart's calls make its cached reply stale (the contract's INVALIDATES): the page and the header's count follow.
  const update = useApiMutation(calls.trade.updateCart);
  const removal = useApiMutation(calls.trade.removeFromCart);
  const busy = update.busy || removal.busy;

  async function select(lines: CartItem[], selected: boolean) {
    for (const line of lines) if (!(await update.run({ goodsId: line.goodsId, quantity: line.quantity, selected }))) return;
  }
  const remove = (lines: CartItem[]) => removal.run({ goodsIds: lines.map((line) => line.goodsId) });
  const actions: CartActions = {
    busy,
    select: (lines, selected) => void select(lines, selected),
    setQuantity: (line, quantity) => void update.run({ goodsId: line.goodsId, quantity }),
    remove: (lines) => void remove(lines),
  };

  function checkout(lines: CartItem[]) {
    const problem = checkoutProblem(lines);
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
          const total = cartTotal(data.list);
          const invalid = data.list.filter((line) => !line.available);
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
              {groupBySeller(data.list).map((group) => (
                <CartGroup key={group.sellerId} sellerName={group.sellerName} lines={group.lines} actions={actions} />
              ))}
              {/* The total and the checkout stay at hand; on a phone just above the tab bar. */}
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
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => void remove(data.list.filter((line) => line.selected))}
                  disabled={busy || !data.list.some((line) => line.selected)}
                >
                  {t('cart.removeSelected')}
                </Button>
                <HStack gap="4">
                  <Text>
                    {t('cart.totalLabel', { count: total.count })}{' '}
                    <MoneyText amount={total.amount} currency={total.currency ?? 'USD'} fontSize="xl" color="brand.fg" data-testid="cart-total" />
                  </Text>
                  <Button colorPalette="brand" onClick={() => checkout(data.list)} disabled={busy} data-testid="checkout">
                    {t('cart.checkout')}
                  </Button>
                </HStack>
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
