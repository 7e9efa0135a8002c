import {
  Badge,
  Button,
  calls,
  Field,
  Flex,
  href,
  HStack,
  Input,
  isSignedInAtom,
  languageAtom,
  PriceText,
  SimpleGrid,
  Stack,
  Text,
  useApiMutation,
  useFormatters,
  useLoginGate,
  useNavigate,
  writeNumber,
  type GoodsDetails,
} from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canBeOrdered, itemsParam, quantityProblem, readQuantity } from './cart';
import { savePendingAdd, takePendingAdd, type PendingAdd } from './pending-add';
import { useQuantityMessage } from './quantity-input';

/** The order's submission for a quantity of these goods (its trade term is chosen there). */
const checkoutHref = (goodsId: number, quantity: number) => href('productEmption', { items: itemsParam([{ goodsId, quantity }]) });

/**
 * The price, the terms and a quantity, to add to the cart, buy now or ask a quotation for (a guest
 * is asked to log in first). The quantity is read in the reader's format ("1.000" is a thousand in
 * Portuguese) and shown back so. A guest's "add to cart" or "buy now" is kept while they log in and
 * finished when the login brings them back here, with the quantity they typed: added to the cart,
 * or on to the order's submission. On a phone (`stickyActions`) the actions stay in a bar at the
 * foot of the screen, above the tab bar, whatever the reader has scrolled to. `onQuantity` hears each
 * quantity typed that could be ordered (the page's landed-cost estimate follows it).
 */
export function BuyBox({ goods, stickyActions = false, onQuantity }: { goods: GoodsDetails; stickyActions?: boolean; onQuantity?: (quantity: number) => void }) {
  const { t } = useTranslation('product');
  const navigate = useNavigate();
  const gate = useLoginGate();
  const language = useAtomValue(languageAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const [quantity, setQuantity] = useState(() => writeNumber(Math.max(1, goods.minOrder), language, 0));
  // Shown once the buyer leaves the box or asks for the goods: never while they are still typing.
  const [checked, setChecked] = useState(false);
  const box = useRef<HTMLInputElement>(null);
  const problem = quantityProblem(quantity, goods.minOrder, goods.stock, language);
  const say = useQuantityMessage();
  const orderable = canBeOrdered(goods.minOrder, goods.stock);
  const { number } = useFormatters();
  const orderableQuantity = problem ? null : readQuantity(quantity, language);
  useEffect(() => {
    if (orderableQuantity !== null) onQuantity?.(orderableQuantity);
  }, [orderableQuantity, onQuantity]);
  const unit = (count: number) => t(`units.${goods.unit}`, { count });
  // Adding makes the cart stale (the contract's INVALIDATES): the header's count follows.
  const add = useApiMutation(calls.trade.updateCart, {
    success: (_, body) => t('info.added', { quantity: number(Number(body.quantity)), unit: unit(Number(body.quantity)) }),
  });

  // Back from the login an "add to cart" or "buy now" asked for as a guest: finished here, with its
  // quantity. The login replaced itself with this page, which the purchase replaces in turn: "back"
  // from the order's submission returns to the goods as the guest left them.
  const finishPending = useEffectEvent((pending: PendingAdd) => {
    setQuantity(writeNumber(pending.quantity, language, 0));
    if (!signedIn) return;
    if (pending.action === 'buy') navigate(checkoutHref(goods.id, pending.quantity), { replace: true });
    else void add.run({ goodsId: goods.id, quantity: pending.quantity, add: true, selected: true });
  });
  useEffect(() => {
    const pending = takePendingAdd(goods.id);
    if (pending) finishPending(pending);
  }, [goods.id, signedIn]);

  /** The quantity to ask for, or null (with the reason shown at the box) when the API would refuse it. */
  function checkedQuantity(): number | null {
    setChecked(true);
    if (!problem) return readQuantity(quantity, language);
    box.current?.focus();
    return null;
  }

  /** What was typed, shown back in the reader's format once they leave the box. */
  function showBack() {
    setChecked(true);
    const typed = readQuantity(quantity, language);
    if (Number.isFinite(typed) && Math.abs(typed) < 1e15) setQuantity(writeNumber(typed, language, 3));
  }

  async function addToCart() {
    const amount = checkedQuantity();
    if (amount === null) return;
    if (!signedIn) savePendingAdd(goods.id, amount);
    if (!gate()) return;
    await add.run({ goodsId: goods.id, quantity: amount, add: true, selected: true });
  }

  function buyNow() {
    const amount = checkedQuantity();
    if (amount === null) return;
    if (!signedIn) savePendingAdd(goods.id, amount, 'buy');
    if (gate()) navigate(checkoutHref(goods.id, amount));
  }

  return (
    <Stack gap="4" borderWidth="1px" borderRadius="lg" p="5" bg="bg">
      <HStack align="baseline" gap="2">
        <PriceText price={goods.price} fontSize="3xl" />
        <Text color="fg.muted">/ {unit(1)}</Text>
      </HStack>
      <SimpleGrid columns={2} gap="2" fontSize="sm">
        <Text color="fg.muted">{t('info.minOrder')}</Text>
        <Text>
          {number(goods.minOrder)} {unit(goods.minOrder)}
        </Text>
        <Text color="fg.muted">{t('info.stock')}</Text>
        <Text>
          {number(goods.stock)} {unit(goods.stock)}
        </Text>
        <Text color="fg.muted">{t('info.tradeTerms')}</Text>
        <HStack gap="1" wrap="wrap" data-testid="trade-terms">
          {goods.tradeTerms.map((term) => (
            <Badge key={term} variant="outline" title={t(`terms.${term}.includes`)}>
              {term}
            </Badge>
          ))}
        </HStack>
      </SimpleGrid>
      {orderable ? (
        <Field.Root invalid={checked && Boolean(problem)}>
          <Field.Label>{t('info.quantity', { unit: t(`units.${goods.unit}_other`) })}</Field.Label>
          <Input ref={box} type="text" inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value)} onBlur={showBack} maxW="40" data-testid="quantity" />
          {checked && problem ? (
            <Field.ErrorText data-testid="quantity-error">{say(problem)}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('info.quantityRange', { min: number(goods.minOrder), max: number(goods.stock), unit: unit(goods.stock) })}</Field.HelperText>
          )}
        </Field.Root>
      ) : (
        <Text color="fg.error" fontWeight="medium" data-testid="out-of-stock">
          {t('info.outOfStock')}
        </Text>
      )}
      <Flex
        gap="3"
        wrap={stickyActions ? 'nowrap' : 'wrap'}
        {...(stickyActions
          ? {
              position: 'fixed',
              insetX: '0',
              bottom: 'calc(60px + env(safe-area-inset-bottom))',
              zIndex: 'sticky',
              bg: 'bg',
              borderTopWidth: '1px',
              px: '3',
              py: '2',
              css: { '& > button': { flex: '1', minWidth: 0, whiteSpace: 'normal', paddingInline: '2' } },
            }
          : {})}
        data-testid="buy-actions"
      >
        <Button colorPalette="brand" onClick={() => void addToCart()} loading={add.busy} disabled={!orderable} data-testid="add-to-cart">
          {t('info.addToCart')}
        </Button>
        <Button colorPalette="brand" variant="outline" onClick={buyNow} disabled={!orderable} data-testid="buy-now">
          {t('info.buyNow')}
        </Button>
        <Button variant="ghost" onClick={() => gate() && navigate(href('productQuotation', { goodsId: goods.id, name: goods.name }))} data-testid="request-quotation">
          {t('info.requestQuotation')}
        </Button>
      </Flex>
    </Stack>
  );
}
