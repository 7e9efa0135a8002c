import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, LANGUAGE_TAGS, type Language } from '@puente/shared/contract';
import { sql, type Kysely } from 'kysely';
import { CONTENT_DIR } from '../../config/paths';
import type { Db } from '../../db/database';
import type { Database, PartialLocalised } from '../../db/schema';
import { loadCategories, type CategoryRow } from '../categories';
import { vocabularyOf } from './text';

/*
 * The search documents: what each goods, requirement and article is found by. The texts are
 * gathered here (names in every language, brand, seller, country, category, description) and
 * stemmed by the database (migration 0011). A write calls the matching `index…` function in its
 * transaction; at start `syncSearch` builds what is missing and rebuilds all after the synonyms
 * changed.
 */

type Conn = Kysely<Database>;
type Texts = Partial<Record<Language, string>>;

const SYNONYMS_FILE = path.join(CONTENT_DIR, 'search-synonyms.json');
/** Each country's adjectives ("Cuban", "chileno"), so "ron cubano" finds rum from Cuba. */
const DEMONYMS_FILE = path.join(CONTENT_DIR, 'search-demonyms.json');
/** Bump when the way documents are built changes: the next start rebuilds them. */
const DOCUMENT_VERSION = '4';
const BATCH = 400;

export interface SynonymGroup {
  id: string;
  categories: number[];
  /** Phrases a goods' name has when it is of this kind; empty: every goods of the categories. */
  when: string[];
  terms: Record<Language, string[]>;
}

/** The synonym table, checked: a group that could never apply or names nothing in a language is refused. */
export function readSynonyms(text = fs.readFileSync(SYNONYMS_FILE, 'utf8')): SynonymGroup[] {
  const groups = (JSON.parse(text) as { groups: SynonymGroup[] }).groups;
  const ids = new Set<string>();
  for (const group of groups) {
    if (!/^[a-z0-9-]+$/.test(group.id) || ids.has(group.id)) throw new Error(`search synonyms: id "${group.id}" is not unique kebab-case`);
    ids.add(group.id);
    if (!group.categories.length || group.categories.some((c) => !Number.isInteger(c))) throw new Error(`search synonyms: ${group.id} names no category`);
    for (const language of LANGUAGES) {
      if (!group.terms[language]?.length) throw new Error(`search synonyms: ${group.id} has no ${language} terms`);
    }
  }
  return groups;
}

const joined = (values: Array<string | null | undefined>) => values.filter(Boolean).join(' , ');

function eachLanguage(make: (language: Language) => Array<string | null | undefined>): Texts {
  return Object.fromEntries(LANGUAGES.map((language) => [language, joined(make(language))]));
}

function textsOf(text: PartialLocalised | null | undefined): Texts {
  return eachLanguage((language) => [text?.[language]]);
}

let demonyms: Record<string, Record<Language, string[]>> | null = null;
const countryNames = new Map<string, Texts>();
/** A country's name and adjectives in every language. */
function countryTexts(code: string | null): Texts {
  if (!code) return {};
  demonyms ??= JSON.parse(fs.readFileSync(DEMONYMS_FILE, 'utf8')) as Record<string, Record<Language, string[]>>;
  let names = countryNames.get(code);
  if (!names) {
    names = eachLanguage((language) => [new Intl.DisplayNames([LANGUAGE_TAGS[language]], { type: 'region' }).of(code) ?? code, ...(demonyms?.[code]?.[language] ?? [])]);
    countryNames.set(code, names);
  }
  return names;
}

function categoryTexts(categories: CategoryRow[], id: number | null): Texts {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const trail: CategoryRow[] = [];
  for (let node = id === null ? undefined : byId.get(id); node; node = node.parent_id === null ? undefined : byId.get(node.parent_id)) trail.push(node);
  return eachLanguage((language) => trail.map((c) => c.title[language]));
}

interface DocumentRow {
  id: number;
  category: number | null;
  /** Weight A: the name or title. */
  a: Texts;
  /** Weight B: where (the goods' country, a requirement's place), stemmed in every language. */
  b: Texts;
  /**
   * Weight B too: who (brand, seller), as written in any language. Names of people and companies
   * are not stemmed: "Solís" is not "sol", the stem of "solar".
   */
  n?: string;
  /** Weight C: the category. */
  c: Texts;
  /** Weight D: the description. */
  d: Texts;
}

