import type { Localised, PartialLocalised } from '@puente/shared/contract';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

// Text in every language (`Localised`, stored as jsonb) and text written in some of them: the contract's types.
export type { Localised, PartialLocalised };

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
  role: 'buyer' | 'seller' | 'operator' | null;
  country_code: string | null;
  company_name: string | null;
  info_complete: Generated<boolean>;
  email: Generated<string>;
  business: Json<Record<string, string> | null> | null;
  /** The company's name in each language, used while company_name is its English. */
  company_translations: Json<Localised | null> | null;
  /** Set by an operator: the account cannot sign in and its sessions have ended. */
  disabled_at: Date | string | null;
  disabled_reason: Generated<string>;
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

/** The languages of a text that a translation service wrote, by field. */
export type MachineTranslated = { name?: string[]; description?: string[] };

export interface OperatorActionsTable {
  id: Generated<number>;
  operator_id: number | null;
  action: string;
  subject_kind: string;
  subject_id: number;
  before: Json<Record<string, unknown>>;
  after: Json<Record<string, unknown>>;
  note: Generated<string>;
  created_at: Generated<Date | string>;
}

export interface ExchangeRateHistoryTable {
  id: Generated<number>;
  currency: string;
  per_usd: ColumnType<string, string | number, string | number>;
  as_of: ColumnType<string, string, string>;
  source: string;
  operator_id: number | null;
  created_at: Generated<Date | string>;
}

/** The freight table (migration 0022): insert-only, the latest row of a line is its current figure. */
export interface FreightRatesTable {
  id: Generated<number>;
  leg: 'haulage' | 'clearance' | 'ocean';
  origin_port: string;
  destination_port: string | null;
  unit: '20ft' | '40ft' | '40hq' | 'lcl_m3' | 'shipment';
  /** int8: a number on PostgreSQL, a string on PGlite. */
  amount_usd_minor: ColumnType<string | number, number, never>;
  source_title: string;
  source_url: string;
  as_of: ColumnType<string, string, never>;
  set_by: number | null;
  set_at: Generated<Date | string>;
}

export interface ExchangeRatesTable {
  currency: string;
  per_usd: ColumnType<string, string | number, string | number>;
  as_of: ColumnType<string, string, string>;
  source: string;
  updated_at: Timestamp;
}

export interface UploadsTable {
  id: Generated<number>;
  owner_id: number | null;
  file_name: string;
  mime: string;
  size: number;
  original_name: string;
  created_at: Timestamp;
}

