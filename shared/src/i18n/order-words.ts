import { useAtomValue } from 'jotai';
import { use } from 'react';
import type { Language } from '../contract';
import type { OrderWords } from '../contract/order-words/words';
import { languageAtom } from '../store/atoms';
import { puenteStore } from '../store/store';

/**
 * The order's words (shared/src/contract/order-words), one language a chunk: only pages that show
 * orders download them, and only in their reader's language, so no page's first load carries them.
 */
// Unnamed chunks: every page's runtime lists the chunks it may load, and a name would lengthen that list.
const LOADERS: Record<Language, () => Promise<OrderWords>> = {
  english: () => import('../contract/order-words/english').then((module) => module.english),
  chinese_simplified: () => import('../contract/order-words/chinese_simplified').then((module) => module.chinese_simplified),
  portuguese: () => import('../contract/order-words/portuguese').then((module) => module.portuguese),
  spanish: () => import('../contract/order-words/spanish').then((module) => module.spanish),
};

const loaded = new Map<Language, OrderWords>();
const loading = new Map<Language, Promise<OrderWords>>();

/** Adds one language's order words at once (tests add every language this way, up front). */
export function addOrderWords(language: Language, words: OrderWords): void {
  loaded.set(language, words);
  loading.set(language, Promise.resolve(words));
}

/** Downloads one language's order words (once; the reader's by default) and keeps them. */
export function loadOrderWords(language: Language = puenteStore.get(languageAtom)): Promise<OrderWords> {
  let pending = loading.get(language);
  if (!pending) {
    pending = LOADERS[language]().then((words) => {
      loaded.set(language, words);
      return words;
    });
    // A failed download is tried again by the next page that asks.
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/**
 * `load`, with the reader's order words downloaded beside it: a page that shows orders (`lazyPage`)
 * or an area's strings then arrive with the words, and nothing waits for them afterwards.
 */
export function withOrderWords<T>(load: Promise<T>, language?: Language): Promise<T> {
  return Promise.all([load, loadOrderWords(language)]).then(([value]) => value);
}

/**
 * The word for a node or an event a reply sends as any string (`orderWord(words.event, action)`);
 * one the words do not know reads as its name rather than nothing.
 */
export function orderWord(words: Readonly<Record<string, string>>, key: string): string {
  return Object.prototype.hasOwnProperty.call(words, key) ? words[key]! : key;
}

/** The reader's order words; a component that reads them waits (Suspense) until they have arrived. */
export function useOrderWords(): OrderWords {
  const language = useAtomValue(languageAtom);
  return loaded.get(language) ?? use(loadOrderWords(language));
}
