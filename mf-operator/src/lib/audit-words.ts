import { AUDIT_STATUS, type calls } from '@puente/shared';
import type { TFunction } from 'i18next';

type AuditEntry = calls.operator.AuditEntry;

/** The formats a decision's figures are written in, the reader's (useFormatters, plus a rate's six decimals). */
export interface AuditFormats {
  number: (value: number) => string;
  rate: (value: number) => string;
  money: (amount: number, currency: string) => string;
  date: (day: string) => string;
}

/** What a decision said, in words, and whether its note is among them (a refusal's reason is not repeated). */
export interface DecisionWords {
  phrases: string[];
  noteSaid: boolean;
}

type Field = (before: unknown, after: unknown, entry: AuditEntry) => string | null;

const blank = (value: unknown) => value === undefined || value === null || value === '';
const text = (value: unknown) => (blank(value) ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));
const statusName = (code: unknown) => (Object.keys(AUDIT_STATUS) as Array<keyof typeof AUDIT_STATUS>).find((name) => AUDIT_STATUS[name] === code);

/** `audit_reason`, `heldMinor` → "Audit reason", "Held minor": a field no phrase knows still reads as words. */
export function fieldWords(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Each audit line's fields, as the decisions write them (api/src/services/review.ts: review and
 * rates; api/src/services/freight.ts: freight figures; api/src/routes/operator.ts and api/src/cli/operator.ts: brokers, orders, letters, users),
 * turned into what an operator reads. The order is the order the phrases are read in.
 */
function fieldPhrases(t: TFunction, f: AuditFormats): Array<[string, Field]> {
  const money = (minor: unknown, entry: AuditEntry) => {
    const amount = Number(minor) / 100;
    return entry.currency ? f.money(amount, entry.currency) : f.number(amount);
  };
  const said = (key: string, options: Record<string, unknown> = {}) => t(`audit.said.${key}`, options);
  return [
    [
      'audit_status',
      (_, after, entry) => {
        const name = statusName(after);
        if (!name) return null;
        const reason = text(entry.after.audit_reason);
        return name === 'rejected' && reason ? said('refusedBecause', { reason }) : said(`auditStatus.${name}`);
      },
    ],
    ['audit_reason', (_, after, entry) => (blank(after) || statusName(entry.after.audit_status) === 'rejected' ? null : said('reason', { reason: text(after) }))],
    ['putaway', (_, after) => (after === true ? said('putOnSale') : after === false ? said('takenOffSale') : null)],
    [
      'status',
      (_, after, entry) => {
        if (entry.subjectKind === 'brokerApplication') {
          if (after === 'approved') return said('approved');
          if (after === 'rejected') return entry.note ? said('refusedBecause', { reason: entry.note }) : said('refused');
          return null;
        }
        return typeof after === 'string' ? t(`audit.said.letter.${after}`, { defaultValue: '' }) || null : null;
      },
    ],
    ['node', (_, after) => (after === 'settled' ? said('settled') : null)],
    ['afterSales', (_, after) => (after === 'resolved' ? said('resolved') : null)],
    ['refundMinor', (_, after, entry) => (Number(after) > 0 ? said('refunded', { amount: money(after, entry) }) : said('noRefund'))],
    ['heldMinor', (before, after, entry) => said('held', { before: money(before ?? 0, entry), after: money(after, entry) })],
    [
      'disabled',
      (_, after, entry) => {
        if (after === false) return said('enabled');
        const reason = text(entry.after.reason);
        return reason ? said('disabledBecause', { reason }) : said('disabled');
      },
    ],
    ['reason', (before, after, entry) => ('disabled' in entry.after || blank(after) ? null : said('reason', { reason: text(after) }))],
    ['role', (_, after) => said('role', { role: t(`audit.roles.${text(after)}`, { defaultValue: text(after) }) })],
    [
      'per_usd',
      (before, after, entry) => {
        const currency = text(entry.after.currency) || entry.subjectName || '';
        return blank(before) || !Number(before)
          ? said('rateSet', { currency, rate: f.rate(Number(after)) })
          : said('rateChanged', { currency, before: f.rate(Number(before)), after: f.rate(Number(after)) });
      },
    ],
    [
      'amount_usd_minor',
      (before, after) => {
        const dollars = (minor: unknown) => f.money(Number(minor) / 100, 'USD');
        return blank(before) ? said('freightSet', { amount: dollars(after) }) : said('freightChanged', { before: dollars(before), after: dollars(after) });
      },
    ],
    ['as_of', (_, after) => (blank(after) ? null : said('asOf', { date: f.date(text(after)) }))],
    ['source', (_, after) => (blank(after) ? null : said('source', { source: text(after) }))],
    ['source_title', (_, after) => (blank(after) ? null : said('source', { source: text(after) }))],
    // The title names the source; its address is in the freight table's history.
    ['source_url', () => null],
    ['reply', (_, after) => (blank(after) ? null : said('reply', { reply: text(after) }))],
  ];
}

/** A field no phrase knows: "Audit reason changed from … to …", its values in the reader's words where they are yes or no. */
function anyField(t: TFunction, f: AuditFormats, key: string, before: unknown, after: unknown): string {
  const value = (v: unknown) => (typeof v === 'boolean' ? t(v ? 'audit.said.yes' : 'audit.said.no') : typeof v === 'number' ? f.number(v) : text(v));
  const field = fieldWords(key);
  if (blank(before)) return t('audit.said.fieldSet', { field, value: value(after) });
  if (blank(after)) return t('audit.said.fieldCleared', { field });
  return t('audit.said.fieldChanged', { field, before: value(before), after: value(after) });
}

/**
 * What a decision did, in the reader's words: "Approved · Put on sale", "Refused: <reason>",
 * "Refunded MX$120.00 to the buyer". Fields a decision left as they were say nothing; a field no
 * phrase knows reads "<Field> changed from … to …".
 */
export function decisionWords(entry: AuditEntry, t: TFunction, f: AuditFormats): DecisionWords {
  const keys = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])].filter(
    (key) => !(blank(entry.before[key]) && blank(entry.after[key])) && text(entry.before[key]) !== text(entry.after[key]),
  );
  const known = new Map(fieldPhrases(t, f));
  const phrases: string[] = [];
  for (const [key, phrase] of known) {
    if (!keys.includes(key)) continue;
    const words = phrase(entry.before[key], entry.after[key], entry);
    if (words) phrases.push(words);
  }
  for (const key of keys) if (!known.has(key) && key !== 'currency') phrases.push(anyField(t, f, key, entry.before[key], entry.after[key]));
  const note = entry.note.trim();
  const noteSaid = Boolean(note) && phrases.some((phrase) => phrase.includes(note));
  return { phrases, noteSaid };
}
