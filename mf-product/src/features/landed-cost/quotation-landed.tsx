import { Box, calls, Heading, Stack, Text, useApiQuery, DESTINATION_PORTS, type CallReply } from '@puente/shared';
import { EstimateNotes, EstimateView, LandedLines, ShipmentNote, useLandedT } from '@puente/landed-cost';
import { Suspense } from 'react';
import { CountryPicker } from './country-picker';
import { useDestination } from './destination';

type Quotation = CallReply<typeof calls.trade.quotationDetails>['data'];

/**
 * What the seller's quoted price comes to delivered to the buyer's port, cleared: the quoted unit
 * price for the requested quantity under the requested term (what the term covers is not added
 * again), then the rest of the way and the destination's duty and taxes, line by line. The
 * destination is the reader's chosen country, else their default address's, else they pick one.
 */
function QuotationEstimate({ q, unitWord }: { q: Quotation; unitWord: string }) {
  const t = useLandedT();
  const { country, choose, settled } = useDestination();
  const estimate = useApiQuery(
    calls.trade.quotationLandedEstimate,
    { id: q.id, country: country ?? '', port: country ? DESTINATION_PORTS[country][0].code : '' },
    { enabled: country !== null, quiet: true },
  );
  return (
    <Stack gap="4" borderWidth="1px" borderRadius="lg" p="5" bg="bg" data-testid="quotation-landed">
      <Heading as="h2" size="md">
        {t('quotationTitle')}
      </Heading>
      <Box maxW="xs">{settled ? <CountryPicker value={country} onChange={choose} testId="quotation-landed-country" /> : null}</Box>
      {country === null ? (
        settled ? (
          <Text fontSize="sm" color="fg.muted">
            {t('askCountry')}
          </Text>
        ) : null
      ) : (
        <EstimateView state={estimate} minH="20rem">
          {(data) => (
            <Stack gap="4">
              <LandedLines estimate={data} term={q.tradeTerm} unitWord={unitWord} quoted />
              <ShipmentNote estimate={data} />
              <EstimateNotes estimate={data} />
            </Stack>
          )}
        </EstimateView>
      )}
    </Stack>
  );
}

/** A quotation's landed estimate, its place held while its strings arrive; only once the seller has answered. */
export function QuotationLanded({ q, unitWord }: { q: Quotation; unitWord: string }) {
  if (q.status !== 'quoted' || !q.quotedPrice) return null;
  return (
    <Suspense fallback={<Box minH="20rem" />}>
      <QuotationEstimate q={q} unitWord={unitWord} />
    </Suspense>
  );
}
