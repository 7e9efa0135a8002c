import type { Language } from '../constants';
import { chinese_simplified } from './chinese_simplified';
import { english, type MessageKey } from './english';
import { portuguese } from './portuguese';
import { spanish } from './spanish';

export type { MessageKey };
export { issueMessage } from '../issues';
export type { IssueMessage, SchemaIssue } from '../issues';
// The order's words (its nodes, stages and events), every language at once, as the API names them in messages.
export { ORDER_SIDE_EVENTS, ORDER_WORDS, orderEventLocalised, orderWordsLocalised } from '../order-words';
export type { OrderEventName, OrderSideEvent, OrderWords } from '../order-words';

/**
 * @puente/shared/messages — messages that both sides show: validation failures and the API's business errors, one file per
 * language. The API answers with the text in the caller's `showLanguage`; pages load only their
 * reader's language into i18n's `messages` namespace. Keys are stable; texts may change.
 */
export const MESSAGES: Record<Language, Record<MessageKey, string>> = { english, chinese_simplified, portuguese, spanish };

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(english, value);
}

/** The message in the given language, with `{{name}}` placeholders filled. */
export function message(key: MessageKey, language: Language, params: Record<string, string | number> = {}): string {
  const text: string = MESSAGES[language][key] ?? english[key];
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
