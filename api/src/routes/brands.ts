import type { FastifyInstance } from 'fastify';
import { calls, type Language } from '@puente/shared/contract';
import * as brandRepository from '../repositories/brands';
import type { CountedBrandRow, FactoryRow } from '../repositories/brands';
import * as brandService from '../services/brands';
import { translatedText } from '../services/data-translations';
import { allLanguages, pickText, shownText } from '../services/localised';
import { defineRoute } from './define-route';

function brandOf(row: CountedBrandRow, language: Language) {
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
  const name = shownText(row.name, language, row.original_language);
  const summary = shownText(row.summary, language, row.original_language);
  return {
    id: row.id,
    brandId: row.brand_id,
    name: name.text,
    nameSource: name.source,
    address: translatedText(row.address, row.translations?.address, language),
    inspectedAt: row.inspected_at,
    inspector: translatedText(row.inspector, row.translations?.inspector, language),
    summary: summary.text,
    summarySource: summary.source,
    reportUrl: row.report_url,
    images: row.images,
    names: allLanguages(row.name),
    summaries: allLanguages(row.summary),
  };
}

export async function brandRoutes(app: FastifyInstance, options: { autoApprove: boolean }) {
  defineRoute(
    app,
    calls.listBrands,
    async ({ body, db, user, language }) => {
      if (body.mine && !user) return { list: [], total: 0 };
      const { rows, total } = await brandRepository.listBrands(db, { ownerId: body.mine ? user?.id : undefined, type: body.type, keyword: body.keyword }, body);
      return { list: rows.map((row) => brandOf(row, language)), total };
    },
    { cache: true },
  );

  defineRoute(app, calls.listBrandsForGoodsEdit, async ({ db, user, language }) => {
    const rows = await brandRepository.passedBrandsOf(db, user.id);
    return { list: rows.map((row) => ({ id: row.id, name: pickText(row.name, language, row.original_language), logo: row.logo })) };
  });

  defineRoute(
    app,
    calls.saveBrand,
    async ({ body, db, user, language }) => {
      const saved = await brandService.saveBrand(db, user, body, language, options.autoApprove);
      return { data: saved };
    },
    { write: true },
  );

  defineRoute(
    app,
    calls.brandDetails,
    async ({ body, db, user, language }) => {
      await brandRepository.findReadableBrand(db, user, body.id);
      const [row, factories] = await Promise.all([brandRepository.countedBrand(db, body.id), brandRepository.factoriesOf(db, body.id)]);
      return { data: { ...brandOf(row, language), factories: factories.map((f) => factoryOf(f, language)) } };
    },
    { cache: true },
  );

  defineRoute(app, calls.updateBrandPutaway, async ({ body, db, user }) => ({ data: { putaway: await brandService.setBrandPutaway(db, user, body.id, body.putaway) } }), {
    write: true,
  });

  defineRoute(
    app,
    calls.deleteBrand,
    async ({ body, db, user }) => {
      await brandService.removeBrand(db, user, body.id);
      return {};
    },
    { write: true },
  );

  defineRoute(
    app,
    calls.listFactoryInspections,
    async ({ body, db, user, language }) => {
      await brandRepository.findReadableBrand(db, user, body.brandId);
      const rows = await brandRepository.factoriesOf(db, body.brandId);
      return { list: rows.map((row) => factoryOf(row, language)) };
    },
    { cache: true },
  );

  defineRoute(app, calls.saveFactoryInspection, async ({ body, db, user, language }) => ({ data: { id: await brandService.saveFactoryInspection(db, user, body, language) } }), {
    write: true,
  });

  defineRoute(
    app,
    calls.factoryInspectionDetails,
    async ({ body, db, user, language }) => {
      const row = await brandRepository.findFactory(db, body.id);
      await brandRepository.findReadableBrand(db, user, row.brand_id);
      return { data: factoryOf(row, language) };
    },
    { cache: true },
  );

  defineRoute(
    app,
    calls.deleteFactoryInspection,
    async ({ body, db, user }) => {
      await brandService.removeFactoryInspection(db, user, body.id);
      return {};
    },
    { write: true },
  );
}
