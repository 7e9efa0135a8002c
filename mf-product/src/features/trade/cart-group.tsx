import { Badge, Button, chakra, ChakraLink, Flex, href, HStack, Link, PriceText, Stack, Text } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import type { CartItem } from './cart';
import { QuantityInput } from './quantity-input';

/** What the cart page does with its lines (each a cart call). */
export interface CartActions {
  busy: boolean;
  select: (lines: CartItem[], selected: boolean) => void;
  setQuantity: (line: CartItem, quantity: number) => void;
  remove: (lines: CartItem[]) => void;
}

/** One line of the cart: selection, the goods, quantity, subtotal and removal; goods no longer on sale are flagged. */
function CartLineRow({ line, actions }: { line: CartItem; actions: CartActions }) {
  const { t } = useTranslation('product');
  return (
    <Flex px="4" py="3" gap="4" align="center" wrap="wrap" opacity={line.available ? 1 : 0.6} data-testid="cart-line" data-goods-id={line.goodsId} data-available={line.available}>
      <chakra.input
        type="checkbox"
        checked={line.selected}
        disabled={actions.busy}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => actions.select([line], e.target.checked)}
        aria-label={t('cart.select', { name: line.name })}
        data-testid="cart-select"
      />
      <chakra.img src={line.image} alt="" width="16" height="16" objectFit="cover" borderRadius="md" />
      <Stack gap="0.5" flex="1" minW="40">
        <ChakraLink asChild fontWeight="medium">
          <Link to={href('productInfo', { id: line.goodsId, name: line.name })}>{line.name}</Link>
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
      <QuantityInput line={line} onCommit={(quantity) => actions.setQuantity(line, quantity)} />
      <PriceText price={line.subtotal} minW="28" textAlign="end" data-testid="cart-subtotal" />
      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => actions.remove([line])} disabled={actions.busy} data-testid="cart-remove">
        {t('cart.remove')}
      </Button>
    </Flex>
  );
}

/** One seller's lines (one order is placed per seller), selectable together. */
export function CartGroup({ sellerName, lines, actions }: { sellerName: string; lines: CartItem[]; actions: CartActions }) {
  const { t } = useTranslation('product');
  return (
    <Stack gap="0" borderWidth="1px" borderRadius="lg" bg="bg" divideY="1px" data-testid="cart-group">
      <HStack px="4" py="3" gap="3" bg="bg.subtle" borderTopRadius="lg">
        <chakra.input
          type="checkbox"
          checked={lines.every((line) => line.selected)}
          onChange={(e: React.ChangeEvent<HTMLInputElement>) => actions.select(lines, e.target.checked)}
          aria-label={t('cart.selectSeller', { seller: sellerName })}
        />
        <Text fontWeight="semibold">{sellerName}</Text>
      </HStack>
      {lines.map((line) => (
        <CartLineRow key={line.id} line={line} actions={actions} />
      ))}
    </Stack>
  );
}
