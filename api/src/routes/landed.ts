import type { FastifyInstance } from 'fastify';
import { calls, FREIGHT_STALE_DAYS } from '@puente/shared/contract';
import { estimateQuotation, estimateShipment } from '../services/landed-cost/estimate';
import type { LandedQuote } from '../services/landed-cost/quote';
import { loadRates } from '../services/money';
import { defineRoute } from './define-route';

const t = calls.trade;
const major = (minor: number) => minor / 100;

/** The estimate as the contract carries it: major units of the reader's currency, kilograms and cubic metres. */
export function landedReplyOf(quote: LandedQuote, today = new Date()): calls.trade.LandedEstimate {
  const freightAge = quote.dates.freight === null ? 0 : (today.getTime() - Date.parse(`${quote.dates.freight}T00:00:00Z`)) / 86_400_000;
  return {
    country: quote.country,
    destinationPort: quote.destinationPort,
    originPort: quote.originPort,
    currency: quote.currency,
    quantity: quote.quantity,
    shipment: {
      cartons: quote.shipment.cartons,
      weightKg: quote.shipment.weightG / 1000,
      volumeM3: quote.shipment.volumeCm3 / 1_000_000,
      mode: quote.shipment.mode,
      containers: quote.shipment.containers,
      chargeableM3: quote.shipment.chargeableCm3 === null ? null : quote.shipment.chargeableCm3 / 1_000_000,
    },
    priceTerm: quote.priceTerm,
    terms: quote.terms.map((term) => ({ term: term.term, amount: major(term.amountMinor), offered: term.offered })),
    lines: quote.lines.map((line) => ({
      id: line.id,
      kind: line.kind,
      ...(line.legalName ? { legalName: line.legalName } : {}),
      amount: major(line.amountMinor),
      ...(line.rate !== undefined ? { rate: line.rate } : {}),
      ...(line.capped ? { capped: true } : {}),
      source: line.source,
    })),
    customsValue: major(quote.customsValueMinor),
    charges: major(quote.chargesMinor),
    advances: major(quote.advancesMinor),
    total: major(quote.totalMinor),
    perUnit: major(quote.perUnitMinor),
    headings: quote.headings,
    fallbackCharges: quote.fallbackCharges,
    preference: quote.preference,
    dates: { rules: quote.dates.rules, freight: quote.dates.freight, freightStale: freightAge > FREIGHT_STALE_DAYS, exchange: quote.dates.exchange },
  };
}

/** The landed-cost estimate: of goods on sale, for guests too; of a quotation's answer, for its two parties. */
export async function landedRoutes(app: FastifyInstance) {
  defineRoute(app, t.landedEstimate, async ({ body, db, currency }) => {
    const rates = await loadRates(db);
    return { data: landedReplyOf(await estimateShipment(db, body, currency, rates)) };
  });
  defineRoute(app, t.quotationLandedEstimate, async ({ body, db, user, currency }) => {
    const rates = await loadRates(db);
    return { data: landedReplyOf(await estimateQuotation(db, user, body, currency, rates)) };
  });
}
