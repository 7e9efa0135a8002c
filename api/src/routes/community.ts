import type { FastifyInstance } from 'fastify';
import { sql, type SelectQueryBuilder } from 'kysely';
import { calls, isBroker, PERMISSIONS, toMinorUnits, validateBrokerApplication, type Currency, type Language } from '@puente/shared/contract';
import type { Db } from '../db/database';
import type { Database, UserRow } from '../db/schema';
import { loadCategories, withDescendants, type CategoryRow } from '../services/categories';
import { containsPattern, pickText } from '../services/localised';
import { languageName } from '../services/data-translations';
import { loadRates, priceOf, type Rates } from '../services/money';
import { permissionsOf } from '../services/permissions';
import { hit } from '../services/rate-limit';
import { indexGoods, indexRequirements } from '../services/search/documents';
import { keywordHelp, NO_KEYWORD_HELP } from '../services/search/help';
import { matches, planSearch, relevance, type SearchPlan } from '../services/search/query';
import { assertOwnUploads } from '../services/uploads';
import { BusinessError } from '../services/business-error';
import { defineRoute } from './define-route';
import { pageOf } from '../repositories/paging';
import { isOwner, ownedBy, withBrokerCode } from '../services/policy';

// Brokers.

function brokerOf(row: Awaited<ReturnType<typeof loadBroker>>, language: Language) {
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

async function loadBroker(db: Db, id: number) {
  const row = await db.selectFrom('brokers').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError('resource.notFound');
  return row;
}

// Requirements.

/** The caller's own requirement, to change or withdraw (someone else's: services/policy.ts). */
async function ownRequirement(db: Db, user: UserRow, id: number) {
  return ownedBy(user, await db.selectFrom('requirements').select(['owner_id', 'status']).where('id', '=', id).executeTakeFirst(), 'owner_id');
}

function requirementQuery(db: Db) {
  return db
    .selectFrom('requirements as r')
    .innerJoin('users as u', 'u.id', 'r.owner_id')
    .select([
      'r.id',
      'r.owner_id',
      'r.kind',
      'r.title',
      'r.description',
      'r.language',
      'r.translations',
      'r.category_id',
      'r.quantity',
      'r.unit',
      sql<string>`r.delivery_date::text`.as('delivery_date'),
      'r.delivery_place',
      'r.need_type',
      'r.output_type',
      'r.budget_minor',
      'r.currency',
      'r.status',
      'r.views',
      'r.created_at',
      'u.nickname',
      'u.country_code as owner_country',
    ]);
}

type RequirementRow = Awaited<ReturnType<ReturnType<typeof requirementQuery>['executeTakeFirstOrThrow']>>;
type Rq = SelectQueryBuilder<Database & { r: Database['requirements']; u: Database['users'] }, 'r' | 'u', RequirementRow>;

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

function sortRequirements(query: Rq, sort: string, search: { plan: SearchPlan; language: Language } | null): Rq {
  switch (sort) {
    case 'newest':
      return query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc');
    case 'hottest':
      return query.orderBy('r.views', 'desc').orderBy('r.id', 'desc');
    case 'deliveryNearest':
      return query.orderBy('r.delivery_date', 'asc').orderBy('r.id', 'asc');
    case 'deliveryFarthest':
      return query.orderBy('r.delivery_date', 'desc').orderBy('r.id', 'desc');
    case 'quantityAsc':
      return query.orderBy('r.quantity', 'asc').orderBy('r.id', 'asc');
    case 'quantityDesc':
      return query.orderBy('r.quantity', 'desc').orderBy('r.id', 'desc');
    case 'weight':
      return query.orderBy('r.weight', 'desc').orderBy('r.id', 'desc');
    default:
      // Most relevant: how well it matches the keyword, then the platform's weighting and the newest.
      return (search ? query.orderBy(relevance(search.plan, 'r', sql<string>`coalesce(r.translations -> ${search.language} ->> 'title', r.title)`), 'desc') : query)
        .orderBy('r.weight', 'desc')
        .orderBy('r.created_at', 'desc');
  }
}

async function countRows(query: Rq): Promise<number> {
  const row = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number((row as unknown as { total: string }).total);
}

function paged(query: Rq, currentPage: number, everyNumber: number): Rq {
  return everyNumber > 0 ? query.limit(everyNumber).offset((currentPage - 1) * everyNumber) : query;
}

export async function communityRoutes(app: FastifyInstance, options: { autoApprove: boolean }) {
  defineRoute(
    app,
    calls.listCelebrityBrokers,
    async ({ body, db, language }) => {
      let query = db.selectFrom('brokers').selectAll().where('celebrity', '=', true);
      if (body.countryCode) query = query.where('country_code', '=', body.countryCode);
      if (body.keyword) query = query.where(sql<boolean>`search_text ilike ${containsPattern(body.keyword)}`);
      const { rows, total } = await pageOf(db, query.orderBy('sort').orderBy('id'), body);
      return { list: rows.map((row) => brokerOf(row, language)), total };
    },
    { cache: true },
  );

  defineRoute(app, calls.brokerDetails, async ({ body, db, language }) => ({ data: brokerOf(await loadBroker(db, body.id), language) }));

  defineRoute(
    app,
    calls.sendBrokerMail,
    async ({ body, db, user }) => {
      await loadBroker(db, body.id);
      await hit(db, `broker-mail:${user.id}`, 20, 86_400).catch(() => {
        throw new BusinessError('broker.mailLimit');
      });
      await db.insertInto('broker_mails').values({ broker_id: body.id, sender_id: user.id, subject: body.subject, content: body.content, contact: body.contact }).execute();
      return {};
    },
    { write: true },
  );

  defineRoute(
    app,
    calls.applyForBroker,
    async ({ body, db, user }) => {
      // The same rules as the dialog, in the same order, with the same messages (spec section 5).
      const failure = validateBrokerApplication({ ...body, type: 0 });
      if (failure) throw new BusinessError(failure);
      if (isBroker(user)) throw new BusinessError('broker.alreadyBroker');
      const pending = await db.selectFrom('broker_applications').select('id').where('user_id', '=', user.id).where('status', '=', 'pending').executeTakeFirst();
      if (pending) throw new BusinessError('broker.alreadyApplied');
      if (body.businessLicense) await assertOwnUploads(db, user.id, [body.businessLicense]);
      const status: 'approved' | 'pending' = options.autoApprove ? 'approved' : 'pending';
      const { type: _type, brokerType, ...details } = body;
      await db
        .insertInto('broker_applications')
        .values({ user_id: user.id, broker_type: brokerType, details: JSON.stringify(details), status })
        .execute();
      if (status === 'approved') {
        await db
          .updateTable('users')
          .set({ authority: withBrokerCode(user.authority), updated_at: new Date() })
          .where('id', '=', user.id)
          .execute();
      }
      return { data: { status } };
    },
    { write: true },
  );

  defineRoute(
    app,
    calls.requirementHome,
    async ({ body, db, language, currency }) => {
      const [rates, categories] = await Promise.all([loadRates(db), loadCategories(db)]);
      const open = requirementQuery(db).where('r.status', '=', 'open');
      const stats = await db
        .selectFrom('requirements as r')
        .innerJoin('users as u', 'u.id', 'r.owner_id')
        .select((eb) => [
          eb.fn.countAll<string>().as('open'),
          eb.fn.count<string>('u.country_code').distinct().as('countries'),
          sql<string>`count(*) filter (where r.created_at > now() - interval '30 days')`.as('month'),
        ])
        .where('r.status', '=', 'open')
        .executeTakeFirstOrThrow();
      const latest = await open.orderBy('r.created_at', 'desc').limit(body.everyNumber).execute();
      const hottest = await open.orderBy('r.views', 'desc').limit(body.everyNumber).execute();
      const map = (row: RequirementRow) => requirementOf(row, language, currency, rates, categories);
      return { data: { open: Number(stats.open), thisMonth: Number(stats.month), countries: Number(stats.countries), latest: latest.map(map), hottest: hottest.map(map) } };
    },
    { cache: true },
  );

  defineRoute(
    app,
    calls.listRequirements,
    async ({ body, db, language, currency }) => {
      const [rates, categories] = await Promise.all([loadRates(db), loadCategories(db)]);
      let query = requirementQuery(db).where('r.status', '=', 'open') as Rq;
      if (body.kind) query = query.where('r.kind', '=', body.kind);
      if (body.needType) query = query.where('r.need_type', '=', body.needType);
      if (body.outputType) query = query.where('r.output_type', '=', body.outputType);
      if (body.categoryId) query = query.where('r.category_id', 'in', withDescendants(categories, body.categoryId));
      let search: { plan: SearchPlan; language: Language } | null = null;
      const filtered = query;
      if (body.keyword) {
        // The same search as the goods': titles (and places) first, descriptions when titles find nothing.
        const plan = await planSearch(db, 'requirements', body.keyword, { language });
        if (!plan) return { list: [], total: 0, search: NO_KEYWORD_HELP };
        search = { plan, language };
        const byTitle = query.where(matches(plan, 'r', 'main'));
        query = (await countRows(byTitle)) > 0 ? byTitle : query.where(matches(plan, 'r', 'doc'));
      }
      const total = await countRows(query);
      const rows = await paged(sortRequirements(query, body.sort, search), body.currentPage, body.everyNumber).execute();
      const list = rows.map((row) => requirementOf(row, language, currency, rates, categories));
      if (!search) return { list, total };
      // After no result, keywords near it that find requirements under the same filters.
      const help = await keywordHelp({
        db,
        table: 'requirements',
        plan: search.plan,
        total,
        language,
        count: (nearby) => countRows(filtered.where(matches(nearby, 'r', 'doc'))),
      });
      return { list, total, search: help };
    },
    { cache: true },
  );

  defineRoute(app, calls.myRequirements, async ({ body, db, user, language, currency }) => {
    const [rates, categories] = await Promise.all([loadRates(db), loadCategories(db)]);
    let query = requirementQuery(db).where('r.owner_id', '=', user.id) as Rq;
    if (body.status) query = query.where('r.status', '=', body.status);
    const total = await countRows(query);
    const rows = await paged(query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc'), body.currentPage, body.everyNumber).execute();
    return { list: rows.map((row) => requirementOf(row, language, currency, rates, categories)), total };
  });

  defineRoute(
    app,
    calls.saveRequirement,
    async ({ body, db, user, language }) => {
      if (!(await permissionsOf(db, user)).includes(PERMISSIONS.requirementRelease)) throw new BusinessError('requirement.noPermission');
      // The delivery date (from today) and a technology requirement's type are the call schema's rules.
      if (body.categoryId) {
        const categories = await loadCategories(db);
        if (!categories.some((c) => c.id === body.categoryId)) throw new BusinessError('goods.categoryInvalid');
      }
      const values = {
        kind: body.kind,
        title: body.title,
        description: body.description,
        language,
        search_text: `${body.title} ${body.description} ${body.deliveryPlace}`.toLowerCase(),
        category_id: body.kind === 'product' ? (body.categoryId ?? null) : null,
        quantity: body.quantity,
        unit: body.unit,
        delivery_date: body.deliveryDate,
        delivery_place: body.deliveryPlace,
        need_type: body.kind === 'technology' ? (body.needType ?? null) : null,
        output_type: body.kind === 'technology' ? (body.outputType ?? null) : null,
        budget_minor: body.budget ? toMinorUnits(body.budget) : null,
        currency: body.currency,
        updated_at: new Date(),
      };
      if (body.id) {
        const existing = await ownRequirement(db, user, body.id);
        if (existing.status !== 'open') throw new BusinessError('requirement.withdrawn');
        await db
          .updateTable('requirements')
          .set({ ...values, translations: JSON.stringify({}) })
          .where('id', '=', body.id)
          .execute();
        await indexRequirements(db, { ids: [body.id] });
        return { data: { id: body.id } };
      }
      const row = await db
        .insertInto('requirements')
        .values({ ...values, owner_id: user.id, translations: JSON.stringify({}) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await indexRequirements(db, { ids: [row.id] });
      return { data: { id: row.id } };
    },
    { write: true },
  );

  defineRoute(
    app,
    calls.requirementDetails,
    async ({ body, db, user, language, currency }) => {
      const row = await requirementQuery(db).where('r.id', '=', body.id).executeTakeFirst();
      // A withdrawn requirement stays visible to its owner only.
      if (!row || (row.status !== 'open' && !isOwner(user, row, 'owner_id'))) throw new BusinessError('resource.notFound');
      if (!isOwner(user, row, 'owner_id'))
        await db
          .updateTable('requirements')
          .set((eb) => ({ views: eb('views', '+', 1) }))
          .where('id', '=', body.id)
          .execute();
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
      const row = await ownRequirement(db, user, body.id);
      if (row.status !== 'open') throw new BusinessError('requirement.withdrawn');
      await db.updateTable('requirements').set({ status: 'withdrawn', updated_at: new Date() }).where('id', '=', body.id).execute();
      return {};
    },
    { write: true },
  );

  defineRoute(
    app,
    calls.savePersonalInformation,
    async ({ body, db, user }) => {
      if (body.head) await assertOwnUploads(db, user.id, [body.head]);
      const row = await db
        .updateTable('users')
        .set({ nickname: body.nickname, head: body.head ?? user.head, email: body.email ?? user.email, updated_at: new Date() })
        .where('id', '=', user.id)
        .returning(['nickname', 'head', 'email'])
        .executeTakeFirstOrThrow();
      return { user: row };
    },
    { write: true },
  );

  defineRoute(app, calls.getBusinessInformation, async ({ db, user }) => {
    const row = await db.selectFrom('users').select(['business', 'company_name']).where('id', '=', user.id).executeTakeFirstOrThrow();
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

  defineRoute(
    app,
    calls.saveBusinessInformation,
    async ({ body, db, user }) => {
      if (body.businessLicense) await assertOwnUploads(db, user.id, [body.businessLicense]);
      const business = {
        companyName: body.companyName,
        businessLicense: body.businessLicense ?? '',
        address: body.address,
        industry: body.industry ?? '',
        website: body.website ?? '',
        taxId: body.taxId ?? '',
        contactName: body.contactName ?? '',
        contactPhone: body.contactPhone ?? '',
      };
      await db
        .updateTable('users')
        .set({ business: JSON.stringify(business), company_name: body.companyName, updated_at: new Date() })
        .where('id', '=', user.id)
        .execute();
      // Goods are found by their seller's company too.
      await indexGoods(db, { sellerId: user.id });
      return { data: business };
    },
    { write: true },
  );

  defineRoute(
    app,
    calls.saveComplaint,
    async ({ body, db, user, request, language }) => {
      if (body.imageUrls.length) {
        if (!user) throw new BusinessError('upload.notYours');
        await assertOwnUploads(db, user.id, body.imageUrls);
      }
      // Guests may write too; the address is limited so the form cannot be used to flood the team.
      await hit(db, `complaint:${user ? `u${user.id}` : request.ip}`, 10, 3600);
      const row = await db
        .insertInto('complaints')
        .values({
          user_id: user?.id ?? null,
          type: body.type,
          contact_information: body.contactInformation,
          contact_name: body.contactName,
          content: body.content,
          image_urls: JSON.stringify(body.imageUrls),
          language,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { data: { id: row.id } };
    },
    { write: true },
  );
}
