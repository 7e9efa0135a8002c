export { commonResources } from './common';
export { missingTranslations } from './completeness';
export type { LocaleStrings } from './completeness';
export { addTranslations, i18n, syncDocumentLanguage } from './i18n';
export { unitWordProblems } from './unit-words';
export { useFormatters } from './use-formatters';
