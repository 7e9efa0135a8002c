import { chakra, formatMoney, SimpleGrid, useFormatters } from '@puente/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A label and its value. A figure may come as its parts instead (the review's facts do), and is then
 * written in the reader's words: a `money` price per one `unit`, a `quantity` of `unit`, a `country`.
 */
export interface Fact {
  label: string;
  value: ReactNode;
  money?: { amount: number; currency: string };
  quantity?: number;
  unit?: string;
  country?: string;
}

/**
 * An amount as the console writes it: "US$1,110.00", "MX$2,400.00", "R$ 18,50". The console shows
 * orders of every currency side by side, so dollars always read "US$", never a bare "$" an operator
 * could take for pesos.
 */
export function consoleMoney(amount: number, currency: string): string {
  return formatMoney(amount, currency, { besideOther: true });
}

/**
 * Quantities and unit prices as the reader writes them: "6,000 pieces", "6.000 peças", "US$18.50 /
 * piece". The unit's word is the shared one for the count; a unit no list knows is written as sent.
 * Dollars read "US$": the console shows amounts of every currency side by side.
 */
export function useFigures() {
  const { t } = useTranslation('operator');
  const f = useFormatters();
  const unitWord = (unit: string, count: number) => t(`units.${unit}`, { ns: 'common', count, defaultValue: unit });
  return {
    quantity: (amount: number, unit: string) => `${f.number(amount)} ${unitWord(unit, amount)}`,
    unitPrice: (amount: number, currency: string, unit: string) => `${consoleMoney(amount, currency)} / ${unitWord(unit, 1)}`,
    country: f.country,
  };
}

/** Label and value pairs, as a description list in two columns on a wide screen. */
export function Facts({ items, testId }: { items: ReadonlyArray<Fact>; testId?: string }) {
  const figures = useFigures();
  const valueOf = (item: Fact): ReactNode => {
    if (item.money && item.unit) return figures.unitPrice(item.money.amount, item.money.currency, item.unit);
    if (item.quantity !== undefined && item.unit) return figures.quantity(item.quantity, item.unit);
    if (item.country) return figures.country(item.country) || item.country;
    return item.value;
  };
  return (
    <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gapX="6" gapY="2" data-testid={testId}>
      {items.map((item) => {
        const value = valueOf(item);
        return (
          <chakra.div key={item.label} display="flex" gap="2" flexWrap="wrap">
            <chakra.dt color="fg.muted" minW="140px">
              {item.label}
            </chakra.dt>
            <chakra.dd fontWeight="medium" overflowWrap="anywhere">
              {value === '' || value === null || value === undefined ? '—' : value}
            </chakra.dd>
          </chakra.div>
        );
      })}
    </SimpleGrid>
  );
}
