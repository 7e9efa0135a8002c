export { defineCall, PageRequestSchema, PreferenceFieldsSchema } from './define';
export type { CallAuth, CallDefinition, CallReply, CallRequest } from './define';
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
  SITE_IDS,
  SiteColumnSchema,
} from './site';
export type { CategoryNode } from './site';
