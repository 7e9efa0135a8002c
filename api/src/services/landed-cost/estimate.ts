import {
  AUDIT_STATUS,
  CONTAINER_CAPACITY,
  DESTINATION_PORTS,
  isCurrency,
  isDestinationCountry,
  type Currency,
  type DestinationCountry,
  type TradeTerm,
} from '@puente/shared/contract';
import type { Db } from '../../db/database';
import { currentFreightRates } from '../../repositories/freight';
import { goodsToEstimate } from '../../repositories/landed';
import { findQuotationOf } from '../../repositories/quotations';
import type { UserRow } from '../../db/schema';
import { BusinessError } from '../business-error';
import { convertMinor, type Rates } from '../money';
import { originPortOf, priceTerms, quoteLanded, type FreightRate, type LandedQuote, type QuoteItem } from './quote';

/** The destination country and port of entry asked for: the country's main port unless `port` names another of its ports. */
function destinationOf(request: { country: string; port?: string | undefined }): { country: DestinationCountry; port: string } {
  const country = request.country.trim().toUpperCase();
  if (!isDestinationCountry(country)) throw new BusinessError('landedCost.countryUnknown', { country: request.country });
  const ports: ReadonlyArray<{ code: string }> = DESTINATION_PORTS[country];
  const port = request.port ? request.port.trim().toUpperCase() : ports[0]!.code;
  if (!ports.some((p) => p.code === port)) throw new BusinessError('landedCost.portUnknown', { port, country });
  return { country, port };
}

type EstimatedGoods = Awaited<ReturnType<typeof goodsToEstimate>>[number];

/** A goods as the quote engine reads it: `quantity` units at `unitPriceMinor` of the quote's currency. */
function quoteItemOf(row: EstimatedGoods, quantity: number, unitPriceMinor: number): QuoteItem {
  return {
    goodsId: row.id,
    quantity,
    unitPriceMinor,
    shipping: {
      hsCode: row.hs_code,
      cartonUnits: Number(row.carton_units),
      cartonWeightG: Number(row.carton_weight_g),
      cartonVolumeCm3: Number(row.carton_volume_cm3),
      shipFrom: row.ship_from,
    },
    terms: row.trade_terms as string[],
  };
}

async function quoteTo(db: Db, items: QuoteItem[], destination: { country: string; port: string }, currency: Currency, rates: Rates, priceTerm?: TradeTerm) {
  const freight = await currentFreightRates(db, { origin: originPortOf(items), destination: destination.port });
  return quoteLanded({ items, currency, country: destination.country, destinationPort: destination.port, freight, rates, ...(priceTerm ? { priceTerm } : {}) });
}

/**
 * The landed-cost estimate of goods on sale shipped together to a country's port of entry (its
 * main port unless `port` names another), priced in `currency`: the goods from the catalogue, the
 * freight from the operators' table, the exchange rates of the day.
 */
export async function estimateShipment(
  db: Db,
  request: { items: Array<{ goodsId: number; quantity: number }>; country: string; port?: string | undefined },
  currency: Currency,
  rates: Rates,
): Promise<LandedQuote> {
  const { items, destination } = await shipmentOf(db, request, currency, rates);
  return quoteTo(db, items, destination, currency, rates);
}

/** The goods on sale of an estimate, priced in `currency`, and where they go; refuses goods not on sale (`cart.invalidGoods`). */
async function shipmentOf(db: Db, request: { items: Array<{ goodsId: number; quantity: number }>; country: string; port?: string | undefined }, currency: Currency, rates: Rates) {
  const destination = destinationOf(request);
  const ids = [...new Set(request.items.map((item) => item.goodsId))];
  const rows = new Map((await goodsToEstimate(db, ids)).map((row) => [row.id, row]));
  const invalid = ids.filter((id) => {
    const row = rows.get(id);
    return !row || row.audit_status !== AUDIT_STATUS.passed || !row.putaway || row.deleted_at;
  });
  if (invalid.length) throw new BusinessError('cart.invalidGoods', {}, 0, { data: { invalidGoodsIds: invalid } });

  const items = request.items.map((item) => {
    const row = rows.get(item.goodsId)!;
    return quoteItemOf(row, item.quantity, convertMinor(Number(row.price_minor), isCurrency(row.currency) ? row.currency : 'USD', currency, rates));
  });
  return { items, destination };
}

/**
 * The landed cost of a seller's answer to a quotation request, for its buyer or its seller: the
 * quoted unit price for the requested quantity, under the requested term (a C&F quotation carries
 * its freight, so only insurance and the destination's charges are added), to a port of entry of
 * the country asked for. Anyone else is told it is not found; a request not answered yet has no
 * price to estimate (`landedCost.notQuoted`).
 */
