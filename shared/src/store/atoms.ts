import { atom, type WritableAtom } from 'jotai';
import {
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  isBroker,
  isCurrency,
  isLanguage,
  languageOfSearch,
  languageOfTags,
  VISIT_MODES,
  type Currency,
  type Language,
  type User,
  type VisitMode,
} from '../contract';
import type { Crumb, HistoryEntry } from '../navigation';
import { readStored, writeStored } from './storage';

/** Storage keys of spec section 3: the token, `selectedCurrency`, and the language under `to`. */
export const STORAGE_KEYS = { token: 'token', currency: 'selectedCurrency', language: 'to', visitMode: 'visitMode', site: 'puente.site' } as const;

function storedAtom<T>(
  kind: 'local' | 'session',
  key: string,
  parse: (raw: string | null) => T,
  serialise: (value: T) => string | null,
  debugLabel: string,
): WritableAtom<T, [T], void> {
  const base = atom(parse(readStored(kind, key)));
  const stored = atom(
    (get) => get(base),
    (_get, set, value: T) => {
      set(base, value);
      writeStored(kind, key, serialise(value));
    },
  );
  base.debugPrivate = true;
  stored.debugLabel = debugLabel;
  return stored;
}

export const tokenAtom = storedAtom<string | null>(
  'local',
  STORAGE_KEYS.token,
  (raw) => raw || null,
  (v) => v,
  'tokenAtom',
);

/** The signed-in user, fetched when a token exists. */
export const userAtom = atom<User | null>(null);
userAtom.debugLabel = 'userAtom';

/** Permission codes; null until they have loaded (entries gated by them stay hidden until then). */
export const permissionsAtom = atom<string[] | null>(null);
permissionsAtom.debugLabel = 'permissionsAtom';

/** A saved currency is taken only if it is one of the supported codes. */
export const currencyAtom = storedAtom<Currency>(
  'local',
  STORAGE_KEYS.currency,
  (raw) => (isCurrency(raw) ? raw : DEFAULT_CURRENCY),
  (v) => v,
  'currencyAtom',
);

/** A first visit's language: the browser's first that Puente speaks (as the server reads Accept-Language), else English. */
const browserLanguage = (): Language => (typeof navigator === 'undefined' ? null : languageOfTags(navigator.languages ?? [navigator.language])) ?? DEFAULT_LANGUAGE;

/** The language the page's address names (`?lang=es`, ADR 009): a link in a language opens the page in it. */
const addressLanguage = (): Language | null => (typeof location === 'undefined' ? null : languageOfSearch(location.search));

/** The address's language, else the reader's choice, else the browser's. An address's language becomes the reader's choice. */
export const languageAtom = storedAtom<Language>(
  'local',
  STORAGE_KEYS.language,
  (raw) => addressLanguage() ?? (isLanguage(raw) ? raw : browserLanguage()),
  (v) => v,
  'languageAtom',
);
const named = addressLanguage();
if (named) writeStored('local', STORAGE_KEYS.language, named);

/** The visit mode is kept for the session (spec section 1). */
export const visitModeAtom = storedAtom<VisitMode>(
  'session',
  STORAGE_KEYS.visitMode,
  (raw) => ((VISIT_MODES as readonly string[]).includes(raw ?? '') ? (raw as VisitMode) : 'product'),
  (v) => v,
  'visitModeAtom',
);

/** The search keyword shared by the header's search box and the classification page. */
export const searchKeywordAtom = atom('');
searchKeywordAtom.debugLabel = 'searchKeywordAtom';

/** Desktop or mobile, decided once at start-up by the shell's device check. */
export const deviceAtom = atom<'desktop' | 'mobile'>('desktop');
/**
 * The route catalogue's run-time state: `version` grows when a remote declares its routes, and
 * `settled` is false while the shell is still reading the registry (a path may yet belong to a
 * declared area, so it is not "not found" until then).
 */
export const routeCatalogueAtom = atom({ version: 0, settled: true });
routeCatalogueAtom.debugLabel = 'routeCatalogueAtom';
deviceAtom.debugLabel = 'deviceAtom';
/** True on a phone: pages keep their foot bars above the tab bar and shape themselves for one column. */
export const isPhoneAtom = atom((get) => get(deviceAtom) === 'mobile');
isPhoneAtom.debugLabel = 'isPhoneAtom';

export const isSignedInAtom = atom((get) => get(tokenAtom) !== null);
isSignedInAtom.debugLabel = 'isSignedInAtom';

export const isBrokerAtom = atom((get) => isBroker(get(userAtom)));
isBrokerAtom.debugLabel = 'isBrokerAtom';

function parseJson<T>(raw: string | null, fallback: T): T {
  try {
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

/** The recent-page history (spec section 2), kept for the session. */
export const routeHistoryAtom = storedAtom<HistoryEntry[]>(
  'session',
  'puente.history',
  (raw) => parseJson(raw, []),
  (v) => JSON.stringify(v),
  'routeHistoryAtom',
);

/** The breadcrumb trail of the current page and its key (the `bc` query parameter). */
export const breadcrumbsAtom = atom<{ key: string | null; trail: Crumb[] }>({ key: null, trail: [] });
breadcrumbsAtom.debugLabel = 'breadcrumbsAtom';

/** The broker application dialog, opened from the menus of any area. */
export const brokerDialogOpenAtom = atom(false);
brokerDialogOpenAtom.debugLabel = 'brokerDialogOpenAtom';
