import { Box, isDestinationCountry, Stack, Text, useFormatters, type TradeTerm } from '@puente/shared';
import { EstimateNotes, EstimateView, LandedLines, ShipmentNote, TermPrices, useLandedT } from '@puente/landed-cost';
import { Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useLandedEstimate, type LandedItem } from './use-landed-estimate';

/**
 * The order's landed-cost estimate before it is placed: the seller's price under each term (the
 * term's choice too) and the breakdown to the delivery address's country, asked again when the
 * address changes. The same call as the product page's for the same goods, quantities and country
 * (its main port), so the figures are the same.
 */
function CheckoutEstimate({
  items,
  country,
  term,
  onTerm,
  unitWord,
}: {
  items: readonly LandedItem[];
  /** The chosen delivery address's country; null until one is chosen. */
  country: string | null;
  term: TradeTerm | null;
  onTerm: (term: TradeTerm) => void;
  /** The goods' unit word for the cost per unit, when they share one. */
  unitWord?: string;
}) {
  const t = useLandedT();
  const { t: messages } = useTranslation('messages');
  const { country: countryName } = useFormatters();
  const destination = isDestinationCountry(country) ? country : null;
  const estimate = useLandedEstimate(items, destination);
  let body;
  if (country === null)
    body = (
      <Text fontSize="sm" color="fg.muted" data-testid="landed-no-address">
        {t('checkout.noAddress')}
      </Text>
    );
  else if (!destination)
    body = (
      <Text fontSize="sm" role="status" data-testid="landed-refusal">
        {messages('landedCost.countryUnknown', { country: countryName(country) })}
      </Text>
    );
  else
    body = (
      <EstimateView state={estimate} minH="24rem">
        {(data) => (
          <Stack gap="4">
            {term ? (
              <>
                <TermPrices estimate={data} term={term} onTerm={onTerm} name="checkout-landed-term" />
                <LandedLines estimate={data} term={term} unitWord={unitWord ?? t('unit')} />
              </>
            ) : null}
            <ShipmentNote estimate={data} />
            <EstimateNotes estimate={data} />
          </Stack>
        )}
      </EstimateView>
    );
  return (
    <Stack gap="3" borderTopWidth="1px" pt="3" data-testid="checkout-landed">
      <Text fontWeight="semibold">{t('title')}</Text>
      {body}
    </Stack>
  );
}

/** The order's estimate, its place held while its strings arrive. */
export function CheckoutLanded(props: ComponentProps<typeof CheckoutEstimate>) {
  return (
    <Suspense fallback={<Box minH="24rem" />}>
      <CheckoutEstimate {...props} />
    </Suspense>
  );
}