interface Reviewed {
  audit_status: Generated<string>;
  audit_reason: Generated<string>;
  putaway: Generated<boolean>;
  deleted_at: Date | string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BrandsTable extends Reviewed {
  id: Generated<number>;
  owner_id: number;
  name: Json<PartialLocalised>;
  description: Json<PartialLocalised>;
  original_language: string;
  logo: string;
  type: 'china' | 'industry';
  country_code: string;
  search_text: string;
}

export interface FactoryInspectionsTable {
  id: Generated<number>;
  brand_id: number;
  name: Json<PartialLocalised>;
  summary: Json<PartialLocalised>;
  original_language: string;
  address: string;
  inspected_at: ColumnType<string, string, string>;
  inspector: string;
  report_url: string;
  images: Json<string[]>;
  /** The inspector and address in each language, used while the stored ones are their English. */
  translations: Json<{ inspector?: Localised; address?: Localised } | null> | null;
  deleted_at: Date | string | null;
  created_at: Timestamp;
}

export interface AttributeTranslations {
  unit?: Localised;
  values?: Record<string, Localised>;
}

export interface AttributesTable {
  id: Generated<number>;
  name: Json<Localised>;
  unit: string;
  values: Json<string[]>;
  /** The unit and the suggested values in each language, keyed by the stored (English) value. */
  translations: Json<AttributeTranslations | null> | null;
  sort: number;
}

export interface GoodsTable extends Reviewed {
  id: Generated<number>;
  seller_id: number;
  brand_id: number | null;
  category_id: number;
  root: number;
  name: Json<PartialLocalised>;
  description: Json<PartialLocalised>;
  original_language: string;
  /** The languages a translation service wrote (migration 0018). */
  machine_translated: ColumnType<MachineTranslated, string | undefined, string>;
  search_text: string;
  /** Full-text documents (migration 0011): the names and what identifies the row; everything. */
  search_main: ColumnType<string | null, never, never>;
  search_names: ColumnType<string | null, never, never>;
  search_doc: ColumnType<string | null, never, never>;
  price_minor: number;
  currency: string;
  price_usd_minor: number;
  unit: string;
  min_order: number;
  stock: number;
  images: Json<string[]>;
  attributes: Json<Array<{ attributeId: number; value: string }>>;
  trade_terms: Json<string[]>;
  country_code: string;
  sales: Generated<number>;
  weight: Generated<number>;
  /** What a landed-cost estimate reads (migration 0021): the HS subheading, six digits ("841510"). */
  hs_code: string;
  /** Units (of `unit`) per carton or package, 1–10,000. */
  carton_units: number;
  /** Gross weight of one carton, in grams. */
  carton_weight_g: number;
  /** Volume of one carton, in cm³. */
  carton_volume_cm3: number;
  /** The UN/LOCODE of the port the goods ship from: one of the contract's CHINA_PORTS for goods from China. */
  ship_from: string;
}

/**
 * The goods on sale, narrow: what a buyer's list filters, orders and matches by name (migration
 * 0020). Written by a trigger on goods, never by the API.
 */
export interface GoodsShelfTable {
  id: number;
  seller_id: number;
  root: number;
  category_id: number;
  brand_id: number | null;
  country_code: string;
  sales: number;
  price_usd_minor: number;
  created_at: Date;
  weight: number;
  /** The goods' search_main without its words' positions. */
  search_main: string | null;
}

export interface SiteNewsTable {
  id: Generated<number>;
  siteid: number;
  column_id: number;
  title: Json<PartialLocalised>;
  summary: Json<PartialLocalised>;
  content: Json<Partial<Record<keyof Localised, string[]>>>;
  search_text: string;
  /** Full-text documents (migration 0011): the names and what identifies the row; everything. */
  search_main: ColumnType<string | null, never, never>;
  search_names: ColumnType<string | null, never, never>;
  search_doc: ColumnType<string | null, never, never>;
  cover: string;
  author: string;
  /** The byline in each language, used while author is its English. */
  author_translations: Json<Localised | null> | null;
  views: Generated<number>;
  published_at: Timestamp;
}

/** Paragraphs or list items in each language. */
export type LocalisedLines = Record<keyof Localised, string[]>;

export interface SitePageFact {
  label: Localised;
  value: Localised;
}

export interface SitePageSection {
  heading: Localised;
  paragraphs?: LocalisedLines;
  items?: LocalisedLines;
}

export interface SitePagesTable {
  id: Generated<number>;
  slug: string;
  grp: string;
  country_code: string | null;
  sort: number;
  illustrative: boolean;
  cover: string;
  title: Json<Localised>;
  summary: Json<Localised>;
  facts: Json<SitePageFact[]>;
  sections: Json<SitePageSection[]>;
  contact: Json<{ name: Localised; email: string; phone: string } | null> | null;
  note: Json<Localised>;
  updated_at: Timestamp;
}

export interface PolicyDocumentsTable {
  type: number;
  title: Json<Localised>;
  content: Json<Record<keyof Localised, string[]>>;
  updated_at: Timestamp;
}

export interface NationalPavilionsTable {
  code: string;
  alpha3: string;
  intro: Json<Localised>;
  sort: number;
}

export interface BrokersTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  avatar: string;
  title: Json<Localised>;
  bio: Json<Localised>;
  country_code: string;
  languages: Json<string[]>;
  specialties: Json<Localised[]>;
  broker_type: string;
  deals: number;
  email: string;
  celebrity: boolean;
  sort: number;
  search_text: string;
}

export interface BrokerApplicationsTable {
  id: Generated<number>;
  user_id: number;
  broker_type: number;
  details: Json<Record<string, string>>;
  status: Generated<string>;
  /** An operator's reason (the applicant reads it). */
  reason: Generated<string>;
  decided_at: Date | string | null;
  created_at: Timestamp;
}

