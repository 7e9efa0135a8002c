import {
  Badge,
  Box,
  Button,
  calls,
  CATEGORY_ROOTS,
  chakra,
  ChakraLink,
  EmptyState,
  Flex,
  Heading,
  href,
  HStack,
  Input,
  Link,
  puenteEvents,
  QueryView,
  Stack,
  Text,
  useApiMutation,
  useApiQuery,
  useNavigate,
} from '@puente/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productHref } from '../components/goods-card';
import { MoneyText, PriceText } from '../components/price';
import { cartTotal, checkoutProblem, clampQuantity, groupBySeller, itemsParam, orderableLines, type CartItem } from '../lib/cart';

function QuantityInput({ line, onCommit }: { line: CartItem; onCommit: (quantity: number) => void }) {
  const { t } = useTranslation('product');
  const [draft, setDraft] = useState(String(line.quantity));
  useEffect(() => setDraft(String(line.quantity)), [line.quantity]);
  const commit = () => {
    const next = clampQuantity(Number(draft), line.minOrder);
    setDraft(String(next));
    if (next !== line.quantity) onCommit(next);
  };
  return (
    <HStack gap="1">
      <Button size="xs" variant="outline" aria-label={t('cart.less')} disabled={line.quantity <= Math.max(1, line.minOrder) || !line.available} onClick={() => onCommit(clampQuantity(line.quantity - 1, line.minOrder))}>
        −
      </Button>
      <Input
        size="xs"
        width="20"
        textAlign="center"
        type="number"
        inputMode="numeric"
        value={draft}
        disabled={!line.available}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
        aria-label={t('cart.quantity')}
        data-testid="cart-quantity"
      />
      <Button size="xs" variant="outline" aria-label={t('cart.more')} disabled={!line.available} onClick={() => onCommit(line.quantity + 1)}>
        +
      </Button>
    </HStack>
  );
}

/** /productShoppingCart: quantities, removal and selection; goods no longer on sale are flagged for reselection. */
export function CartPage() {
  const { t } = useTranslation('product');
  const navigate = useNavigate();
  const cart = useApiQuery(calls.trade.myCart, {});
  // The cart's calls make its cached reply stale (the contract's INVALIDATES): the page and the header's count follow.
  const update = useApiMutation(calls.trade.updateCart);
  const removal = useApiMutation(calls.trade.removeFromCart);
  const busy = update.busy || removal.busy;

  const setQuantity = (line: CartItem, quantity: number) => update.run({ goodsId: line.goodsId, quantity });
  async function select(lines: CartItem[], selected: boolean) {
    for (const line of lines) if (!(await update.run({ goodsId: line.goodsId, quantity: line.quantity, selected }))) return;
  }
  const remove = (lines: CartItem[]) => removal.run({ goodsIds: lines.map((line) => line.goodsId) });

  async function checkout(lines: CartItem[]) {
    const problem = checkoutProblem(lines);
    if (problem) {
      puenteEvents.emit('toast', { type: 'warning', message: t(`cart.problems.${problem}`) });
      return;
    }
    const chosen = orderableLines(lines);
    navigate(href('productEmption', { items: itemsParam(chosen), fromCart: 1 }));
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
              <Link to={href('classificationlanding', { source: 'china', type: CATEGORY_ROOTS.china })}>{t('cart.browse')}</Link>
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
                <Stack key={group.sellerId} gap="0" borderWidth="1px" borderRadius="lg" bg="bg" divideY="1px" data-testid="cart-group">
                  <HStack px="4" py="3" gap="3" bg="bg.subtle" borderTopRadius="lg">
                    <chakra.input
                      type="checkbox"
                      checked={group.lines.every((line) => line.selected)}
                      onChange={(e: React.ChangeEvent<HTMLInputElement>) => void select(group.lines, e.target.checked)}
                      aria-label={t('cart.selectSeller', { seller: group.sellerName })}
                    />
                    <Text fontWeight="semibold">{group.sellerName}</Text>
                  </HStack>
                  {group.lines.map((line) => (
                    <Flex key={line.id} px="4" py="3" gap="4" align="center" wrap="wrap" opacity={line.available ? 1 : 0.6} data-testid="cart-line" data-goods-id={line.goodsId} data-available={line.available}>
                      <chakra.input
                        type="checkbox"
                        checked={line.selected}
                        disabled={busy}
                        onChange={(e: React.ChangeEvent<HTMLInputElement>) => void select([line], e.target.checked)}
                        aria-label={t('cart.select', { name: line.name })}
                        data-testid="cart-select"
                      />
                      <chakra.img src={line.image} alt="" width="16" height="16" objectFit="cover" borderRadius="md" />
                      <Stack gap="0.5" flex="1" minW="40">
                        <ChakraLink asChild fontWeight="medium">
                          <Link to={productHref({ id: line.goodsId, name: line.name })}>{line.name}</Link>
                        </ChakraLink>
                        <HStack gap="1" fontSize="sm">
                          <PriceText price={line.price} fontWeight="normal" />
                          <Text color="fg.muted">/ {t(`units.${line.unit}`, { count: 1 })}</Text>
                        </HStack>
                        {!line.available ? (
                          <Badge colorPalette="orange" alignSelf="start" data-testid="invalid-flag">
                            {t('cart.unavailable')}
                          </Badge>
                        ) : null}
                      </Stack>
                      <QuantityInput line={line} onCommit={(quantity) => void setQuantity(line, quantity)} />
                      <PriceText price={line.subtotal} minW="28" textAlign="end" data-testid="cart-subtotal" />
                      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void remove([line])} disabled={busy} data-testid="cart-remove">
                        {t('cart.remove')}
                      </Button>
                    </Flex>
                  ))}
                </Stack>
              ))}
              <Flex justify="space-between" align="center" gap="4" wrap="wrap" borderWidth="1px" borderRadius="lg" p="4" bg="bg" position="sticky" bottom="0">
                <Button size="sm" variant="ghost" onClick={() => void remove(data.list.filter((line) => line.selected))} disabled={busy || !data.list.some((line) => line.selected)}>
                  {t('cart.removeSelected')}
                </Button>
                <HStack gap="4">
                  <Text>
                    {t('cart.totalLabel', { count: total.count })}{' '}
                    <MoneyText amount={total.amount} currency={total.currency ?? 'USD'} fontSize="xl" color="brand.fg" data-testid="cart-total" />
                  </Text>
                  <Button colorPalette="brand" onClick={() => void checkout(data.list)} disabled={busy} data-testid="checkout">
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
