import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Text in the four languages, stored as jsonb. */
export type Localised = { english: string; chinese_simplified: string; portuguese: string; spanish: string };

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, T | string, T | string>;

export interface UsersTable {
  id: Generated<number>;
  phone: string;
  username: string | null;
  password_hash: string;
  nickname: string;
  head: string;
  authority: Generated<string>;
  role: 'buyer' | 'seller' | null;
  country_code: string | null;
  company_name: string | null;
  info_complete: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Date | string;
  revoked_at: Date | string | null;
}

export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  type: number;
  code_hash: string;
  attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: Date | string;
  used_at: Date | string | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: Date | string;
  count: number;
}

export interface RolePermissionsTable {
  role: string;
  percode: string;
}

export interface SiteVarsTable {
  id: Generated<number>;
  siteid: number;
  name: string;
  value: string;
  translations: Json<Localised | null>;
}

export interface SiteColumnsTable {
  id: Generated<number>;
  siteid: number;
  name: Json<Localised>;
  summary: Json<Localised>;
  sort: number;
}

export interface CarouselImagesTable {
  id: Generated<number>;
  siteid: number;
  title: Json<Localised>;
  subtitle: Json<Localised>;
  image_url: string;
  link: string;
  sort: number;
}

export interface GoodsTypesTable {
  id: number;
  parent_id: number | null;
  root: number;
  title: Json<Localised>;
  sort: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  rate_limits: RateLimitsTable;
  role_permissions: RolePermissionsTable;
  site_vars: SiteVarsTable;
  site_columns: SiteColumnsTable;
  carousel_images: CarouselImagesTable;
  goods_types: GoodsTypesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