export async function estimateQuotation(
  db: Db,
  user: Pick<UserRow, 'id'>,
  request: { id: number; country: string; port?: string | undefined },
  currency: Currency,
  rates: Rates,
): Promise<LandedQuote> {
  const quotation = await findQuotationOf(db, user, request.id);
  const destination = destinationOf(request);
  if (quotation.status !== 'quoted' || quotation.quoted_minor === null) throw new BusinessError('landedCost.notQuoted');
  const [row] = await goodsToEstimate(db, [quotation.goods_id]);
  if (!row || row.deleted_at) throw new BusinessError('resource.notFound');
  const quoted = quotation.quoted_currency && isCurrency(quotation.quoted_currency) ? quotation.quoted_currency : 'USD';
  const item = quoteItemOf(row, Number(quotation.quantity), convertMinor(Number(quotation.quoted_minor), quoted, currency, rates));
  return quoteTo(db, [inContainers(item, quotation.unit, row.unit)], destination, currency, rates, quotation.trade_term as TradeTerm);
}

const CONTAINER_UNITS: Record<string, keyof typeof CONTAINER_CAPACITY> = { container20ft: '20ft', container40ft: '40ft', container40hq: '40hq' };

/**
 * A quotation asked and priced by the container ("2 × 40 ft HQ") of goods sold by the piece: each
 * container is one unit holding as many of the goods' cartons as its volume and payload allow.
 */
function inContainers(item: QuoteItem, quotedUnit: string, goodsUnit: string): QuoteItem {
  const container = CONTAINER_UNITS[quotedUnit];
  if (!container || quotedUnit === goodsUnit) return item;
  const capacity = CONTAINER_CAPACITY[container];
  const { shipping } = item;
  const cartons = Math.max(1, Math.min(Math.floor((capacity.m3 * 1_000_000) / shipping.cartonVolumeCm3), Math.floor((capacity.kg * 1000) / shipping.cartonWeightG)));
  return { ...item, shipping: { ...shipping, cartonUnits: 1, cartonVolumeCm3: cartons * shipping.cartonVolumeCm3, cartonWeightG: cartons * shipping.cartonWeightG } };
}

/** The charges an order's term adds to its goods, from the estimate: haulage and clearance from FOB, ocean freight from C&F, insurance for CIF. */
export interface TermCharges {
  landed: LandedQuote | null;
  /** Why there is no estimate (the destination has no rules, the lane no freight, the heading no rate). */
  refusal: BusinessError | null;
  freightMinor: number;
  insuranceMinor: number;
}

/**
 * The estimate an order is placed with: to its shipping address's country, in the order's
 * currency. An order to a destination Puente cannot estimate is placed on its goods alone, as the
 * seller will confirm the charges at the configure step; the refusal says why. Where only the
 * duty on a heading is unknown, the term's freight and insurance are still estimated and charged.
 */
export async function estimateForOrder(
  db: Db,
  items: Array<{ goodsId: number; quantity: number }>,
  term: TradeTerm,
  country: string,
  currency: Currency,
  rates: Rates,
  goodsMinor: number,
): Promise<TermCharges> {
  let shipment: Awaited<ReturnType<typeof shipmentOf>>;
  let freight: FreightRate[];
  try {
    shipment = await shipmentOf(db, { items, country }, currency, rates);
    freight = await currentFreightRates(db, { origin: originPortOf(shipment.items), destination: shipment.destination.port });
  } catch (error) {
    if (error instanceof BusinessError) return { landed: null, refusal: error, freightMinor: 0, insuranceMinor: 0 };
    throw error;
  }
  const input = { items: shipment.items, currency, country: shipment.destination.country, destinationPort: shipment.destination.port, freight, rates };
  // The estimate prices the goods as the order does (the same conversion of the same prices); the term adds the rest.
  const termCharges = (prices: Record<TradeTerm, number>, goods: number, insuranceMinor: number) => {
    if (goods !== goodsMinor) throw new Error(`landed estimate priced the goods at ${goods}, the order at ${goodsMinor}`);
    const insurance = term === 'CIF' ? insuranceMinor : 0;
    return { freightMinor: prices[term] - goods - insurance, insuranceMinor: insurance };
  };
  try {
    const landed = quoteLanded(input);
    const insurance = landed.lines.find((line) => line.id === 'insurance')!.amountMinor;
    const prices = Object.fromEntries(landed.terms.map((price) => [price.term, price.amountMinor])) as Record<TradeTerm, number>;
    return { landed, refusal: null, ...termCharges(prices, landed.lines.find((line) => line.id === 'goods')!.amountMinor, insurance) };
  } catch (error) {
    if (!(error instanceof BusinessError)) throw error;
    // The destination's duty on a heading Puente cannot price yet leaves the term's own price standing: its freight and insurance are still estimated.
    if (error.key !== 'landedCost.headingUnknown') return { landed: null, refusal: error, freightMinor: 0, insuranceMinor: 0 };
    const priced = priceTerms(input);
    return { landed: null, refusal: error, ...termCharges(priced.prices, priced.goodsMinor, priced.insuranceMinor) };
  }
}
