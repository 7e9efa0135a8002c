/**
 * @puente/shared/contract — the server-safe half of the platform contract (no React, no DOM):
 * calls with their zod schemas, result codes, validators, constants, routes, events, money and
 * dates. The API imports this and `@puente/shared/messages` (every language's messages); pages
 * load their reader's language of the messages only (../locales).
 */ export { CONTRACT_VERSION, contractMajor, contractRefusal, isContractCompatible } from './version';
export {
  AMOUNT_MAX,
  AUDIT_STATUS,
  BREADCRUMB_TRAILS_MAX,
  BROKER_AUTHORITY_CODE,
  BROKER_LICENCE_IMAGES_MAX,
  BROKER_MODAL_WIDTH_PX,
  CATEGORY_ROOTS,
  CONVERT_MAX,
  CURRENCIES,
  CURRENCY_SYMBOLS,
  DEFAULT_CURRENCY,
  acceptedLanguages,
  DEFAULT_LANGUAGE,
  GOODS_SORTS,
  HEADER_FADE_RANGES,
  HEADER_PADDING,
  KEYWORD_MAX_LENGTH,
  isCurrency,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  LANGUAGES,
  languageOfTags,
  MEGA_MENU,
  MEMBER_COUNTRIES,
  MOBILE_SIDE_MENU_WIDTH,
  PHONE_TAB_BAR_PX,
  READER_COOKIES,
  NAME_MAX_LENGTH,
  NOTIFICATION_DURATION_MS,
  ORDER_KEYWORD_MAX_LENGTH,
  ORDER_STATUS,
  ORDER_TOTAL_MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERMISSIONS,
  PHONE_MAX_LENGTH,
  POLICY_DOCUMENT_TYPES,
  PRICE_MAX,
  QUANTITY_MAX,
  QUANTITY_UNITS,
  RATE_STALE_DAYS,
  REQUEST_TIMEOUT_MS,
  REQUIREMENT_SORTS,
  ROUTE_HISTORY_MAX,
  TRADE_TERMS,
  UNREAD_POLL_MS,
  VISIT_MODES,
} from './constants';
export type { Currency, GoodsSource, Language, TradeTerm, VisitMode } from './constants';
export {
  CHINA_PORTS,
  CONTAINER_CAPACITY,
  countryOfPort,
  DESTINATION_PORT_CODES,
  DESTINATION_PORTS,
  FREIGHT_LEG_UNITS,
  FREIGHT_LEGS,
  FREIGHT_STALE_DAYS,
  FREIGHT_UNITS,
  freightLaneProblem,
  freightLanes,
  isChinaPort,
  isDestinationCountry,
} from './ports';
export type { ChinaPortCode, DestinationCountry, FreightLane, FreightLeg, FreightUnit } from './ports';
export {
  cm3Of,
  EXPORT_PORTS,
  formatHsCode,
  GoodsShippingSchema,
  gramsOf,
  kgOf,
  LOCODE_PATTERN,
  m3Of,
  mayShipFrom,
  parseHsCode,
  perUnit,
  portName,
  SHIPPING_LIMITS,
  ShippingInputSchema,
  shippingPortsFor,
} from './goods-shipping';
export type { GoodsShipping, ShippingInput, ShippingPort } from './goods-shipping';
export { CART_INVALID_GOODS_CODE, EnvelopeSchema, GOODS_NOT_ON_SALE_CODE, RESULT } from './envelope';
export type { Envelope } from './envelope';
export type { MessageKey } from './messages';
export type { IssueMessage, SchemaIssue } from './issues';
export {
  BROKER_TYPES,
  isEmpty,
  NewPasswordSchema,
  PasswordSchema,
  PhoneSchema,
  toNumber,
  validateBrokerApplication,
  validateNewPassword,
  validatePassword,
  validatePhone,
} from './validators';
export type { BrokerApplication, BrokerType } from './validators';
export { currencySymbol, CURRENCY_LOCALES, formatMoney, fromMinorUnits, toMinorUnits } from './money';
export { formatNumber, READER_LOCALES, readNumber, writeNumber } from './numbers';
export { formatDate, formatDateTime, fromUnixSeconds, today, toUnixSeconds } from './dates';
export {
  activeRouteTable,
  AREAS,
  declareRoutes,
  findDesktopRoute,
  findMobileRoute,
  findRoute,
  isAreaActive,
  isDeclaredArea,
  LANDING_PAGES,
  MOBILE_ROUTES,
  redirectLocation,
  REDIRECTS,
  REMOTE_AREAS,
  REMOTE_NAMES,
  resolveRedirect,
  ROUTES,
  routesOfArea,
  setRouteTable,
} from './routes';
export type { DeclaredRoute, MobileRouteEntry, RouteTable } from './routes';
export { MOBILE_REDIRECTS } from './mobile-routes';
export type { MobileCatalogueRoute, MobileRouteNameIn } from './mobile-routes';
export type { Area, CatalogueRoute, RemoteArea, RouteEntry, RouteName, RouteNameIn, RouteNameOf, RoutePath } from './routes';
export { href, isRoute, isRouteName } from './href';
export type { HrefArgs, QueryParams, QueryValue, RouteQueries, RouteQuery } from './href';
export { hasAnyPermission, hasPermission, isBroker } from './roles';
export { canCancel, canRequestAfterSales, nextStep, ORDER_NODES, ORDER_PATHS, ORDER_STAGES, orderStage, orderStageName, stageName, stageNodes } from './order-machine';
export type { OrderAction, OrderNode, OrderRole, OrderStage, OrderStageName, OrderStep } from './order-machine';
export { createEventBus } from './events';
export type { EventBus, PuenteEventName, PuenteEvents } from './events';
export * as calls from './calls';
export { callKey, INVALIDATES, staleAfter } from './cache';
export { desktopHomeCalls, FIRST_SCREEN_ELEMENT_ID, phoneHomeCalls, productPageCall, siteLandingCalls } from './first-calls';
export type { FirstCall } from './first-calls';
export { GOODS_PAGE_SIZE, goodsListRequest, parseGoodsSearch } from './goods-search';
export { HREFLANG, inLanguage, LANGUAGE_CODES, LANGUAGE_PARAM, languageAlternates, languageOfSearch, OG_LOCALES } from './language-urls';
export type { GoodsSearch, GoodsSort } from './goods-search';
export { NEWS_PAGE_SIZE, newsListRequest, parseNewsSearch, POLICY_COLUMNS_VAR, SITE_ARTICLE_COLUMNS, siteArticlesRequest } from './news-search';
export type { NewsSearch, SiteArticleColumn } from './news-search';
export { BROKERS_PAGE_SIZE, brokerListRequest, parseBrokerSearch } from './broker-search';
export type { BrokerSearch } from './broker-search';
export { countryGoodsRequest, isPavilionCode, PAVILION_FEATURED, pavilionCodeOf, pavilionPageOf } from './pavilion-address';
export {
  parseRequirementSearch,
  parseTechnologySearch,
  requirementListRequest,
  REQUIREMENTS_PAGE_SIZE,
  TECHNOLOGY_PAGE_SIZE,
  TECHNOLOGY_TYPES,
  technologyRequirementsRequest,
} from './requirement-search';
export type { RequirementKindFilter, RequirementSearch, RequirementSort, TechnologySearch, TechnologyType } from './requirement-search';
export { BRANDS_PAGE_SIZE, brandListRequest, parseBrandSearch } from './brand-search';
export type { BrandSearch } from './brand-search';
// The order's words come one language at a time to pages that show orders (shared/src/i18n/order-words.ts), all at once
// to the API (`@puente/shared/messages`): no page's first download carries them.
export type { OrderEventName, OrderSideEvent, OrderWords } from './order-words/words';
export { BUYER_LANGUAGES, eachLanguage, localised, missingBuyerLanguages, pickLocalised } from './text-languages';
export type { BuyerLanguage, Localised, PartialLocalised, TextSource } from './text-languages';
export type { CallKey } from './cache';
export {
  amountSchema,
  daySchema,
  hasAtMostTwoDecimals,
  isCalendarDay,
  PageRequestSchema,
  percentSchema,
  PreferenceFieldsSchema,
  defineCall,
  quantitySchema,
  todayFor,
} from './calls/define';
export type {
  CallAuth,
  CallDefinition,
  CallReply,
  CallRequest,
  CategoryNode,
  Enquiry,
  EnquiryService,
  EnquiryStatus,
  GoodsDetails,
  GoodsSummary,
  LocalisedInput,
  Price,
  KeywordHelp,
  SearchHelp,
  SellerGoods,
  SitePage,
  SitePageGroup,
  SitePageSummary,
  TranslationPlan,
  User,
} from './calls';
