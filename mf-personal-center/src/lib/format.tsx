import { formatDate, formatDateTime, formatMoney, languageAtom, Text, type Price } from '@puente/shared';
import { useAtomValue } from 'jotai';

/** A price in the reader's currency, with the order's own currency beside it when they differ. */
export function PriceText({ price, strong = false }: { price: Price; strong?: boolean }) {
  const language = useAtomValue(languageAtom);
  return (
    <Text as="span" fontWeight={strong ? 'semibold' : undefined}>
      {formatMoney(price.showAmount, price.showCurrency, language)}
      {price.currency !== price.showCurrency ? (
        <Text as="span" color="fg.muted" fontSize="xs" ms="1">
          ({formatMoney(price.amount, price.currency, language)})
        </Text>
      ) : null}
    </Text>
  );
}

export function MoneyText({ amount, currency }: { amount: number; currency: string }) {
  const language = useAtomValue(languageAtom);
  return <Text as="span">{formatMoney(amount, currency, language)}</Text>;
}

export function useFormatters() {
  const language = useAtomValue(languageAtom);
  return {
    language,
    money: (amount: number, currency: string) => formatMoney(amount, currency, language),
    dateTime: (seconds: number | null | undefined) => formatDateTime(seconds, language),
    date: (seconds: number | null | undefined) => formatDate(seconds, language),
  };
}
