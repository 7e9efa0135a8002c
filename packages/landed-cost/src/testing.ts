/* Jest only: estimates as the API gives them, and the estimate's strings in every language. */
import { addTranslations } from '@puente/shared';
import { chinese_simplified } from './locales/chinese_simplified';
import { english } from './locales/english';
import { portuguese } from './locales/portuguese';
import { spanish } from './locales/spanish';
import { LANDED_NAMESPACE } from './landed-strings';

export { BR_ESTIMATE, MX_ESTIMATE } from './estimate-fixtures';

/** The estimate's strings in every language (a page downloads only its reader's). */
export const landedTranslations = { english, chinese_simplified, portuguese, spanish };
/** Adds them all to the shared i18n instance, as a test's page would find them downloaded. */
export const addLandedStrings = () => addTranslations(LANDED_NAMESPACE, landedTranslations);