async function addVocabulary(db: Conn, rows: DocumentRow[]) {
  const words = vocabularyOf(rows.flatMap((row) => [...[row.a, row.b, row.c].flatMap((texts) => Object.values(texts)), row.n ?? '']));
  for (let i = 0; i < words.length; i += 2000) {
    await sql`insert into search_words (word) select jsonb_array_elements_text(${JSON.stringify(words.slice(i, i + 2000))}::jsonb) on conflict do nothing`.execute(db);
  }
}

async function writeDocuments(db: Conn, table: 'goods' | 'requirements' | 'site_news', rows: DocumentRow[]) {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = JSON.stringify(rows.slice(i, i + BATCH));
    // Goods also carry their kind's everyday names (the synonym table), matched on their names.
    const synonyms = table === 'goods' ? sql`|| puente_synonyms(puente_lang_doc(x.a, 'A'), x.category)` : sql``;
    await sql`
      update ${sql.table(table)} as t
      set search_main = v.main, search_doc = v.main || puente_lang_doc(v.c, 'C') || puente_lang_doc(v.d, 'D'), search_names = v.names
      from (
        select x.id, puente_lang_doc(x.a, 'A') || puente_lang_doc(x.b, 'B') || setweight(to_tsvector('simple', puente_cjk(puente_norm(x.n))), 'B') ${synonyms} as main, x.c, x.d,
               -- The names stemmed (A) and as written (B): what matches are ranked on.
               puente_lang_doc(x.a, 'A') || setweight(to_tsvector('simple', puente_cjk(puente_norm(concat_ws(' ', x.a ->> 'english', x.a ->> 'spanish', x.a ->> 'portuguese')))), 'B') as names
        from jsonb_to_recordset(${batch}::jsonb) as x(id int, category int, a jsonb, b jsonb, n text, c jsonb, d jsonb)
      ) as v
      where t.id = v.id`.execute(db);
  }
  await addVocabulary(db, rows);
}

export interface GoodsSelection {
  ids?: number[];
  sellerId?: number;
  brandId?: number;
  /** Only goods without a document yet. */
  missing?: boolean;
}

/** (Re)builds the documents of the goods selected (all when nothing is said). */
export async function indexGoods(db: Conn, selection: GoodsSelection = {}): Promise<number> {
  let query = db
    .selectFrom('goods as g')
    .innerJoin('users as u', 'u.id', 'g.seller_id')
    .leftJoin('brands as b', 'b.id', 'g.brand_id')
    .select(['g.id', 'g.name', 'g.description', 'g.category_id', 'g.country_code', 'u.nickname', 'u.company_name', 'u.company_translations', 'b.name as brand_name']);
  if (selection.ids) {
    if (!selection.ids.length) return 0;
    query = query.where('g.id', 'in', selection.ids);
  }
  if (selection.sellerId !== undefined) query = query.where('g.seller_id', '=', selection.sellerId);
  if (selection.brandId !== undefined) query = query.where('g.brand_id', '=', selection.brandId);
  if (selection.missing) query = query.where((eb) => eb.or([eb('g.search_doc', 'is', null), eb('g.search_names', 'is', null)]));
  const goods = await query.orderBy('g.id').execute();
  if (!goods.length) return 0;
  const categories = await loadCategories(db);
  const rows: DocumentRow[] = goods.map((g) => ({
    id: g.id,
    category: g.category_id,
    a: textsOf(g.name),
    b: countryTexts(g.country_code),
    n: [...new Set([...Object.values(textsOf(g.brand_name)), g.company_name, ...Object.values(g.company_translations ?? {}), g.nickname])].filter(Boolean).join(' , '),
    c: categoryTexts(categories, g.category_id),
    d: textsOf(g.description),
  }));
  await writeDocuments(db, 'goods', rows);
  return rows.length;
}

/** (Re)builds the documents of requirements: title first, then place and category, then the description. */
export async function indexRequirements(db: Conn, selection: { ids?: number[]; missing?: boolean } = {}): Promise<number> {
  let query = db.selectFrom('requirements').select(['id', 'title', 'description', 'language', 'translations', 'delivery_place', 'category_id']);
  if (selection.ids) {
    if (!selection.ids.length) return 0;
    query = query.where('id', 'in', selection.ids);
  }
  if (selection.missing) query = query.where((eb) => eb.or([eb('search_doc', 'is', null), eb('search_names', 'is', null)]));
  const requirements = await query.orderBy('id').execute();
  if (!requirements.length) return 0;
  const categories = await loadCategories(db);
  const rows: DocumentRow[] = requirements.map((r) => {
    const own = r.language as Language;
    const field = (language: Language, key: 'title' | 'description' | 'deliveryPlace') =>
      language === own ? { title: r.title, description: r.description, deliveryPlace: r.delivery_place }[key] : r.translations?.[language]?.[key];
    return {
      id: r.id,
      category: r.category_id,
      a: eachLanguage((language) => [field(language, 'title')]),
      b: eachLanguage((language) => [field(language, 'deliveryPlace') ?? r.delivery_place]),
      c: categoryTexts(categories, r.category_id),
      d: eachLanguage((language) => [field(language, 'description')]),
    };
  });
  await writeDocuments(db, 'requirements', rows);
  return rows.length;
}

