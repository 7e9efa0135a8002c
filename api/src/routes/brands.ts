import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { AUDIT_STATUS, calls, type Language } from '@puente/shared/contract';
import type { Db } from '../db/database';
import type { Database, UserRow } from '../db/schema';
import type { Selectable } from 'kysely';
import { allLanguages, containsPattern, originalLanguage, pickText, searchText, shownText, storedText } from '../services/localised';
import { translatedText } from '../services/data-translations';
import { assertOwnUploads } from '../services/uploads';
import { indexGoods } from '../services/search/documents';
import { BusinessError } from './business-error';
import { defineRoute } from './define-route';
import { pageOf } from './paging';
import { isOwner, ownedBy } from './policy';

type BrandRow = Selectable<Database['brands']> & { goods_count?: string | number | null; factory_count?: string | number | null };
type FactoryRow = Omit<Selectable<Database['factory_inspections']>, 'inspected_at'> & { inspected_at: string };

/** Factory inspections with their date as text (a Date would shift with the server's time zone). */
function factories(db: Db) {
  return db
    .selectFrom('factory_inspections')
    .selectAll()
    .select(sql<string>`inspected_at::text`.as('inspected_at'))
    .where('deleted_at', 'is', null);
}

function brandOf(row: BrandRow, language: Language) {
  const name = shownText(row.name, language, row.original_language);
  const description = shownText(row.description, language, row.original_language);
  return {
    id: row.id,
    name: name.text,
    nameSource: name.source,
    description: description.text,
    descriptionSource: description.source,
    logo: row.logo,
    type: row.type,
    countryCode: row.country_code,
    ownerId: row.owner_id,
    goodsCount: Number(row.goods_count ?? 0),
    factoryCount: Number(row.factory_count ?? 0),
    auditStatus: row.audit_status as '0000' | '1000' | '2000' | '3000',
    auditReason: row.audit_reason,
    putaway: row.putaway,
    names: allLanguages(row.name),
    descriptions: allLanguages(row.description),
  };
}

function factoryOf(row: FactoryRow, language: Language) {
  return {
    id: row.id,
    brandId: row.brand_id,
    name: pickText(row.name, language, row.original_language),
    address: translatedText(row.address, row.translations?.address, language),
    inspectedAt: row.inspected_at,
    inspector: translatedText(row.inspector, row.translations?.inspector, language),
    summary: pickText(row.summary, language, row.original_language),
    reportUrl: row.report_url,
    images: row.images,
    names: allLanguages(row.name),
    summaries: allLanguages(row.summary),
  };
}

function brandsWithCounts(db: Db) {
  return db
    .selectFrom('brands')
    .selectAll('brands')
    .select((eb) => [
      eb
        .selectFrom('goods')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('goods.brand_id', '=', 'brands.id')
        .where('goods.deleted_at', 'is', null)
        .where('goods.audit_status', '=', AUDIT_STATUS.passed)
        .where('goods.putaway', '=', true)
        .as('goods_count'),
      eb
        .selectFrom('factory_inspections')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('factory_inspections.brand_id', '=', 'brands.id')
        .where('factory_inspections.deleted_at', 'is', null)
        .as('factory_count'),
    ])
    .where('brands.deleted_at', 'is', null);
}

const isPublic = (row: { audit_status: string; putaway: boolean }) => row.audit_status === AUDIT_STATUS.passed && row.putaway;

/** The caller's own brand, to change (someone else's: routes/policy.ts). */
async function ownBrand(db: Db, user: UserRow, id: number) {
  return ownedBy(user, await db.selectFrom('brands').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst(), 'owner_id');
}

/** A brand someone may read: public ones for all, hidden ones for their owner. */
async function readableBrand(db: Db, user: UserRow | null, id: number) {
  const row = await db.selectFrom('brands').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row || (!isPublic(row) && !isOwner(user, row, 'owner_id'))) throw new BusinessError('resource.notFound');
  return row;
}

