export { CALL_ROLES, defineCall, PageRequestSchema, PreferenceFieldsSchema, roleOf, sessionOf } from './define';
export type { CallAuth, CallDefinition, CallReply, CallRequest, CallRole, RolePolicy } from './define';
export {
  getUserInfo,
  getUserRole,
  improveInfoForReg,
  loginByPhone,
  loginByUsername,
  logout,
  register,
  sendSmsCode,
  SMS_CODE_TYPES,
  updatePasswordByPhoneCode,
  UserSchema,
} from './auth';
export type { User } from './auth';
export {
  CarouselImageSchema,
  CategoryNodeSchema,
  getAllCategoryTypes,
  listCarouselImages,
  listSiteColumns,
  listSiteVars,
  platformStatus,
  SITE_IDS,
  SiteColumnSchema,
} from './site';
export type { CategoryNode } from './site';
export {
  BrandSchema,
  brandDetails,
  currencyConvert,
  deleteBrand,
  deleteFactoryInspection,
  deleteGoods,
  factoryInspectionDetails,
  getAllChildCategoryTypes,
  GoodsDetailsSchema,
  goodsDetails,
  goodsHsCodes,
  GoodsSummarySchema,
  hotGoods,
  isItAllowedPublish,
  listAttributes,
  listBrands,
  listBrandsForGoodsEdit,
  listCategories,
  listFactoryInspections,
  listGoods,
  myGoodsDetails,
  myGoodsList,
  nationalPavilionGoods,
  saveBrand,
  saveFactoryInspection,
  saveGoods,
  SearchHelpSchema,
  SellerGoodsSchema,
  similarGoods,
  suggestGoods,
  updateBrandPutaway,
  updateGoodsPutaway,
  uploadFile,
} from './catalogue';
export type { GoodsDetails, GoodsSummary, SearchHelp, SellerGoods } from './catalogue';
export { IdSchema, LocalisedInputSchema, LocalisedNameSchema, PriceSchema } from './common';
export type { LocalisedInput, Price, TranslationPlan } from './common';
export {
  applyForBroker,
  brokerDetails,
  BrokerSchema,
  BusinessInformationSchema,
  checkPavilionCountryCode,
  COMPLAINT_TYPES,
  getBusinessInformation,
  KeywordHelpSchema,
  listCelebrityBrokers,
  listNews,
  listPavilions,
  listRequirements,
  myRequirements,
  NEED_TYPES,
  newsDetails,
  OUTPUT_TYPES,
  PavilionSchema,
  policyDocument,
  requirementDetails,
  requirementHome,
  RequirementSchema,
  saveBusinessInformation,
  saveComplaint,
  savePersonalInformation,
  saveRequirement,
  sendBrokerMail,
  withdrawRequirement,
} from './community';
export type { KeywordHelp } from './community';
export * as trade from './trade';
export * as operator from './operator';
export { ENQUIRY_COUNTRIES, ENQUIRY_LIMITS, ENQUIRY_SERVICES, ENQUIRY_STATUSES, enquiryReference, EnquirySchema, listMyEnquiries, sendEnquiry } from './enquiries';
export type { Enquiry, EnquiryService, EnquiryStatus } from './enquiries';
export {
  isSitePageSlug,
  listSitePages,
  SITE_PAGE_GROUPS,
  sitePagesRequest,
  SitePageFactSchema,
  SitePageSchema,
  SitePageSectionSchema,
  SitePageSummarySchema,
  sitePageDetails,
} from './pages';
export type { SitePage, SitePageGroup, SitePageSummary } from './pages';