export interface BrokerMailsTable {
  id: Generated<number>;
  broker_id: number;
  sender_id: number;
  subject: string;
  content: string;
  contact: string;
  created_at: Timestamp;
}

export interface RequirementsTable {
  id: Generated<number>;
  owner_id: number;
  kind: 'product' | 'technology';
  title: string;
  description: string;
  language: string;
  translations: Json<Record<string, { title: string; description: string; deliveryPlace?: string }>>;
  search_text: string;
  /** Full-text documents (migration 0011): the names and what identifies the row; everything. */
  search_main: ColumnType<string | null, never, never>;
  search_names: ColumnType<string | null, never, never>;
  search_doc: ColumnType<string | null, never, never>;
  category_id: number | null;
  quantity: ColumnType<string, string | number, string | number>;
  unit: string;
  delivery_date: ColumnType<string, string, string>;
  delivery_place: string;
  need_type: string | null;
  output_type: string | null;
  budget_minor: number | null;
  currency: string;
  status: Generated<string>;
  views: Generated<number>;
  weight: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ComplaintsTable {
  id: Generated<number>;
  user_id: number | null;
  type: number;
  contact_information: string;
  contact_name: string;
  content: string;
  image_urls: Json<string[]>;
  /** received, answered or closed (the enquiry statuses). */
  status: Generated<string>;
  reply: Generated<string>;
  /** The sender's language, so the reply is written in it. */
  language: Generated<string>;
  created_at: Timestamp;
  updated_at: Generated<Date | string>;
}

export interface ServiceEnquiriesTable {
  id: Generated<number>;
  /** Null for a guest's enquiry. */
  user_id: number | null;
  service: string;
  slug: string | null;
  subject: string;
  name: string;
  company: Generated<string>;
  contact: string;
  country_code: string;
  message: string;
  /** The sender's language, so the desk answers in it. */
  language: string;
  status: Generated<string>;
  /** The desk's answer, as the sender reads it in their messages. */
  reply: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  kind: 'shipping' | 'billing';
  contact_name: string;
  phone: string;
  country_code: string;
  province: string;
  city: string;
  street: string;
  postal_code: string;
  company: string;
  tax_id: string;
  is_default: boolean;
  deleted_at: Date | string | null;
  created_at: Timestamp;
}

export interface CartItemsTable {
  id: Generated<number>;
  user_id: number;
  goods_id: number;
  quantity: number;
  selected: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrdersTable {
  id: Generated<number>;
  order_no: string;
  buyer_id: number;
  seller_id: number;
  broker_id: number | null;
  trade_term: string;
  status: number;
  node: string;
  currency: string;
  goods_minor: number;
  freight_minor: Generated<number>;
  insurance_minor: Generated<number>;
  deposit_minor: number;
  balance_minor: number;
  configuration: Json<Record<string, unknown> | null> | null;
  shipping_address: Json<Record<string, unknown> | null> | null;
  billing_address: Json<Record<string, unknown> | null> | null;
  logistics_provider: string;
  details: Json<Record<string, Record<string, string>>>;
  after_sales: Json<Record<string, unknown> | null> | null;
  /** The landed-cost estimate the order was placed with (migration 0023). */
  landed_estimate: ColumnType<unknown, string | null | undefined, string | null>;
  remark: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  goods_id: number;
  name: Json<PartialLocalised>;
  original_language: string;
  image: string;
  unit: string;
  quantity: number;
  price_minor: number;
  /** The languages of the name a translation service wrote when the order was placed. */
  machine_translated: ColumnType<string[], string | undefined, string>;
}

export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  actor_id: number | null;
  role: string;
  action: string;
  from_node: string | null;
  to_node: string;
  from_status: number | null;
  to_status: number;
  note: string;
  created_at: Timestamp;
}

export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  payer_id: number;
  step: 'deposit' | 'balance';
  amount_minor: number;
  currency: string;
  provider: string;
  provider_ref: string;
  status: Generated<string>;
  idempotency_key: string | null;
  created_at: Timestamp;
  completed_at: Date | string | null;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  user_id: number | null;
  account: 'available' | 'escrow' | 'withdrawn' | 'platform';
  kind: string;
  amount_minor: number;
  currency: string;
  order_id: number | null;
  withdrawal_id: number | null;
  note: string;
  created_at: Timestamp;
}

