import { Text } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { formatMoney, type Price } from '../contract';

/**
 * A price in the reader's currency (the reply's show amount). Where the seller's own currency
 * differs, its amount shows on hover in an offer (bold, the brand's colour: goods, cart, checkout),
 * or beside it, in brackets, in a record (the surrounding text's look, semibold when `strong`:
 * orders, quotations and goods in the personal centre).
 */
export function PriceText({ price, variant = 'offer', strong = false, ...rest }: { price: Price; variant?: 'offer' | 'record'; strong?: boolean } & ComponentProps<typeof Text>) {
  const differs = price.currency !== price.showCurrency;
  // Beside another currency, dollars read US$.
  const shown = formatMoney(price.showAmount, price.showCurrency, { besideOther: differs });
  if (variant === 'record') {
    return (
      <Text as="span" fontWeight={strong ? 'semibold' : undefined} data-testid="price" data-currency={price.showCurrency} {...rest}>
        {shown}
        {differs ? (
          // A block of its own in the line: on a narrow phone it goes under the price rather than widen the page.
          <Text as="span" color="fg.muted" fontSize="xs" ms="1" display="inline-block">
            ({formatMoney(price.amount, price.currency, { besideOther: true })})
          </Text>
        ) : null}
      </Text>
    );
  }
  return (
    <Text
      as="span"
      fontWeight="bold"
      color="brand.fg"
      title={differs ? formatMoney(price.amount, price.currency, { besideOther: true }) : undefined}
      data-testid="price"
      data-currency={price.showCurrency}
      {...rest}
    >
      {shown}
    </Text>
  );
}

/** An amount already in the reader's currency; `besideOther` where amounts of another currency are near (dollars read "US$"). */
export function MoneyText({ amount, currency, besideOther = false, ...rest }: { amount: number; currency: string; besideOther?: boolean } & ComponentProps<typeof Text>) {
  return (
    <Text as="span" fontWeight="bold" data-currency={currency} {...rest}>
      {formatMoney(amount, currency, { besideOther })}
    </Text>
  );
}
