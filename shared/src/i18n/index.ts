export type { LocaleStrings } from './completeness';
export { addTranslations, i18n, messageIn, sharedStringsReady, syncDocumentLanguage } from './i18n';
export { loadOrderWords, useOrderWords, withOrderWords } from './order-words';
export { prepareFormats, useFormatters } from './use-formatters';
