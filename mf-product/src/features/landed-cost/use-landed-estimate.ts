import { calls, DESTINATION_PORTS, useApiQuery, type CallReply, type DestinationCountry } from '@puente/shared';

export type LandedEstimate = CallReply<typeof calls.trade.landedEstimate>['data'];
export type LandedItem = { goodsId: number; quantity: number };

/**
 * The landed-cost estimate of goods to a country's port of entry (its main port unless another is
 * named), in the reader's currency. Pages that show the same goods, quantities and country ask the
 * very same call, so the product page, the cart and the order's submission show the same figures.
 * A refusal (goods without an HS code, a heading not in the tables, no freight rate) is the
 * server's sentence in the reader's language, shown in place of the figures: no toast.
 */
export function useLandedEstimate(items: readonly LandedItem[], country: DestinationCountry | null, port?: string, options: { enabled?: boolean } = {}) {
  const destination = country ? (port ?? DESTINATION_PORTS[country][0].code) : '';
  return useApiQuery(
    calls.trade.landedEstimate,
    { items: items.map(({ goodsId, quantity }) => ({ goodsId, quantity })), country: country ?? '', port: destination },
    { enabled: (options.enabled ?? true) && country !== null && items.length > 0, quiet: true },
  );
}
