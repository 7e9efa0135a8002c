export type { LocaleStrings } from './completeness';
export { addTranslations, i18n, messageIn, sharedStringsReady, syncDocumentLanguage } from './i18n';
export { prepareFormats, useFormatters } from './use-formatters';
