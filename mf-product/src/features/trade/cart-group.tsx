import { Badge, Button, chakra, ChakraLink, Flex, href, HStack, langOf, Link, PriceText, Stack, Text, TextLanguageNote } from '@puente/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItem } from './cart';
import { QuantityInput } from './quantity-input';

/** What the cart page does with its lines (each a cart call). */
export interface CartActions {
  busy: boolean;
  /** Ticking another seller's goods switches the selection to that seller (one order per seller). */
  select: (lines: CartItem[], selected: boolean) => void;
  /** Stores a quantity; answers the API's refusal in the reader's words, or null. */
  setQuantity: (line: CartItem, quantity: number) => Promise<string | null>;
  /** Whether the line's box shows a figure the cart refused (checkout waits for it). */
  setRefused: (line: CartItem, refused: boolean) => void;
  remove: (lines: CartItem[]) => void;
}

/**
 * A checkbox with a 44 px tap target (its label around it), whatever size the box itself is drawn at.
 */
function SelectBox({ checked, disabled, label, onChange, testId }: { checked: boolean; disabled: boolean; label: string; onChange: (checked: boolean) => void; testId: string }) {
  return (
    <chakra.label
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      minW="44px"
      minH="44px"
      mx="-2.5"
      my="-2.5"
      flexShrink={0}
      cursor="pointer"
      data-testid={`${testId}-target`}
    >
      <chakra.input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.checked)}
        aria-label={label}
        data-testid={testId}
        cursor="pointer"
      />
    </chakra.label>
  );
}

/** One line of the cart: selection, the goods, quantity, subtotal and removal; goods no longer on sale are flagged. */
function CartLineRow({ line, actions }: { line: CartItem; actions: CartActions }) {
  const { t } = useTranslation('product');
  return (
    <Flex px="4" py="3" gap="4" align="center" wrap="wrap" opacity={line.available ? 1 : 0.6} data-testid="cart-line" data-goods-id={line.goodsId} data-available={line.available}>
      <SelectBox
        checked={line.selected}
        disabled={actions.busy}
        onChange={(checked) => actions.select([line], checked)}
        label={t('cart.select', { name: line.name })}
        testId="cart-select"
      />
      <chakra.img src={line.image} alt="" width="16" height="16" objectFit="cover" borderRadius="md" />
      <Stack gap="0.5" flex="1" minW="40">
        <ChakraLink asChild fontWeight="medium" lang={langOf(line.nameSource)}>
          <Link to={href('productInfo', { id: line.goodsId, name: line.name })}>{line.name}</Link>
        </ChakraLink>
        <TextLanguageNote source={line.nameSource} />
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
      <QuantityInput line={line} onCommit={(quantity) => actions.setQuantity(line, quantity)} onRefused={(refused) => actions.setRefused(line, refused)} />
      <PriceText price={line.subtotal} minW="28" textAlign="end" data-testid="cart-subtotal" />
      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => actions.remove([line])} disabled={actions.busy} data-testid="cart-remove">
        {t('cart.remove')}
      </Button>
    </Flex>
  );
}

/** One seller's lines (one order is placed per seller), selectable together; `footer` follows them (the group's landed estimate). */
export function CartGroup({ sellerName, lines, actions, footer }: { sellerName: string; lines: CartItem[]; actions: CartActions; footer?: ReactNode }) {
  const { t } = useTranslation('product');
  return (
    <Stack gap="0" borderWidth="1px" borderRadius="lg" bg="bg" divideY="1px" data-testid="cart-group">
      <HStack px="4" py="3" gap="3" bg="bg.subtle" borderTopRadius="lg">
        <SelectBox
          checked={lines.every((line) => line.selected)}
          disabled={actions.busy}
          onChange={(checked) => actions.select(lines, checked)}
          label={t('cart.selectSeller', { seller: sellerName })}
          testId="cart-select-seller"
        />
        <Text fontWeight="semibold">{sellerName}</Text>
      </HStack>
      {lines.map((line) => (
        <CartLineRow key={line.id} line={line} actions={actions} />
      ))}
      {footer}
    </Stack>
  );
}