export interface ReceivingAccountsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  holder_name: string;
  bank_name: string;
  branch: string;
  account_number: string;
  swift: string;
  country_code: string;
  currency: string;
  provider_ref: string;
  deleted_at: Date | string | null;
  created_at: Timestamp;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  account_id: number;
  amount_minor: number;
  currency: string;
  status: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PingpongMerchantsTable {
  user_id: number;
  merchant_id: string;
  company_name: string;
  contact_email: string;
  status: string;
  created_at: Timestamp;
}

export interface QuotationsTable {
  id: Generated<number>;
  buyer_id: number;
  seller_id: number;
  goods_id: number;
  quantity: ColumnType<string, string | number, string | number>;
  unit: string;
  trade_term: string;
  destination: string;
  message: string;
  request_file: string;
  target_minor: number | null;
  currency: string;
  status: Generated<string>;
  quoted_minor: number | null;
  quoted_currency: string | null;
  quotation_file: string;
  seller_note: string;
  valid_until: ColumnType<string | null, string | null, string | null>;
  viewed_by_seller: Generated<boolean>;
  viewed_by_buyer: Generated<boolean>;
  created_at: Timestamp;
  quoted_at: Date | string | null;
}

/** A message segment: text, or a link to a page of the platform. */
export interface StoredSegment {
  type: 'text' | 'link';
  content: Localised;
  link: string;
  params: Record<string, string>;
}

export interface MessagesTable {
  id: Generated<number>;
  user_id: number;
  title: Json<Localised>;
  content: Json<StoredSegment[]>;
  is_read: Generated<boolean>;
  created_at: Timestamp;
}

export interface SearchSynonymsTable {
  id: string;
  categories: ColumnType<number[], string, string>;
  match: ColumnType<string | null, never, never>;
  expansion: ColumnType<string, never, never>;
  terms: Json<unknown>;
}

export interface SearchWordsTable {
  word: string;
}

export interface DataVersionTable {
  id: number;
  version: number;
}

export interface SearchStateTable {
  key: string;
  value: string;
}

/** A reply to a call made with an Idempotency-Key, kept a day (migration 0016). */
export interface IdempotencyKeysTable {
  id: Generated<number>;
  user_id: number;
  key: string;
  call: string;
  request_hash: string;
  reply: unknown;
  created_at: Generated<Date>;
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
  exchange_rates: ExchangeRatesTable;
  exchange_rate_history: ExchangeRateHistoryTable;
  freight_rates: FreightRatesTable;
  operator_actions: OperatorActionsTable;
  uploads: UploadsTable;
  brands: BrandsTable;
  factory_inspections: FactoryInspectionsTable;
  attributes: AttributesTable;
  goods: GoodsTable;
  goods_shelf: GoodsShelfTable;
  search_synonyms: SearchSynonymsTable;
  search_words: SearchWordsTable;
  search_state: SearchStateTable;
  data_version: DataVersionTable;
  idempotency_keys: IdempotencyKeysTable;
  site_news: SiteNewsTable;
  site_pages: SitePagesTable;
  policy_documents: PolicyDocumentsTable;
  national_pavilions: NationalPavilionsTable;
  brokers: BrokersTable;
  broker_applications: BrokerApplicationsTable;
  broker_mails: BrokerMailsTable;
  requirements: RequirementsTable;
  complaints: ComplaintsTable;
  service_enquiries: ServiceEnquiriesTable;
  addresses: AddressesTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_events: OrderEventsTable;
  payments: PaymentsTable;
  ledger_entries: LedgerEntriesTable;
  receiving_accounts: ReceivingAccountsTable;
  withdrawals: WithdrawalsTable;
  pingpong_merchants: PingpongMerchantsTable;
  quotations: QuotationsTable;
  messages: MessagesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
