export type { LocaleStrings } from './completeness';
export { addTranslations, i18n, messageIn, sharedStringsReady, syncDocumentLanguage } from './i18n';
export { loadOrderWords, orderWord, useOrderWords, withOrderWords } from './order-words';
export { prepareFormats, useFormatters } from './use-formatters';
