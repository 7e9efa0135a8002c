import { Box, Field, Heading, NativeSelect, SimpleGrid, Stack, Text, useFormatters, type DestinationCountry, type GoodsDetails, type TradeTerm } from '@puente/shared';
import { EstimateNotes, EstimateView, firstTerm, LandedLines, ShipmentNote, TermPrices, useLandedT } from '@puente/landed-cost';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryPicker } from './country-picker';
import { TermGuide } from './term-guide';
import { portsOf, useDestination } from './destination';
import { useLandedEstimate } from './use-landed-estimate';

/** A value that settles once it has stopped changing for `ms` (a quantity being typed asks once, for the figure typed). */
function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The landed-cost estimate on a product page: where the goods go (the reader's remembered choice,
 * else a signed-in buyer's default address's country, else the picker), the port of entry, the
 * buy box's quantity and the term; then the seller's price under each term, what the chosen term
 * covers and what is left for the buyer, customs' duty and taxes with their rates, the total
 * delivered and cleared, how it ships, and the dates the figures stand on.
 */
export function LandedPanel({ goods, quantity }: { goods: GoodsDetails; quantity: number }) {
  const t = useLandedT();
  const { t: product } = useTranslation('product');
  const { number } = useFormatters();
  const destination = useDestination();
  const { country } = destination;
  const [ports, setPorts] = useState<Partial<Record<DestinationCountry, string>>>({});
  const [term, setTerm] = useState<TradeTerm>(() => firstTerm(goods.tradeTerms));
  const asked = useSettled(Math.max(quantity, goods.minOrder, 1));
  const port = country ? (ports[country] ?? portsOf(country)[0].code) : undefined;
  const estimate = useLandedEstimate([{ goodsId: goods.id, quantity: asked }], country, port, { enabled: destination.settled });

  return (
    <Stack as="section" aria-labelledby="landed-title" gap="4" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }} bg="bg" data-testid="landed-panel">
      <Stack gap="1">
        <Heading as="h2" size="lg" id="landed-title">
          {t('title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('intro')}
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3" alignItems="end">
        <CountryPicker value={country} onChange={destination.choose} />
        {country ? (
          <Field.Root>
            <Field.Label>{t('port')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={port} onChange={(e) => setPorts((now) => ({ ...now, [country]: e.target.value }))} bg="bg" data-testid="landed-port">
                {portsOf(country).map((option, index) => (
                  <option key={option.code} value={option.code}>
                    {index === 0 ? t('mainPort', { port: option.name }) : option.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ) : null}
        <Text fontSize="sm" data-testid="landed-quantity" gridColumn={{ sm: 'span 2', lg: 'auto' }} pb={{ lg: '2' }}>
          {t('quantityFrom', { quantity: number(asked), unit: product(`units.${goods.unit}`, { count: asked }) })}
        </Text>
      </SimpleGrid>
      {country ? (
        // The figures' place is held while they are asked: nothing below moves when they arrive.
        <EstimateView state={estimate} minH="30rem">
          {(data) => (
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '5', lg: '8' }} alignItems="start">
              <Stack gap="4">
                <TermPrices estimate={data} term={term} onTerm={setTerm} />
                <ShipmentNote estimate={data} />
                <EstimateNotes estimate={data} />
              </Stack>
              <Box minW="0">
                <LandedLines estimate={data} term={term} unitWord={product(`units.${goods.unit}`, { count: 1 })} />
              </Box>
            </SimpleGrid>
          )}
        </EstimateView>
      ) : (
        <Text fontSize="sm" color="fg.muted" data-testid="landed-ask-country">
          {t('askCountry')}
        </Text>
      )}
      <TermGuide terms={goods.tradeTerms} />
    </Stack>
  );
}
