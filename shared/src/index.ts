/**
 * @puente/shared — the platform contract and the browser pieces every app shares. Federated
 * as a singleton: the store, the event bus, the i18n instance and the API client exist once
 * on the page. Apps import from here only; the API imports `@puente/shared/contract`.
 */
// The server-safe contract is part of this surface, so that browser code has one import. Its messages
// come per language, through i18n's `messages` namespace (messageIn).
export * from './contract';
export { api, ApiError, createApiClient } from './client';
export type { ApiClient, ApiFailureKind, ApiReply, CallOptions } from './client';
export { puenteEvents } from './events';
export {
  breadcrumbsAtom,
  brokerDialogOpenAtom,
  routeHistoryAtom,
  clearSession,
  currencyAtom,
  deviceAtom,
  isPhoneAtom,
  routeCatalogueAtom,
  isBrokerAtom,
  isSignedInAtom,
  languageAtom,
  permissionsAtom,
  puenteStore,
  searchKeywordAtom,
  shareWithServer,
  STORAGE_KEYS,
  tokenAtom,
  userAtom,
  visitModeAtom,
} from './store';
export type { PuenteStore } from './store';
export {
  addTranslations,
  i18n,
  loadOrderWords,
  messageIn,
  orderWord,
  prepareFormats,
  sharedStringsReady,
  syncDocumentLanguage,
  useFormatters,
  useOrderWords,
  withOrderWords,
} from './i18n';
export type { LocaleStrings } from './i18n';
export { invalidateCalls, queryClient, useApiMutation, useApiQuery, useDataQuery } from './query';
export type { ApiMutation, ApiMutationOptions, ApiQueryOptions, CallState } from './query';
export { AREA_OUTLET_ID, areaElement } from './lifecycle/outlet';
export { AreaBoundary } from './lifecycle/area-boundary';
export { recordRuntime } from './lifecycle/diagnostics';
export { createAreaLifecycles } from './lifecycle/create-area-lifecycles';
export type { AreaAppOptions, AreaLifecycles } from './lifecycle/create-area-lifecycles';
export * from './ui';
export { BrowserRouter, Link, Navigate, NavLink, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from './router';
export type { Location, NavigateFunction } from './router';
export { EMPTY_TRAILS, headerSolidity, openPage, trailKeyOf, visit, withTrail } from './navigation';
export type { Crumb, HistoryEntry, TrailStore } from './navigation';
