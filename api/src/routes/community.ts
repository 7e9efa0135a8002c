import type { FastifyInstance } from 'fastify';
import { calls, type Currency, type Language } from '@puente/shared/contract';
import { findBroker, listCelebrityBrokers, type BrokerRow } from '../repositories/brokers';
import * as requirementRepository from '../repositories/requirements';
import type { RequirementRow } from '../repositories/requirements';
import * as userRepository from '../repositories/users';
import * as accountService from '../services/accounts';
import * as brokerService from '../services/brokers';
import { loadCategories, withDescendants, type CategoryRow } from '../services/categories';
import { saveComplaint } from '../services/complaints';
import { pickText } from '../services/localised';
import { languageName } from '../services/data-translations';
import { loadRates, priceOf, type Rates } from '../services/money';
import * as requirementService from '../services/requirements';
import { defineRoute } from './define-route';

// Brokers.

function brokerOf(row: BrokerRow, language: Language) {
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatar,
    title: pickText(row.title, language),
    countryCode: row.country_code,
    languages: row.languages.map((code) => languageName(code, language)),
    specialties: row.specialties.map((s) => pickText(s, language)),
    deals: row.deals,
    brokerType: row.broker_type === 'enterprise' ? ('enterprise' as const) : ('individual' as const),
    bio: pickText(row.bio, language),
  };
}

// Requirements.

function requirementOf(row: RequirementRow, language: Language, currency: Currency, rates: Rates, categories: CategoryRow[]) {
  const translated = row.language === language ? undefined : row.translations[language];
  const category = row.category_id ? categories.find((c) => c.id === row.category_id) : undefined;
  return {
    id: row.id,
    kind: row.kind,
    title: translated?.title || row.title,
    description: translated?.description || row.description,
    categoryId: row.category_id,
    categoryTitle: category ? pickText(category.title, language) : '',
    quantity: Number(row.quantity),
    unit: row.unit as never,
    deliveryDate: row.delivery_date,
    deliveryPlace: translated?.deliveryPlace || row.delivery_place,
    needType: row.need_type as never,
    outputType: row.output_type as never,
    budget: row.budget_minor ? priceOf(row.budget_minor, row.currency, currency, rates) : null,
    status: row.status as 'open' | 'withdrawn',
    views: row.views,
    owner: { id: row.owner_id, nickname: row.nickname, countryCode: row.owner_country },
    createTime: Math.floor(new Date(row.created_at).getTime() / 1000),
  };
}

export async function communityRoutes(app: FastifyInstance, options: { autoApprove: boolean }) {
  defineRoute(
    app,
    calls.listCelebrityBrokers,
    async ({ body, db, language }) => {
      const { rows, total } = await listCelebrityBrokers(db, { countryCode: body.countryCode, keyword: body.keyword }, body);
      return { list: rows.map((row) => brokerOf(row, language)), total };
    },
    { cache: true },
  );

  defineRoute(app, calls.brokerDetails, async ({ body, db, language }) => ({ data: brokerOf(await findBroker(db, body.id), language) }));

  defineRoute(
    app,
    calls.sendBrokerMail,
    async ({ body, db, user }) => {
      await brokerService.sendBrokerMail(db, user, body);
      return {};
    },
    { write: true },
  );

  defineRoute(app, calls.applyForBroker, async ({ body, db, user }) => ({ data: { status: await brokerService.applyForBroker(db, user, body, options.autoApprove) } }), {
    write: true,
  });

  defineRoute(
    app,
    calls.requirementHome,
    async ({ body, db, language, currency }) => {
      const [rates, categories] = await Promise.all([loadRates(db), loadCategories(db)]);
      const stats = await requirementRepository.openRequirementStats(db);
      const latest = await requirementRepository.latestOpenRequirements(db, body.everyNumber);
      const hottest = await requirementRepository.hottestOpenRequirements(db, body.everyNumber);
      const map = (row: RequirementRow) => requirementOf(row, language, currency, rates, categories);
      return { data: { ...stats, latest: latest.map(map), hottest: hottest.map(map) } };
    },
    { cache: true },
  );

  defineRoute(
    app,
    calls.listRequirements,
    async ({ body, db, language, currency }) => {
      const [rates, categories] = await Promise.all([loadRates(db), loadCategories(db)]);
      const filter = {
        kind: body.kind,
        needType: body.needType,
        outputType: body.outputType,
        categoryIds: body.categoryId ? withDescendants(categories, body.categoryId) : undefined,
      };
      const { rows, total, search } = await requirementService.listOpenRequirements(db, filter, body.keyword, body.sort, language, body);
      const list = rows.map((row) => requirementOf(row, language, currency, rates, categories));
      return search ? { list, total, search } : { list, total };
    },
    { cache: true },
  );

  defineRoute(app, calls.myRequirements, async ({ body, db, user, language, currency }) => {
    const [rates, categories] = await Promise.all([loadRates(db), loadCategories(db)]);
    const { rows, total } = await requirementRepository.requirementsOf(db, user.id, body.status, body);
    return { list: rows.map((row) => requirementOf(row, language, currency, rates, categories)), total };
  });

  defineRoute(app, calls.saveRequirement, async ({ body, db, user, language }) => ({ data: { id: await requirementService.saveRequirement(db, user, body, language) } }), {
    write: true,
  });

  defineRoute(
    app,
    calls.requirementDetails,
    async ({ body, db, user, language, currency }) => {
      const row = await requirementService.viewRequirement(db, user, body.id);
      const [rates, categories] = await Promise.all([loadRates(db), loadCategories(db)]);
      return { data: requirementOf(row, language, currency, rates, categories) };
    },
    // A view counts; nothing a kept reply shows changes.
    { write: true, invalidates: false },
  );

  defineRoute(
    app,
    calls.withdrawRequirement,
    async ({ body, db, user }) => {
      await requirementService.withdrawRequirement(db, user, body.id);
      return {};
    },
    { write: true },
  );

  defineRoute(app, calls.savePersonalInformation, async ({ body, db, user }) => ({ user: await accountService.savePersonalInformation(db, user, body) }), { write: true });

  defineRoute(app, calls.getBusinessInformation, async ({ db, user }) => {
    const row = await userRepository.businessOf(db, user.id);
    const stored = (row.business ?? {}) as Record<string, string>;
    const field = (key: string) => (typeof stored[key] === 'string' ? stored[key] : '');
    return {
      data: {
        companyName: field('companyName') || (row.company_name ?? ''),
        businessLicense: field('businessLicense'),
        address: field('address'),
        industry: field('industry'),
        website: field('website'),
        taxId: field('taxId'),
        contactName: field('contactName'),
        contactPhone: field('contactPhone'),
      },
    };
  });

  defineRoute(app, calls.saveBusinessInformation, async ({ body, db, user }) => ({ data: await accountService.saveBusinessInformation(db, user, body) }), { write: true });

  defineRoute(app, calls.saveComplaint, async ({ body, db, user, request, language }) => ({ data: { id: await saveComplaint(db, user, request.ip, body, language) } }), {
    write: true,
  });
}
