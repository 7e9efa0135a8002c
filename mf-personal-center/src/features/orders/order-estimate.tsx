import { Box, calls, Heading, Stack, Text, type CallReply } from '@puente/shared';
import { EstimateNotes, LandedLines, ShipmentNote, useLandedT } from '@puente/landed-cost';
import { Suspense } from 'react';

type Estimate = NonNullable<CallReply<typeof calls.trade.orderDetails>['data']['estimate']>;

/**
 * The landed-cost estimate the order was placed with, line by line, as it was then (in the
 * order's currency): what the term's price covered, the rest of the way to the port, and the
 * destination's duty and taxes, with the dates of the rates it used.
 */
function EstimateSection({ estimate, term }: { estimate: Estimate; term: Parameters<typeof LandedLines>[0]['term'] }) {
  const t = useLandedT();
  return (
    <Box borderWidth="1px" borderRadius="lg" p="5" data-testid="order-estimate">
      <Heading as="h2" size="md" mb="2">
        {t('order.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">
        {t('order.kept')}
      </Text>
      <Stack gap="4">
        <LandedLines estimate={estimate.landed} term={term} unitWord={t('unit')} />
        <ShipmentNote estimate={estimate.landed} />
        <EstimateNotes estimate={estimate.landed} />
      </Stack>
    </Box>
  );
}

/** The order's estimate, its place held while its strings arrive; nothing for an order placed without one. */
export function OrderEstimate({ estimate, term }: { estimate: Estimate | null | undefined; term: Parameters<typeof LandedLines>[0]['term'] }) {
  if (!estimate) return null;
  return (
    <Suspense fallback={<Box minH="24rem" />}>
      <EstimateSection estimate={estimate} term={term} />
    </Suspense>
  );
}
