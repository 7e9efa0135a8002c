import { Box, FREIGHT_STALE_DAYS, Stack, Text, useFormatters } from '@puente/shared';
import { datesOf, EstimateView, moneyOf, portName, TermPrices, useLandedT } from '@puente/landed-cost';
import { Suspense, useState, type ComponentProps } from 'react';
import { useDestination } from './destination';
import { Disclosure } from './disclosure';
import { CountryPicker } from './country-picker';
import { useLandedEstimate, type LandedItem } from './use-landed-estimate';

/**
 * One seller's goods in the cart, estimated: the seller's price under each term for the group and
 * the landed cost at the reader's destination's main port. Closed by default where space is tight
 * (a phone), and asked only once opened.
 */
function CartEstimate({ items, open: openAtFirst }: { items: readonly LandedItem[]; open: boolean }) {
  const t = useLandedT();
  const { country: countryName, date, language } = useFormatters();
  const [open, setOpen] = useState(openAtFirst);
  const destination = useDestination();
  const { country } = destination;
  const estimate = useLandedEstimate(items, country, undefined, { enabled: open && destination.settled });
  return (
    <Disclosure
      summary={t('cart.summary')}
      open={open}
      onToggle={(e: React.SyntheticEvent<HTMLDetailsElement>) => setOpen(e.currentTarget.open)}
      px="4"
      py="1"
      data-testid="cart-landed"
    >
      <Stack gap="3" pb="3" maxW="xl">
        <Box maxW="xs">
          <CountryPicker value={country} onChange={destination.choose} testId="cart-landed-country" />
        </Box>
        {country ? (
          <EstimateView state={estimate} minH="9rem">
            {(data) => (
              <Stack gap="2">
                <Text color="fg.muted">{t('cart.to', { port: portName(data.destinationPort, language), country: countryName(country) })}</Text>
                <Text fontWeight="semibold">{t('termPrices')}</Text>
                <TermPrices estimate={data} term={null} />
                <Box display="grid" gridTemplateColumns="auto 1fr" columnGap="3" borderTopWidth="1px" pt="2">
                  <Text fontWeight="semibold">{t('cart.landed')}</Text>
                  <Text textAlign="end" fontWeight="bold" data-testid="cart-landed-total">
                    {moneyOf(data)(data.total)}
                  </Text>
                </Box>
                {data.dates.freightStale ? (
                  <Text fontSize="xs" color="orange.700">
                    {t('freightStale', { days: FREIGHT_STALE_DAYS })}
                  </Text>
                ) : null}
                <Text fontSize="xs" color="fg.muted">
                  {t('estimate')} {datesOf(t, date, data)}
                </Text>
              </Stack>
            )}
          </EstimateView>
        ) : (
          <Text color="fg.muted">{t('askCountry')}</Text>
        )}
      </Stack>
    </Disclosure>
  );
}

/** A seller's goods' estimate in the cart, its summary's place held while its strings arrive. */
export function CartLanded(props: ComponentProps<typeof CartEstimate>) {
  return (
    <Suspense fallback={<Box minH="44px" />}>
      <CartEstimate {...props} />
    </Suspense>
  );
}
