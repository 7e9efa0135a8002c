import { AUDIT_STATUS, DESTINATION_PORTS, isCurrency, isDestinationCountry, type Currency, type TradeTerm } from '@puente/shared/contract';
import type { Db } from '../../db/database';
import { currentFreightRates } from '../../repositories/freight';
import { goodsToEstimate } from '../../repositories/landed';
import { BusinessError } from '../business-error';
import { convertMinor, type Rates } from '../money';
import { originPortOf, quoteLanded, type LandedQuote, type QuoteItem } from './quote';

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
  const country = request.country.trim().toUpperCase();
  if (!isDestinationCountry(country)) throw new BusinessError('landedCost.countryUnknown', { country: request.country });
  const ports: ReadonlyArray<{ code: string }> = DESTINATION_PORTS[country];
  const port = request.port ? request.port.trim().toUpperCase() : ports[0]!.code;
  if (!ports.some((p) => p.code === port)) throw new BusinessError('landedCost.portUnknown', { port, country });

  const ids = [...new Set(request.items.map((item) => item.goodsId))];
  const rows = new Map((await goodsToEstimate(db, ids)).map((row) => [row.id, row]));
  const invalid = ids.filter((id) => {
    const row = rows.get(id);
    return !row || row.audit_status !== AUDIT_STATUS.passed || !row.putaway || row.deleted_at;
  });
  if (invalid.length) throw new BusinessError('cart.invalidGoods', {}, 0, { data: { invalidGoodsIds: invalid } });

  const items: QuoteItem[] = request.items.map((item) => {
    const row = rows.get(item.goodsId)!;
    return {
      goodsId: row.id,
      quantity: item.quantity,
      unitPriceMinor: convertMinor(Number(row.price_minor), isCurrency(row.currency) ? row.currency : 'USD', currency, rates),
      shipping: {
        hsCode: row.hs_code,
        cartonUnits: Number(row.carton_units),
        cartonWeightG: Number(row.carton_weight_g),
        cartonVolumeCm3: Number(row.carton_volume_cm3),
        shipFrom: row.ship_from,
      },
      terms: row.trade_terms as string[],
    };
  });
  const origin = originPortOf(items);
  const freight = await currentFreightRates(db, { origin, destination: port });
  return quoteLanded({ items, currency, country, destinationPort: port, freight, rates });
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
 * seller will confirm the charges at the configure step; the refusal says why.
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
  let landed: LandedQuote;
  try {
    landed = await estimateShipment(db, { items, country }, currency, rates);
  } catch (error) {
    if (error instanceof BusinessError) return { landed: null, refusal: error, freightMinor: 0, insuranceMinor: 0 };
    throw error;
  }
  const price = landed.terms.find((t) => t.term === term)!.amountMinor;
  const insuranceMinor = term === 'CIF' ? landed.lines.find((line) => line.id === 'insurance')!.amountMinor : 0;
  // The estimate prices the goods as the order does (the same conversion of the same prices); the term adds the rest.
  const goods = landed.lines.find((line) => line.id === 'goods')!.amountMinor;
  if (goods !== goodsMinor) throw new Error(`landed estimate priced the goods at ${goods}, the order at ${goodsMinor}`);
  return { landed, refusal: null, freightMinor: price - goods - insuranceMinor, insuranceMinor };
}
