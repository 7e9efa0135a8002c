/**
 * @puente/shared/testing — what the apps' tests share: checks over their strings, and a remote's jest kit
 * (a stand-in API, the page render, field helpers). Never part of a page: no
 * build shares or bundles it.
 */
import type { Language } from '../contract';
import { chinese_simplified } from '../i18n/common/chinese_simplified';
import { english } from '../i18n/common/english';
import { portuguese } from '../i18n/common/portuguese';
import { spanish } from '../i18n/common/spanish';

/** The `common` strings of every language at once (a page loads only its reader's, ./locales). */
export const commonResources: Record<Language, Record<string, unknown>> = { english, chinese_simplified, portuguese, spanish };
export { missingTranslations } from '../i18n/completeness';
export { unitWordProblems } from '../i18n/unit-words';
export { areaTestKit, fieldErrorMap, fieldErrors, fill, MEMBER, NUMBER_READERS, renderPage, typeAndLeave, valueOf, type Sent } from './area-kit';
export { chineseGoodsFixture, quotationFixture, type QuotationRecord } from './fixtures';
