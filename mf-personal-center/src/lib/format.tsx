import { formatMoney, Text, type Price } from '@puente/shared';

/** A price in the reader's currency, with the order's own currency beside it when they differ. */
export function PriceText({ price, strong = false }: { price: Price; strong?: boolean }) {
  return (
    <Text as="span" fontWeight={strong ? 'semibold' : undefined}>
      {formatMoney(price.showAmount, price.showCurrency)}
      {price.currency !== price.showCurrency ? (
        <Text as="span" color="fg.muted" fontSize="xs" ms="1">
          ({formatMoney(price.amount, price.currency)})
        </Text>
      ) : null}
    </Text>
  );
}