export async function brandRoutes(app: FastifyInstance, options: { autoApprove: boolean }) {
  defineRoute(
    app,
    calls.listBrands,
    async ({ body, db, user, language }) => {
      let query = brandsWithCounts(db);
      if (body.mine) {
        if (!user) return { list: [], total: 0 };
        query = query.where('brands.owner_id', '=', user.id);
      } else {
        query = query.where('brands.audit_status', '=', AUDIT_STATUS.passed).where('brands.putaway', '=', true);
      }
      if (body.type) query = query.where('brands.type', '=', body.type);
      if (body.keyword) query = query.where(sql<boolean>`brands.search_text ilike ${containsPattern(body.keyword)}`);
      const { rows, total } = await pageOf(db, query.orderBy('brands.id', 'asc'), body);
      return { list: rows.map((row) => brandOf(row, language)), total };
    },
    { cache: true },
  );

  defineRoute(app, calls.listBrandsForGoodsEdit, async ({ db, user, language }) => {
    const rows = await db
      .selectFrom('brands')
      .selectAll()
      .where('owner_id', '=', user.id)
      .where('audit_status', '=', AUDIT_STATUS.passed)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    return { list: rows.map((row) => ({ id: row.id, name: pickText(row.name, language, row.original_language), logo: row.logo })) };
  });

  defineRoute(
    app,
    calls.saveBrand,
    async ({ body, db, user, language }) => {
      await assertOwnUploads(db, user.id, [body.logo]);
      const name = storedText(body.name);
      const description = storedText(body.description);
      const values = {
        name: JSON.stringify(name),
        description: JSON.stringify(description),
        original_language: originalLanguage(body.name, language),
        logo: body.logo,
        type: body.type,
        country_code: body.countryCode,
        search_text: searchText(name),
        audit_status: options.autoApprove ? AUDIT_STATUS.passed : AUDIT_STATUS.underReview,
        audit_reason: '',
        updated_at: new Date(),
      };
      if (body.id) {
        await ownBrand(db, user, body.id);
        await db.updateTable('brands').set(values).where('id', '=', body.id).execute();
        // Goods are found by their brand's name too.
        await indexGoods(db, { brandId: body.id });
        return { data: { id: body.id, auditStatus: values.audit_status as '0000' | '1000' } };
      }
      const row = await db
        .insertInto('brands')
        .values({ ...values, owner_id: user.id, putaway: options.autoApprove, deleted_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { data: { id: row.id, auditStatus: values.audit_status as '0000' | '1000' } };
    },
    { write: true },
  );

  defineRoute(
    app,
    calls.brandDetails,
    async ({ body, db, user, language }) => {
      await readableBrand(db, user, body.id);
      const row = await brandsWithCounts(db).where('brands.id', '=', body.id).executeTakeFirstOrThrow();
      const rows = await factories(db).where('brand_id', '=', body.id).orderBy('factory_inspections.inspected_at', 'desc').execute();
      return { data: { ...brandOf(row, language), factories: rows.map((f) => factoryOf(f, language)) } };
    },
    { cache: true },
  );

  defineRoute(
    app,
    calls.updateBrandPutaway,
    async ({ body, db, user }) => {
      const row = await ownBrand(db, user, body.id);
      const putaway = body.putaway ?? !row.putaway;
      if (putaway && row.audit_status !== AUDIT_STATUS.passed) throw new BusinessError('brand.notPassed');
      await db.updateTable('brands').set({ putaway, updated_at: new Date() }).where('id', '=', body.id).execute();
      return { data: { putaway } };
    },
    { write: true },
  );

  defineRoute(
    app,
    calls.deleteBrand,
    async ({ body, db, user }) => {
      await ownBrand(db, user, body.id);
      const inUse = await db.selectFrom('goods').select('id').where('brand_id', '=', body.id).where('deleted_at', 'is', null).limit(1).executeTakeFirst();
      if (inUse) throw new BusinessError('brand.inUse');
      await db.updateTable('brands').set({ deleted_at: new Date(), putaway: false }).where('id', '=', body.id).execute();
      await db.updateTable('factory_inspections').set({ deleted_at: new Date() }).where('brand_id', '=', body.id).execute();
      return {};
    },
    { write: true },
  );

  defineRoute(
    app,
    calls.listFactoryInspections,
    async ({ body, db, user, language }) => {
      await readableBrand(db, user, body.brandId);
      const rows = await factories(db).where('brand_id', '=', body.brandId).orderBy('factory_inspections.inspected_at', 'desc').execute();
      return { list: rows.map((row) => factoryOf(row, language)) };
    },
    { cache: true },
  );

  defineRoute(
    app,
    calls.saveFactoryInspection,
    async ({ body, db, user, language }) => {
      await ownBrand(db, user, body.brandId);
      await assertOwnUploads(db, user.id, [...body.images, ...(body.reportUrl ? [body.reportUrl] : [])]);
      const values = {
        brand_id: body.brandId,
        name: JSON.stringify(storedText(body.name)),
        summary: JSON.stringify(storedText(body.summary)),
        original_language: originalLanguage(body.name, language),
        address: body.address,
        inspected_at: body.inspectedAt,
        inspector: body.inspector,
        report_url: body.reportUrl ?? '',
        images: JSON.stringify(body.images),
      };
      if (body.id) {
        const existing = await db.selectFrom('factory_inspections').select('brand_id').where('id', '=', body.id).where('deleted_at', 'is', null).executeTakeFirst();
        if (!existing) throw new BusinessError('resource.notFound');
        await ownBrand(db, user, existing.brand_id);
        await db.updateTable('factory_inspections').set(values).where('id', '=', body.id).execute();
        return { data: { id: body.id } };
      }
      const row = await db
        .insertInto('factory_inspections')
        .values({ ...values, deleted_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { data: { id: row.id } };
    },
    { write: true },
  );

  defineRoute(
    app,
    calls.factoryInspectionDetails,
    async ({ body, db, user, language }) => {
      const row = await factories(db).where('id', '=', body.id).executeTakeFirst();
      if (!row) throw new BusinessError('resource.notFound');
      await readableBrand(db, user, row.brand_id);
      return { data: factoryOf(row, language) };
    },
    { cache: true },
  );

  defineRoute(
    app,
    calls.deleteFactoryInspection,
    async ({ body, db, user }) => {
      const row = await db.selectFrom('factory_inspections').select('brand_id').where('id', '=', body.id).where('deleted_at', 'is', null).executeTakeFirst();
      if (!row) throw new BusinessError('resource.notFound');
      await ownBrand(db, user, row.brand_id);
      await db.updateTable('factory_inspections').set({ deleted_at: new Date() }).where('id', '=', body.id).execute();
      return {};
    },
    { write: true },
  );
}
