import { calls, isCurrency, localised, type Currency, type Language, type Localised } from '@puente/shared/contract';
import type { Db } from '../db/database';
import { auditSubjectRows } from '../repositories/audit';
import { pickText } from './localised';

/** The reference a complaint's sender quotes, like an enquiry's. */
export const complaintReference = (id: number) => `CPL-${String(id).padStart(6, '0')}`;

/** A freight line's leg and unit in each language, for its audit lines' name ("Ocean freight CNSHA → BRSSZ, 40 ft"). */
const FREIGHT_LEG_WORDS: Record<string, Localised> = {
  haulage: localised('Haulage', '拖车', 'Transporte até o porto', 'Acarreo'),
  clearance: localised('Export clearance', '出口报关', 'Desembaraço de exportação', 'Despacho de exportación'),
  ocean: localised('Ocean freight', '海运', 'Frete marítimo', 'Flete marítimo'),
};
const FREIGHT_UNIT_WORDS: Record<string, Localised> = {
  '20ft': localised('20 ft', '20 尺', '20 pés', '20 pies'),
  '40ft': localised('40 ft', '40 尺', '40 pés', '40 pies'),
  '40hq': localised('40 ft HQ', '40 尺高柜', '40 pés HC', '40 pies HC'),
  lcl_m3: localised('per m³ LCL', '拼箱每立方米', 'por m³ LCL', 'por m³ LCL'),
  shipment: localised('per shipment', '每票', 'por embarque', 'por embarque'),
};

/** A freight line as its audit line names it, from the fields the line wrote. */
function freightLaneName(after: unknown, language: Language): string | null {
  const lane = after as { leg?: unknown; origin?: unknown; destination?: unknown; unit?: unknown } | null | undefined;
  const leg = FREIGHT_LEG_WORDS[String(lane?.leg)];
  const unit = FREIGHT_UNIT_WORDS[String(lane?.unit)];
  if (!leg || !unit || typeof lane?.origin !== 'string') return null;
  const ports = typeof lane.destination === 'string' ? `${lane.origin} → ${lane.destination}` : lane.origin;
  return `${leg[language]} ${ports}, ${unit[language]}`;
}

export interface AuditSubject {
  /** The goods' or brand's name in the reader's language, the person's nickname, the order number, the letter's reference, the currency. */
  name: string;
  /** An order's currency: the line's amounts in minor units are in it. */
  currency?: Currency;
}

/**
 * What audit lines concern, keyed `kind:id`, so a line reads "Goods “Cordless drill” approved"
 * rather than "goods #212". A query per kind present; a record deleted since keeps no name.
 */
export async function auditSubjects(
  db: Db,
  lines: ReadonlyArray<{ subject_kind: string; subject_id: number; after?: unknown }>,
  language: Language,
): Promise<Map<string, AuditSubject>> {
  const found = new Map<string, AuditSubject>();
  const idsOf = (kind: string) => [...new Set(lines.filter((line) => line.subject_kind === kind).map((line) => line.subject_id))];
  const put = (kind: string, id: number, subject: AuditSubject) => found.set(`${kind}:${id}`, subject);
  const rows = await auditSubjectRows(db, {
    goods: idsOf('goods'),
    brands: idsOf('brands'),
    users: idsOf('user'),
    brokerApplications: idsOf('brokerApplication'),
    orders: idsOf('order'),
  });
  for (const row of rows.goods) put('goods', row.id, { name: pickText(row.name, language, row.original_language) });
  for (const row of rows.brands) put('brands', row.id, { name: pickText(row.name, language, row.original_language) });
  for (const row of rows.users) put('user', row.id, { name: row.nickname });
  for (const row of rows.brokerApplications) put('brokerApplication', row.id, { name: row.nickname });
  for (const row of rows.orders) put('order', row.id, { name: row.order_no, ...(isCurrency(row.currency) ? { currency: row.currency } : {}) });
  for (const id of idsOf('enquiry')) put('enquiry', id, { name: calls.enquiryReference(id) });
  for (const id of idsOf('complaint')) put('complaint', id, { name: complaintReference(id) });
  // A rate's line is numbered by the currency's place in CURRENCIES (review.ts's setRate), and names it too.
  for (const line of lines) {
    const currency = line.subject_kind === 'rate' ? (line.after as { currency?: unknown } | null | undefined)?.currency : undefined;
    if (isCurrency(currency)) put('rate', line.subject_id, { name: currency });
    // A freight figure's line is numbered by its row and names its lane.
    const lane = line.subject_kind === 'freightRate' ? freightLaneName(line.after, language) : null;
    if (lane) put('freightRate', line.subject_id, { name: lane });
  }
  return found;
}
