export {
  breadcrumbsAtom,
  brokerDialogOpenAtom,
  routeHistoryAtom,
  currencyAtom,
  deviceAtom,
  isPhoneAtom,
  routeCatalogueAtom,
  isBrokerAtom,
  isSignedInAtom,
  languageAtom,
  permissionsAtom,
  searchKeywordAtom,
  STORAGE_KEYS,
  tokenAtom,
  userAtom,
  visitModeAtom,
} from './atoms';
export { shareWithServer } from './reader-cookies';
export { clearSession, puenteStore } from './store';
export type { PuenteStore } from './store';
