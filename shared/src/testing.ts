/**
 * @puente/shared/testing — checks the apps' tests run over their strings. Never part of a page: no
 * build shares or bundles it.
 */
import type { Language } from './contract';
import { chinese_simplified } from './i18n/common/chinese_simplified';
import { english } from './i18n/common/english';
import { portuguese } from './i18n/common/portuguese';
import { spanish } from './i18n/common/spanish';

/** The `common` strings of every language at once (a page loads only its reader's, ./locales). */
export const commonResources: Record<Language, Record<string, unknown>> = { english, chinese_simplified, portuguese, spanish };
export { missingTranslations } from './i18n/completeness';
export { unitWordProblems } from './i18n/unit-words';