/** (Re)builds the documents of news articles: the title, then the summary. */
export async function indexNews(db: Conn, selection: { ids?: number[]; missing?: boolean } = {}): Promise<number> {
  let query = db.selectFrom('site_news').select(['id', 'title', 'summary']);
  if (selection.ids) {
    if (!selection.ids.length) return 0;
    query = query.where('id', 'in', selection.ids);
  }
  if (selection.missing) query = query.where((eb) => eb.or([eb('search_doc', 'is', null), eb('search_names', 'is', null)]));
  const articles = await query.orderBy('id').execute();
  if (!articles.length) return 0;
  const rows: DocumentRow[] = articles.map((n) => ({ id: n.id, category: null, a: textsOf(n.title), b: {}, c: {}, d: textsOf(n.summary) }));
  await writeDocuments(db, 'site_news', rows);
  return rows.length;
}

/** Puts the synonym table in the database: each group's match (stemmed phrases) and its terms as a document. */
async function loadSynonyms(db: Conn, groups: SynonymGroup[]) {
  await sql`delete from search_synonyms`.execute(db);
  for (const group of groups) {
    const terms = Object.fromEntries(LANGUAGES.map((language) => [language, group.terms[language].join(' , ')]));
    // A phrase of the `when` list matches in any language's stemming; Chinese by its characters.
    const match = group.when.length
      ? sql`(select string_agg(q::text, ' | ')::tsquery from (
            select phraseto_tsquery('english', puente_cjk(puente_norm(p))) as q from jsonb_array_elements_text(${JSON.stringify(group.when)}::jsonb) as p
            union all select phraseto_tsquery('spanish', puente_cjk(puente_norm(p))) from jsonb_array_elements_text(${JSON.stringify(group.when)}::jsonb) as p
            union all select phraseto_tsquery('portuguese', puente_cjk(puente_norm(p))) from jsonb_array_elements_text(${JSON.stringify(group.when)}::jsonb) as p
          ) as phrases where numnode(q) > 0)`
      : sql`null`;
    await sql`
      insert into search_synonyms (id, categories, match, expansion, terms)
      values (${group.id}, ${`{${group.categories.join(',')}}`}::integer[], ${match}, puente_lang_doc(${JSON.stringify(terms)}::jsonb, 'B'), ${JSON.stringify(group.terms)}::jsonb)`.execute(
      db,
    );
  }
  const words = vocabularyOf(groups.flatMap((group) => LANGUAGES.flatMap((language) => group.terms[language])));
  await sql`insert into search_words (word) select jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) on conflict do nothing`.execute(db);
}

/**
 * At start: the synonym table as the file has it, and every document built. When the synonyms
 * (or the way documents are built) changed since the last start, every document is rebuilt;
 * otherwise only rows without one (rows the seed or an older version wrote) are.
 */
export async function syncSearch(db: Db, groups = readSynonyms()): Promise<{ rebuilt: boolean; indexed: number }> {
  const fingerprint = createHash('sha256')
    .update(DOCUMENT_VERSION + JSON.stringify(groups))
    .digest('hex');
  return db.transaction().execute(async (trx) => {
    const stored = await trx.selectFrom('search_state').select('value').where('key', '=', 'fingerprint').executeTakeFirst();
    const rebuilt = stored?.value !== fingerprint;
    if (rebuilt) {
      await loadSynonyms(trx, groups);
      await trx
        .insertInto('search_state')
        .values({ key: 'fingerprint', value: fingerprint })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: fingerprint }))
        .execute();
    }
    const selection = rebuilt ? {} : { missing: true };
    const indexed = (await indexGoods(trx, selection)) + (await indexRequirements(trx, selection)) + (await indexNews(trx, selection));
    return { rebuilt, indexed };
  });
}
