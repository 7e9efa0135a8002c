import { addTranslations } from '@puente/shared';
import { areaTestKit } from '@puente/shared/testing';
import { translations } from '../i18n';
import { chinese_simplified } from './landed-cost/locales/chinese_simplified';
import { english } from './landed-cost/locales/english';
import { portuguese } from './landed-cost/locales/portuguese';
import { spanish } from './landed-cost/locales/spanish';

/** Jest only: the product area's kit over the shared one (lint keeps features from reaching `src/` by `../../`). */

export { fieldErrorMap as fieldErrors, NUMBER_READERS, quotationFixture, renderPage } from '@puente/shared/testing';
/** Adds the product area's strings to the shared i18n instance; `fakeApi` answers the API client by path. */
export const { addStrings: addProductStrings, fakeApi } = areaTestKit('product', translations);

/** The landed-cost estimate's strings in every language (a page downloads only its reader's). */
export const landedTranslations = { english, chinese_simplified, portuguese, spanish };
export const addLandedStrings = () => addTranslations('landed', landedTranslations);
