/** Business constants and limits of spec section 9, and the code lists of section 3. */

export const REQUEST_TIMEOUT_MS = 120_000;
export const NOTIFICATION_DURATION_MS = 3_000;
export const UNREAD_POLL_MS = 30_000;
export const BREADCRUMB_TRAILS_MAX = 30;
export const ROUTE_HISTORY_MAX = 6;
export const PHONE_MAX_LENGTH = 20;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 16;
export const BROKER_LICENCE_IMAGES_MAX = 1;
export const BROKER_AUTHORITY_CODE = '11';

/**
 * Bounds of money and quantities in requests (major units of the field's currency). Amounts carry
 * at most two decimals; stored amounts are 64-bit minor units, so every product of these fits.
 */
export const PRICE_MAX = 10_000_000;
export const AMOUNT_MAX = 1_000_000_000;
export const CONVERT_MAX = 1_000_000_000_000;
export const ORDER_TOTAL_MAX = 1_000_000_000;
export const QUANTITY_MAX = 100_000_000;

/** The longest search keyword the catalogue's lists and the order lists take (their search inputs stop there). */
export const KEYWORD_MAX_LENGTH = 100;
/** A name of goods, a brand or a factory, in each language (lists and titles show it whole). */
export const NAME_MAX_LENGTH = 120;
export const ORDER_KEYWORD_MAX_LENGTH = 60;

export const CATEGORY_ROOTS = { china: 1980, industry: 1981 } as const;
export type GoodsSource = keyof typeof CATEGORY_ROOTS;

export const CURRENCIES = ['USD', 'BRL', 'MXN', 'CNH'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';
/**
 * How many days an exchange rate may be dated before operators are told it is stale: prices in
 * another currency than the seller's are converted with it, so an old rate misprices every one.
 * A week covers a long weekend's missing fixings with room to spare.
 */
export const RATE_STALE_DAYS = 7;
/**
 * The reader's choices the page keeps in cookies for the server alone, which makes a page's html
 * in them: the strings chunks of the language, the first replies and first screens in the language
 * and currency (issue perf-web), the phone's or the desktop's site.
 */
export const READER_COOKIES = { language: 'puente-language', currency: 'puente-currency', site: 'puente-site' } as const;
export const CURRENCY_SYMBOLS: Record<Currency, string> = { USD: '$', BRL: 'R$', MXN: 'MX$', CNH: '¥' };

export const LANGUAGES = ['english', 'chinese_simplified', 'portuguese', 'spanish'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'english';

const LANGUAGE_OF_BASE: Record<string, Language> = { en: 'english', zh: 'chinese_simplified', pt: 'portuguese', es: 'spanish' };

/** The first of a reader's languages, most wanted first (`es-MX`, `pt`, `zh-TW`), that Puente speaks; null when none is. */
export function languageOfTags(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const language = LANGUAGE_OF_BASE[tag.trim().split(/[-_]/)[0]!.toLowerCase()];
    if (language) return language;
  }
  return null;
}

/** The language tags of an Accept-Language header, most wanted first (by their `q`, then as written). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
/** BCP 47 tags for the html lang attribute and Intl formatting. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  english: 'en',
  chinese_simplified: 'zh-CN',
  portuguese: 'pt-BR',
  spanish: 'es',
};
/** Each language's name written in that language, for the switchers. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  english: 'English',
  chinese_simplified: '简体中文',
  portuguese: 'Português',
  spanish: 'Español',
};

export const VISIT_MODES = ['product', 'technology', 'comprehensive'] as const;
export type VisitMode = (typeof VISIT_MODES)[number];

export const MEGA_MENU = { columns: 3, gapPx: 40 } as const;
export const BROKER_MODAL_WIDTH_PX = 640;
export const MOBILE_SIDE_MENU_WIDTH = '67%';
/** The phone's tab bar height (px): a page's own bar at the foot of the screen sits this far up. */
export const PHONE_TAB_BAR_PX = 60;
export const HEADER_FADE_RANGES: Record<'technology' | 'comprehensive', readonly [number, number]> = {
  technology: [100, 500],
  comprehensive: [300, 600],
};
/** Desktop top paddings (px): extra for header variants; the comprehensive area is fixed by a flag. */
export const HEADER_PADDING = { extraWithSecondaryBar: 40, extraCompact: 36, comprehensiveTall: 166, comprehensiveShort: 130 } as const;

export const ORDER_STATUS = {
  pendingConfirmation: 0,
  awaitingDeposit: 1,
  awaitingBalance: 2,
  awaitingCustomsConfirmation: 3,
  customsConfirmed: 4,
  completed: 5,
  settlementRequested: 6,
  settled: 7,
  cancelled: 8,
} as const;

export const AUDIT_STATUS = { underReview: '0000', passed: '1000', rejected: '2000', cancelled: '3000' } as const;

export const POLICY_DOCUMENT_TYPES = [1, 2, 3, 4, 5, 6] as const;

export const TRADE_TERMS = ['EXW', 'FOB', 'C&F', 'CIF'] as const;
export type TradeTerm = (typeof TRADE_TERMS)[number];

export const QUANTITY_UNITS = [
  'container20ft',
  'container40ft',
  'container40hq',
  'pieces',
  'bags',
  'boxes',
  'feet',
  'metres',
  'currencyPair',
  'ream',
  'roll',
  'set',
  'squareMetres',
  'squareFeet',
  'tonnes',
  'shipYards',
  'other',
] as const;

export const GOODS_SORTS = ['relevant', 'newest', 'hottest', 'priceAsc', 'priceDesc', 'weight'] as const;
export const REQUIREMENT_SORTS = ['relevant', 'newest', 'hottest', 'deliveryNearest', 'deliveryFarthest', 'quantityAsc', 'quantityDesc', 'weight'] as const;

export const PERMISSIONS = {
  requirementRelease: 'procurementRequirements:release',
  requirementCentre: 'procurementRequirements:center',
} as const;

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Countries a member can register (and send an enquiry) from: the CELAC states and China. */
export const MEMBER_COUNTRIES = [
  'AG',
  'AR',
  'BS',
  'BB',
  'BZ',
  'BO',
  'BR',
  'CL',
  'CO',
  'CR',
  'CU',
  'DM',
  'DO',
  'EC',
  'SV',
  'GD',
  'GT',
  'GY',
  'HT',
  'HN',
  'JM',
  'MX',
  'NI',
  'PA',
  'PY',
  'PE',
  'KN',
  'LC',
  'VC',
  'SR',
  'TT',
  'UY',
  'VE',
  'CN',
] as const;
