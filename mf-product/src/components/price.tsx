import { formatMoney, Text, type Price } from '@puente/shared';
import type { ComponentProps } from 'react';

/** A price in the reader's currency (the reply's show amount), with the seller's own price on hover. */
export function PriceText({ price, ...rest }: { price: Price } & ComponentProps<typeof Text>) {
  const shown = formatMoney(price.showAmount, price.showCurrency);
  const own = price.currency !== price.showCurrency ? `${price.currency} ${formatMoney(price.amount, price.currency)}` : undefined;
  return (
    <Text as="span" fontWeight="bold" color="brand.fg" title={own} data-testid="price" data-currency={price.showCurrency} {...rest}>
      {shown}
    </Text>
  );
}

/** An amount already in the reader's currency. */
export function MoneyText({ amount, currency, ...rest }: { amount: number; currency: string } & ComponentProps<typeof Text>) {
  return (
    <Text as="span" fontWeight="bold" data-currency={currency} {...rest}>
      {formatMoney(amount, currency)}
    </Text>
  );
}
