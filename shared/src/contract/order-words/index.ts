import { type Language } from '../constants';
import { eachLanguage, type Localised } from '../text-languages';
import { chinese_simplified } from './chinese_simplified';
import { english } from './english';
import { portuguese } from './portuguese';
import { spanish } from './spanish';
import type { OrderEventName, OrderWords, OrderWordsByLanguage } from './words';

export { ORDER_SIDE_EVENTS, stepEvents } from './words';
export type { OrderEventName, OrderSideEvent, OrderWords, OrderWordsByLanguage } from './words';

/**
 * Every language's order words, for the API (its messages name an order's events in each
 * recipient's language). Pages load only their reader's language (shared/src/i18n/order-words.ts).
 */
export const ORDER_WORDS: OrderWordsByLanguage = { english, chinese_simplified, portuguese, spanish };

/** One order word in every language: `orderWordsLocalised((words) => words.stage.payDeposit)`. */
export function orderWordsLocalised(pick: (words: OrderWords, language: Language) => string): Localised {
  return eachLanguage((language) => pick(ORDER_WORDS[language], language));
}

/** What a timeline line or a message calls an event, in every language. */
export function orderEventLocalised(event: OrderEventName): Localised {
  return orderWordsLocalised((words) => words.event[event]);
}
