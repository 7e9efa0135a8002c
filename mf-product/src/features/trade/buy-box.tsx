import {
  Badge,
  Button,
  calls,
  Field,
  Flex,
  href,
  HStack,
  Input,
  PriceText,
  SimpleGrid,
  Stack,
  Text,
  useApiMutation,
  useFormatters,
  useLoginGate,
  useNavigate,
  type GoodsDetails,
} from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampQuantity, itemsParam } from './cart';

/** The price, the terms and a quantity, to add to the cart, buy now or ask a quotation for (a guest is asked to log in first). */
export function BuyBox({ goods }: { goods: GoodsDetails }) {
  const { t } = useTranslation('product');
  const navigate = useNavigate();
  const gate = useLoginGate();
  const [quantity, setQuantity] = useState(String(Math.max(1, goods.minOrder)));
  const amount = clampQuantity(Number(quantity), goods.minOrder);
  const { number } = useFormatters();
  const unit = (count: number) => t(`units.${goods.unit}`, { count });
  // Adding makes the cart stale (the contract's INVALIDATES): the header's count follows.
  const add = useApiMutation(calls.trade.updateCart, {
    success: (_, body) => t('info.added', { quantity: number(Number(body.quantity)), unit: unit(Number(body.quantity)) }),
  });

  async function addToCart() {
    if (!gate()) return;
    await add.run({ goodsId: goods.id, quantity: amount, add: true, selected: true });
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
      <Field.Root>
        <Field.Label>{t('info.quantity', { unit: t(`units.${goods.unit}_other`) })}</Field.Label>
        <Input
          type="number"
          inputMode="numeric"
          min={goods.minOrder}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          onBlur={() => setQuantity(String(amount))}
          maxW="40"
          data-testid="quantity"
        />
        {Number(quantity) < goods.minOrder ? <Field.HelperText>{t('info.minOrderHint', { quantity: number(goods.minOrder), unit: unit(goods.minOrder) })}</Field.HelperText> : null}
      </Field.Root>
      <Flex gap="3" wrap="wrap">
        <Button colorPalette="brand" onClick={() => void addToCart()} loading={add.busy} data-testid="add-to-cart">
          {t('info.addToCart')}
        </Button>
        <Button
          colorPalette="brand"
          variant="outline"
          onClick={() => gate() && navigate(href('productEmption', { items: itemsParam([{ goodsId: goods.id, quantity: amount }]) }))}
          data-testid="buy-now"
        >
          {t('info.buyNow')}
        </Button>
        <Button variant="ghost" onClick={() => gate() && navigate(href('productQuotation', { goodsId: goods.id, name: goods.name }))} data-testid="request-quotation">
          {t('info.requestQuotation')}
        </Button>
      </Flex>
    </Stack>
  );
}
