import type { Language } from './constants';

/**
 * The one locale each reader language formats plain numbers and dates with. A bare language tag
 * would leave the region to the browser, so the same Spanish page could group 1234 as "1234" (Spain
 * groups only from five digits) or "1,234"; each language is pinned to the market Puente serves
 * in it: Spanish to Mexico, Portuguese to Brazil, Chinese to mainland China, English to the US.
 * Money is not formatted with these: see CURRENCY_LOCALES.
 */
export const READER_LOCALES: Record<Language, string> = {
  english: 'en-US',
  chinese_simplified: 'zh-CN',
  portuguese: 'pt-BR',
  spanish: 'es-MX',
};

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A quantity or count as the reader's language writes it ("1,234.5" in Spanish, "1.234,5" in Portuguese). */
export function formatNumber(value: number | string | null | undefined, language: Language = 'english'): string {
  const n = typeof value === 'number' ? value : Number(value ?? 0);
  const locale = READER_LOCALES[language] ?? READER_LOCALES.english;
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 })));
  return format.format(Number.isFinite(n) ? n : 0);
}

const separatorCache = new Map<Language, { group: string; decimal: string }>();

/** The reader's language's grouping and decimal marks ("." and "," in Portuguese). */
function separatorsOf(language: Language): { group: string; decimal: string } {
  let marks = separatorCache.get(language);
  if (!marks) {
    const parts = new Intl.NumberFormat(READER_LOCALES[language] ?? READER_LOCALES.english).formatToParts(12345.6);
    marks = { group: parts.find((p) => p.type === 'group')?.value ?? ',', decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.' };
    separatorCache.set(language, marks);
  }
  return marks;
}

/**
 * A number as a person typed it, read in their language's format: "1.000" is a thousand in
 * Portuguese and "50.000,00" fifty thousand; "1,000" a thousand in Spanish (Mexico) and English.
 * Typed the other way it is still understood: with both marks the last is the decimal one
 * ("1,234.5", "1.234,5"); with one, it groups only where it groups thousands ("1.5" in Portuguese
 * is one and a half). Spaces and the group marks' spaces are ignored. Null when it is not a number.
 */
export function readNumber(text: string, language: Language = 'english'): number | null {
  const typed = text.replace(/[\s\u00a0\u202f']/g, '');
  const match = /^([-+]?)([\d.,]+)$/.exec(typed);
  if (!match || !/\d/.test(match[2]!)) return null;
  const sign = match[1] === '-' ? -1 : 1;
  const body = match[2]!;
  const dot = body.lastIndexOf('.');
  const comma = body.lastIndexOf(',');
  let decimal: string | null = null;
  let group = ',';
  if (dot >= 0 && comma >= 0) {
    decimal = dot > comma ? '.' : ',';
    group = dot > comma ? ',' : '.';
  } else if (dot >= 0 || comma >= 0) {
    const mark = dot >= 0 ? '.' : ',';
    const groupsThousands = new RegExp(`^\\d{1,3}(\\${mark}\\d{3})+$`).test(body);
    const isReadersGroup = mark === separatorsOf(language).group;
    // The reader's group mark grouping thousands, or any mark repeated, groups; otherwise it is the decimal mark.
    if ((isReadersGroup && groupsThousands) || body.split(mark).length > 2) group = mark;
    else [decimal, group] = [mark, mark === '.' ? ',' : '.'];
  }
  const [whole, fraction, extra] = body.split(decimal ?? '\u0000');
  if (extra !== undefined) return null;
  if (whole!.includes(group) && !new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`).test(whole!)) return null;
  const digits = `${whole!.split(group).join('') || '0'}${fraction !== undefined ? `.${fraction}` : ''}`;
  if (!/^\d+(\.\d+)?$/.test(digits)) return null;
  return sign * Number(digits);
}

/** A number as a form field shows it back to the reader ("1.000" in Portuguese, "1,000" in Spanish), up to `decimals` places. */
export function writeNumber(value: number, language: Language = 'english', decimals = 3): string {
  return new Intl.NumberFormat(READER_LOCALES[language] ?? READER_LOCALES.english, { maximumFractionDigits: decimals }).format(value);
}
