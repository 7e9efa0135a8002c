import type { FastifyInstance } from 'fastify';
import { sql, type Selectable } from 'kysely';
import { AUDIT_STATUS, calls, formatMoney, formatNumber, isBroker, isCurrency, localised, type Language } from '@puente/shared/contract';
import type { Db } from '../db/database';
import type { Localised, MachineTranslated, OperatorActionsTable } from '../db/schema';
import { recordAction } from '../services/audit';
import { auditSubjects, complaintReference } from '../services/audit-subjects';
import { loadCategories, pathOf } from '../services/categories';
import { setEnquiryStatus } from '../services/enquiries';
import { escrowOf } from '../services/ledger';
import { allLanguages, pickText } from '../services/localised';
import { notify } from '../services/notify';
import { arbitrate, loadOrder, settle } from '../services/orders';
import { rateFreshness } from '../services/rate-age';
import { decide, setRate } from '../services/review';
import { machineOf, missingOf } from '../services/translation';
import { BusinessError } from '../services/business-error';
import { defineRoute } from './define-route';
import { findGoodsRecord } from '../repositories/goods';
import { pageOf } from '../repositories/paging';
import { withBrokerCode } from '../services/policy';

const { operator: ops } = calls;

const seconds = (at: Date | string | null | undefined) => (at ? Math.floor(new Date(at).getTime() / 1000) : 0);
const major = (minor: number | string) => Number(minor) / 100;
const same = (text: string): Localised => localised(text, text, text, text);
/** The last four characters of a number people should not read whole. */
const masked = (value: string | undefined) => (value ? `•••• ${value.slice(-4)}` : '');

interface PersonColumns {
  id: number;
  nickname: string;
  phone: string;
  company_name: string | null;
  country_code: string | null;
}

const personOf = (row: PersonColumns) => ({ id: row.id, nickname: row.nickname, phone: row.phone, company: row.company_name ?? '', country: row.country_code ?? '' });

/** A person's columns under a prefix (`u_id`, `u_nickname`…), as the list queries select them. */
function personAt(row: Record<string, unknown>, prefix: string) {
  return personOf({
    id: Number(row[`${prefix}_id`]),
    nickname: String(row[`${prefix}_nickname`] ?? ''),
    phone: String(row[`${prefix}_phone`] ?? ''),
    company_name: (row[`${prefix}_company`] as string | null) ?? null,
    country_code: (row[`${prefix}_country`] as string | null) ?? null,
  });
}

type ActionRow = Selectable<OperatorActionsTable> & { operator_name: string | null };

function auditEntryOf(row: ActionRow) {
  return {
    id: row.id,
    operator: row.operator_name ?? 'command line',
    action: row.action,
    subjectKind: row.subject_kind,
    subjectId: row.subject_id,
    before: row.before,
    after: row.after,
    note: row.note,
    time: seconds(row.created_at),
  };
}

function actions(db: Db) {
  return db.selectFrom('operator_actions as a').leftJoin('users as o', 'o.id', 'a.operator_id').selectAll('a').select('o.nickname as operator_name');
}

async function historyOf(db: Db, kind: string, id: number) {
  const rows = await actions(db).where('a.subject_kind', '=', kind).where('a.subject_id', '=', id).orderBy('a.id').execute();
  return rows.map(auditEntryOf);
}

/** Labels of the facts a reviewer reads, in the reader's language. */
const FACT_LABELS = {
  price: localised('Price', '价格', 'Preço', 'Precio'),
  minOrder: localised('Minimum order', '最小起订量', 'Pedido mínimo', 'Pedido mínimo'),
  stock: localised('Stock', '库存', 'Estoque', 'Existencias'),
  terms: localised('Trade terms', '贸易条款', 'Termos de comércio', 'Términos de comercio'),
  origin: localised('Origin', '产地', 'Origem', 'Origen'),
  type: localised('Brand of', '品牌类型', 'Marca de', 'Marca de'),
  china: localised('Goods from China', '中国商品', 'Produtos da China', 'Productos de China'),
  industry: localised('Industrial goods', '工业品', 'Produtos industriais', 'Productos industriales'),
} satisfies Record<string, Localised>;

/** Titles of the messages a decision sends, with what the person reads. */
const NEWS = {
  brokerApproved: {
    title: localised('Broker application approved', '经纪人申请已通过', 'Pedido de corretor aprovado', 'Solicitud de agente aprobada'),
    text: localised(
      'You are now a Puente broker: buyers can find you, and your commission shows on every order you bring.',
      '您已成为 Puente 经纪人：买家可以找到您，您带来的每笔订单都会显示佣金。',
      'Agora você é corretor Puente: compradores podem encontrar você, e a sua comissão aparece em cada pedido que trouxer.',
      'Ya eres agente de Puente: los compradores pueden encontrarte y tu comisión aparece en cada pedido que traigas.',
    ),
  },
  brokerRejected: {
    title: localised('Broker application not approved', '经纪人申请未通过', 'Pedido de corretor não aprovado', 'Solicitud de agente no aprobada'),
    text: localised(
      'Your broker application was not approved: {{reason}} You may apply again.',
      '您的经纪人申请未通过：{{reason}} 您可以重新申请。',
      'O seu pedido de corretor não foi aprovado: {{reason}} Você pode pedir de novo.',
      'Tu solicitud de agente no fue aprobada: {{reason}} Puedes solicitarlo de nuevo.',
    ),
  },
  reply: {
    enquiry: localised('Reply to your enquiry {{reference}}', '您的咨询 {{reference}} 已回复', 'Resposta à sua consulta {{reference}}', 'Respuesta a tu consulta {{reference}}'),
    complaint: localised('Reply to your letter {{reference}}', '您的来信 {{reference}} 已回复', 'Resposta à sua mensagem {{reference}}', 'Respuesta a tu carta {{reference}}'),
  },
  disabled: {
    title: localised('Account disabled', '账号已停用', 'Conta desativada', 'Cuenta desactivada'),
  },
};

const fill = (text: Localised, params: Record<string, string>): Localised =>
  Object.fromEntries((Object.keys(text) as Language[]).map((language) => [language, text[language].replace(/\{\{(\w+)\}\}/g, (_, key: string) => params[key] ?? '')])) as Localised;

const COMPLAINT_SUBJECTS: Record<number, Localised> = {
  1: localised('About a product', '关于商品', 'Sobre um produto', 'Sobre un producto'),
  2: localised('About an order', '关于订单', 'Sobre um pedido', 'Sobre un pedido'),
  3: localised('About a service', '关于服务', 'Sobre um serviço', 'Sobre un servicio'),
  4: localised('A suggestion', '建议', 'Uma sugestão', 'Una sugerencia'),
};

export async function operatorRoutes(app: FastifyInstance) {
  defineRoute(app, ops.overview, async ({ db, language }) => {
    const { rows } = await sql<{ queue: string; waiting: string; oldest: Date | null }>`
        select 'goods' as queue, count(*) as waiting, min(updated_at) as oldest from goods where audit_status = ${AUDIT_STATUS.underReview} and deleted_at is null
        union all select 'brands', count(*), min(updated_at) from brands where audit_status = ${AUDIT_STATUS.underReview} and deleted_at is null
        union all select 'brokers', count(*), min(created_at) from broker_applications where status = 'pending'
        union all select 'settlements', count(*), min(updated_at) from orders where node = 'settlementRequested'
        union all select 'arbitrations', count(*), min(updated_at) from orders where after_sales->>'status' = 'arbitration'
        union all select 'enquiries', count(*), min(created_at) from service_enquiries where status in ('received', 'inProgress')
        union all select 'complaints', count(*), min(created_at) from complaints where status in ('received', 'inProgress')`.execute(db);
    const byQueue = new Map(rows.map((row) => [row.queue, row]));
    const recent = await actions(db).orderBy('a.id', 'desc').limit(10).execute();
    const subjects = await auditSubjects(db, recent, language);
    return {
      data: {
        queues: ops.OPERATOR_QUEUES.map((queue) => {
          const row = byQueue.get(queue);
          return { queue, waiting: Number(row?.waiting ?? 0), oldest: row?.oldest ? seconds(row.oldest) : null };
        }),
        recent: recent.map((row) => {
          const subject = subjects.get(`${row.subject_kind}:${row.subject_id}`);
          return { ...auditEntryOf(row), ...(subject ? { subjectName: subject.name, ...(subject.currency ? { currency: subject.currency } : {}) } : {}) };
        }),
      },
    };
  });

  defineRoute(app, ops.reviewQueue, async ({ body, db, language }) => {
    const goods = body.kind === 'goods';
    let query = db
      .selectFrom(goods ? 'goods as t' : ('brands as t' as 'goods as t'))
      .innerJoin('users as u', 'u.id', goods ? 't.seller_id' : ('t.owner_id' as 't.seller_id'))
      .where('t.audit_status', '=', body.auditStatus)
      .where('t.deleted_at', 'is', null);
    if (body.sellerId) query = query.where('u.id', '=', body.sellerId);
    if (body.olderThanDays) query = query.where('t.updated_at', '<=', sql<Date>`now() - make_interval(days => ${body.olderThanDays})`);
    const direction = body.sort === 'newest' ? 'desc' : 'asc';
    const { rows, total } = await pageOf(
      db,
      query
        .select([
          't.id',
          't.name',
          't.description',
          't.original_language',
          't.audit_status',
          't.updated_at',
          goods ? sql<string>`t.images->>0`.as('image') : sql<string>`t.logo`.as('image'),
          'u.id as u_id',
          'u.nickname as u_nickname',
          'u.phone as u_phone',
          'u.company_name as u_company',
          'u.country_code as u_country',
        ])
        .orderBy('t.updated_at', direction)
        .orderBy('t.id', direction),
      body,
    );
    return {
      list: rows.map((row) => ({
        kind: body.kind,
        id: row.id,
        name: pickText(row.name, language, row.original_language),
        image: row.image ?? '',
        seller: personAt(row, 'u'),
        auditStatus: row.audit_status,
        submitted: seconds(row.updated_at),
        ...(goods ? { missingLanguages: missingOf(row) } : {}),
      })),
      total,
    };
  });

  defineRoute(app, ops.reviewDetails, async ({ body, db, language }) => {
    const seller = (id: number) => db.selectFrom('users').select(['id', 'nickname', 'phone', 'company_name', 'country_code']).where('id', '=', id).executeTakeFirstOrThrow();
    const facts: Array<calls.operator.ReviewFact> = [];
    let row: {
      name: Record<string, string>;
      description: Record<string, string>;
      original_language: string;
      images: string[];
      category: string;
      owner: number;
      audit_status: string;
      audit_reason: string;
      updated_at: Date | string;
      /** Goods only: the languages a translation service wrote. */
      machine?: MachineTranslated;
    };
    if (body.kind === 'goods') {
      const goods = await findGoodsRecord(db, body.id);
      if (!goods) throw new BusinessError('resource.notFound');
      const categories = await loadCategories(db);
      row = {
        ...goods,
        category: pathOf(categories, goods.category_id, language)
          .map((step) => step.title)
          .join(' › '),
        owner: goods.seller_id,
        machine: goods.machine_translated ?? {},
      };
      // Figures as parts too: the page writes the unit's word for the count in the reader's language.
      const currency = isCurrency(goods.currency) ? goods.currency : 'USD';
      const price = major(goods.price_minor);
      const quantity = (label: string, amount: number) => ({ label, value: `${formatNumber(amount, language)} ${goods.unit}`, quantity: amount, unit: goods.unit });
      facts.push(
        {
          label: FACT_LABELS.price[language],
          value: `${formatMoney(price, currency, { besideOther: true })} / ${goods.unit}`,
          money: { amount: price, currency },
          unit: goods.unit,
        },
        quantity(FACT_LABELS.minOrder[language], Number(goods.min_order)),
        quantity(FACT_LABELS.stock[language], Number(goods.stock)),
        { label: FACT_LABELS.terms[language], value: goods.trade_terms.join(', ') },
        { label: FACT_LABELS.origin[language], value: goods.country_code, country: goods.country_code },
      );
    } else {
      const brand = await db.selectFrom('brands').selectAll().where('id', '=', body.id).where('deleted_at', 'is', null).executeTakeFirst();
      if (!brand) throw new BusinessError('resource.notFound');
      row = { ...brand, images: brand.logo ? [brand.logo] : [], category: '', owner: brand.owner_id };
      facts.push(
        { label: FACT_LABELS.type[language], value: FACT_LABELS[brand.type][language] },
        { label: FACT_LABELS.origin[language], value: brand.country_code, country: brand.country_code },
      );
    }
    return {
      data: {
        kind: body.kind,
        id: body.id,
        names: allLanguages(row.name),
        descriptions: allLanguages(row.description),
        originalLanguage: row.original_language,
        images: row.images,
        category: row.category,
        facts,
        seller: personOf(await seller(row.owner)),
        auditStatus: row.audit_status,
        auditReason: row.audit_reason,
        submitted: seconds(row.updated_at),
        history: await historyOf(db, body.kind, body.id),
        ...(row.machine ? { missingLanguages: missingOf(row), machineTranslated: machineOf(row.machine) } : {}),
      },
    };
  });

  defineRoute(
    app,
    ops.decideReview,
    async ({ body, db, user }) => {
      await decide(db, body.kind, body.id, body.decision, body.reason ?? '', user.id, AUDIT_STATUS.underReview);
      return { data: { auditStatus: body.decision === 'pass' ? AUDIT_STATUS.passed : AUDIT_STATUS.rejected } };
    },
    { write: true },
  );

  defineRoute(app, ops.brokerApplications, async ({ body, db }) => {
    const direction = body.sort === 'newest' ? 'desc' : 'asc';
    const { rows, total } = await pageOf(
      db,
      db
        .selectFrom('broker_applications as b')
        .innerJoin('users as u', 'u.id', 'b.user_id')
        .where('b.status', '=', body.status)
        .select([
          'b.id',
          'b.broker_type',
          'b.details',
          'b.status',
          'b.reason',
          'b.created_at',
          'u.id as u_id',
          'u.nickname as u_nickname',
          'u.phone as u_phone',
          'u.company_name as u_company',
          'u.country_code as u_country',
        ])
        .orderBy('b.created_at', direction)
        .orderBy('b.id', direction),
      body,
    );
    return { list: rows.map(brokerApplicationOf), total };
  });

  defineRoute(
    app,
    ops.decideBrokerApplication,
    async ({ body, db, user }) => {
      const reason = body.reason ?? '';
      if (body.decision === 'reject' && !reason) throw new BusinessError('operator.reasonRequired');
      const application = await db.selectFrom('broker_applications').selectAll().where('id', '=', body.id).forUpdate().executeTakeFirst();
      if (!application) throw new BusinessError('resource.notFound');
      if (application.status !== 'pending') throw new BusinessError('operator.alreadyDecided');
      const status = body.decision === 'approve' ? ('approved' as const) : ('rejected' as const);
      await db.updateTable('broker_applications').set({ status, reason, decided_at: new Date() }).where('id', '=', body.id).execute();
      if (status === 'approved') {
        const applicant = await db.selectFrom('users').select('authority').where('id', '=', application.user_id).executeTakeFirstOrThrow();
        if (!isBroker(applicant)) {
          await db
            .updateTable('users')
            .set({ authority: withBrokerCode(applicant.authority), updated_at: new Date() })
            .where('id', '=', application.user_id)
            .execute();
        }
      }
      await recordAction(db, user.id, `broker.${body.decision}`, { kind: 'brokerApplication', id: body.id }, { status: 'pending' }, { status }, reason);
      const news = status === 'approved' ? NEWS.brokerApproved : NEWS.brokerRejected;
      await notify(db, application.user_id, { title: news.title, text: fill(news.text, { reason }) });
      return { data: { status } };
    },
    { write: true },
  );

  defineRoute(app, ops.platformOrders, async ({ body, db }) => {
    const direction = body.sort === 'newest' ? 'desc' : 'asc';
    let query = db.selectFrom('orders as o').innerJoin('users as b', 'b.id', 'o.buyer_id').innerJoin('users as s', 's.id', 'o.seller_id');
    query = body.queue === 'settlement' ? query.where('o.node', '=', 'settlementRequested') : query.where(sql<boolean>`o.after_sales->>'status' = 'arbitration'`);
    const { rows, total } = await pageOf(
      db,
      query
        .select([
          'o.id',
          'o.order_no',
          'o.currency',
          'o.node',
          'o.after_sales',
          'o.updated_at',
          sql<string>`o.goods_minor + o.freight_minor + o.insurance_minor`.as('total_minor'),
          sql<string>`(select coalesce(sum(l.amount_minor), 0) from ledger_entries l where l.order_id = o.id and l.account = 'escrow')`.as('held_minor'),
          ...(['b', 's'] as const).flatMap((p) => [
            `${p}.id as ${p}_id` as const,
            `${p}.nickname as ${p}_nickname` as const,
            `${p}.phone as ${p}_phone` as const,
            `${p}.company_name as ${p}_company` as const,
            `${p}.country_code as ${p}_country` as const,
          ]),
        ])
        .orderBy('o.updated_at', direction)
        .orderBy('o.id', direction),
      body,
    );
    return { list: rows.map((row) => platformOrderOf(row as unknown as PlatformOrderRow)), total };
  });

  defineRoute(app, ops.platformOrderDetails, async ({ body, db, language }) => {
    const order = await db
      .selectFrom('orders as o')
      .innerJoin('users as b', 'b.id', 'o.buyer_id')
      .innerJoin('users as s', 's.id', 'o.seller_id')
      .selectAll('o')
      .select([
        sql<string>`o.goods_minor + o.freight_minor + o.insurance_minor`.as('total_minor'),
        ...(['b', 's'] as const).flatMap((p) => [
          `${p}.id as ${p}_id` as const,
          `${p}.nickname as ${p}_nickname` as const,
          `${p}.phone as ${p}_phone` as const,
          `${p}.company_name as ${p}_company` as const,
          `${p}.country_code as ${p}_country` as const,
        ]),
      ])
      .where('o.id', '=', body.id)
      .executeTakeFirst();
    if (!order) throw new BusinessError('resource.notFound');
    const held = await escrowOf(db, order.id);
    const [items, events, payments] = await Promise.all([
      db.selectFrom('order_items').select(['name', 'original_language', 'quantity', 'unit', 'price_minor']).where('order_id', '=', order.id).orderBy('id').execute(),
      db
        .selectFrom('order_events as e')
        .leftJoin('users as u', 'u.id', 'e.actor_id')
        .select(['e.role', 'e.action', 'e.note', 'e.created_at', 'u.nickname'])
        .where('e.order_id', '=', order.id)
        .orderBy('e.id')
        .execute(),
      db.selectFrom('payments').select(['step', 'amount_minor', 'status', 'created_at']).where('order_id', '=', order.id).orderBy('id').execute(),
    ]);
    const afterSales = order.after_sales as { status?: string; reason?: string; refundMinor?: number | null; images?: string[]; note?: string } | null;
    return {
      data: {
        ...platformOrderOf({ ...order, held_minor: String(held) } as unknown as PlatformOrderRow),
        tradeTerm: order.trade_term,
        items: items.map((item) => ({
          name: pickText(item.name as Record<string, string>, language, item.original_language),
          quantity: Number(item.quantity),
          unit: item.unit,
          price: major(item.price_minor),
        })),
        deposit: major(order.deposit_minor),
        balance: major(order.balance_minor),
        afterSales: afterSales
          ? {
              reason: afterSales.reason ?? '',
              photos: afterSales.images ?? [],
              refundAsked: major(afterSales.refundMinor ?? 0),
              status: afterSales.status ?? '',
              note: afterSales.note ?? '',
              refunded: afterSales.status === 'resolved' ? major(afterSales.refundMinor ?? 0) : 0,
            }
          : null,
        events: events.map((event) => ({ role: event.role, who: event.nickname ?? 'Puente', action: event.action, note: event.note, time: seconds(event.created_at) })),
        payments: payments.map((payment) => ({ step: payment.step, amount: major(payment.amount_minor), status: payment.status, time: seconds(payment.created_at) })),
        canSettle: order.node === 'settlementRequested',
        canArbitrate: afterSales?.status === 'arbitration',
      },
    };
  });

  defineRoute(
    app,
    ops.settleOrder,
    async ({ body, db, user }) => {
      const order = await loadOrder(db, body.id, true);
      if (order.node !== 'settlementRequested') throw new BusinessError('operator.alreadyDecided');
      const held = await escrowOf(db, order.id);
      const result = await settle(db, order.id);
      await recordAction(db, user.id, 'order.settle', { kind: 'order', id: order.id }, { node: order.node, heldMinor: held }, { node: result.node, heldMinor: 0 }, body.note ?? '');
      return { data: { node: result.node } };
    },
    { write: true },
  );

  defineRoute(
    app,
    ops.arbitrateOrder,
    async ({ body, db, user }) => {
      const order = await loadOrder(db, body.id, true);
      const afterSales = order.after_sales as { status?: string } | null;
      if (afterSales?.status !== 'arbitration') throw new BusinessError('operator.alreadyDecided');
      const held = await escrowOf(db, order.id);
      if (Math.round(body.refund * 100) > held) throw new BusinessError('operator.refundInvalid');
      await arbitrate(db, order.id, body.refund, body.note);
      const refundMinor = Math.round(body.refund * 100);
      await recordAction(
        db,
        user.id,
        'order.arbitrate',
        { kind: 'order', id: order.id },
        { afterSales: 'arbitration', heldMinor: held },
        { afterSales: 'resolved', refundMinor, heldMinor: held - refundMinor },
        body.note,
      );
      return { data: { refunded: major(refundMinor) } };
    },
    { write: true },
  );

  defineRoute(app, ops.listRates, async ({ db }) => {
    const [current, history] = await Promise.all([
      db
        .selectFrom('exchange_rates')
        .select(['currency', 'per_usd', sql<string>`as_of::text`.as('as_of'), 'source', 'updated_at'])
        .orderBy('currency')
        .execute(),
      db
        .selectFrom('exchange_rate_history as h')
        .leftJoin('users as u', 'u.id', 'h.operator_id')
        .select(['h.currency', 'h.per_usd', sql<string>`h.as_of::text`.as('as_of'), 'h.source', 'h.created_at', 'u.nickname'])
        .orderBy('h.id', 'desc')
        .limit(50)
        .execute(),
    ]);
    return {
      data: {
        current: current.map((row) => rateOf(row.currency, row.per_usd, row.as_of, row.source, row.updated_at)),
        history: history.map((row) => ({ ...rateOf(row.currency, row.per_usd, row.as_of, row.source, row.created_at), operator: row.nickname ?? 'command line' })),
      },
    };
  });

  defineRoute(
    app,
    ops.setRate,
    async ({ body, db, user }) => {
      await setRate(db, body.currency, body.perUsd, body.asOf, body.source.trim(), user.id);
      return { data: rateOf(body.currency, body.perUsd, body.asOf, body.source.trim(), new Date()) };
    },
    { write: true },
  );

  defineRoute(app, ops.inbox, async ({ body, db, language }) => {
    const states = body.state === 'open' ? ['received', 'inProgress', 'answered'] : ['closed'];
    const direction = body.sort === 'newest' ? 'desc' : 'asc';
    if (body.kind === 'enquiry') {
      const { rows, total } = await pageOf(
        db,
        db.selectFrom('service_enquiries').selectAll().where('status', 'in', states).orderBy('created_at', direction).orderBy('id', direction),
        body,
      );
      return { list: rows.map(enquiryItemOf), total };
    }
    const { rows, total } = await pageOf(db, db.selectFrom('complaints').selectAll().where('status', 'in', states).orderBy('created_at', direction).orderBy('id', direction), body);
    return { list: rows.map((row) => complaintItemOf(row, language)), total };
  });

  /** One letter, locked for the change; closed ones take no reply. */
  async function letter(db: Db, kind: 'enquiry' | 'complaint', id: number) {
    const table = kind === 'enquiry' ? 'service_enquiries' : 'complaints';
    const row = await db.selectFrom(table).select(['id', 'user_id', 'status', 'reply', 'language']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new BusinessError('resource.notFound');
    if (row.status === 'closed') throw new BusinessError('operator.closed');
    return { table, row };
  }

  async function readLetter(db: Db, kind: 'enquiry' | 'complaint', id: number, language: Language) {
    if (kind === 'enquiry') return enquiryItemOf(await db.selectFrom('service_enquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
    return complaintItemOf(await db.selectFrom('complaints').selectAll().where('id', '=', id).executeTakeFirstOrThrow(), language);
  }

  defineRoute(
    app,
    ops.replyInbox,
    async ({ body, db, user, language }) => {
      const { table, row } = await letter(db, body.kind, body.id);
      await db
        .updateTable(table as 'complaints')
        .set({ status: 'answered', reply: body.reply, updated_at: new Date() })
        .where('id', '=', body.id)
        .execute();
      await recordAction(db, user.id, `${body.kind}.reply`, { kind: body.kind, id: body.id }, { status: row.status, reply: row.reply }, { status: 'answered', reply: body.reply });
      if (row.user_id !== null) {
        const reference = body.kind === 'enquiry' ? calls.enquiryReference(body.id) : complaintReference(body.id);
        await notify(db, row.user_id, {
          title: fill(NEWS.reply[body.kind], { reference }),
          text: same(body.reply),
          ...(body.kind === 'enquiry'
            ? { link: { text: localised('See my enquiries', '查看我的咨询', 'Ver as minhas consultas', 'Ver mis consultas'), path: '/personalPanel', params: {} } }
            : {}),
        });
      }
      return { data: await readLetter(db, body.kind, body.id, language) };
    },
    { write: true },
  );

  defineRoute(
    app,
    ops.closeInbox,
    async ({ body, db, user, language }) => {
      const { table, row } = await letter(db, body.kind, body.id);
      if (body.kind === 'enquiry') await setEnquiryStatus(db, body.id, 'closed');
      else
        await db
          .updateTable(table as 'complaints')
          .set({ status: 'closed', updated_at: new Date() })
          .where('id', '=', body.id)
          .execute();
      await recordAction(db, user.id, `${body.kind}.close`, { kind: body.kind, id: body.id }, { status: row.status }, { status: 'closed' });
      return { data: await readLetter(db, body.kind, body.id, language) };
    },
    { write: true },
  );

  const userColumns = [
    'u.id',
    'u.nickname',
    'u.phone',
    'u.username',
    'u.company_name',
    'u.country_code',
    'u.role',
    'u.authority',
    'u.disabled_at',
    'u.disabled_reason',
    'u.created_at',
    sql<string>`(select count(*) from orders o where o.buyer_id = u.id or o.seller_id = u.id)`.as('orders'),
  ] as const;

  defineRoute(app, ops.findUsers, async ({ body, db }) => {
    let query = db.selectFrom('users as u').select(userColumns);
    const words = body.query.trim();
    if (words) {
      const digits = words.replace(/[\s+\-()]/g, '');
      const pattern = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or([
          ...(/^\d+$/.test(digits) ? [eb('u.phone', 'like', `%${digits}%`)] : []),
          eb('u.nickname', 'ilike', pattern),
          eb('u.username', 'ilike', pattern),
          eb('u.company_name', 'ilike', pattern),
        ]),
      );
    }
    const { rows, total } = await pageOf(db, query.orderBy('u.id'), body);
    return { list: rows.map(operatorUserOf), total };
  });

  defineRoute(app, ops.userDetails, async ({ body, db }) => {
    const row = await db.selectFrom('users as u').select(userColumns).where('u.id', '=', body.id).executeTakeFirst();
    if (!row) throw new BusinessError('resource.notFound');
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'order_no', 'buyer_id', 'node', 'currency', sql<string>`goods_minor + freight_minor + insurance_minor`.as('total_minor'), 'created_at'])
      .where((eb) => eb.or([eb('buyer_id', '=', body.id), eb('seller_id', '=', body.id)]))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(10)
      .execute();
    return {
      data: {
        ...operatorUserOf(row),
        disabledReason: row.disabled_reason,
        recentOrders: orders.map((order) => ({
          id: order.id,
          orderNo: order.order_no,
          role: order.buyer_id === body.id ? 'buyer' : 'seller',
          node: order.node,
          currency: order.currency,
          total: major(order.total_minor),
          created: seconds(order.created_at),
        })),
        history: await historyOf(db, 'user', body.id),
      },
    };
  });

  defineRoute(
    app,
    ops.setUserDisabled,
    async ({ body, db, user }) => {
      if (body.id === user.id) throw new BusinessError('operator.notYourself');
      const reason = body.reason ?? '';
      if (body.disabled && !reason) throw new BusinessError('operator.reasonRequired');
      const target = await db.selectFrom('users').select(['id', 'disabled_at', 'disabled_reason']).where('id', '=', body.id).forUpdate().executeTakeFirst();
      if (!target) throw new BusinessError('resource.notFound');
      const before = { disabled: target.disabled_at !== null, reason: target.disabled_reason };
      await db
        .updateTable('users')
        .set({ disabled_at: body.disabled ? (target.disabled_at ?? new Date()) : null, disabled_reason: body.disabled ? reason : '', updated_at: new Date() })
        .where('id', '=', body.id)
        .execute();
      // A disabled account's sessions end now, on every device.
      if (body.disabled) await app.sessions.revokeAllOf(db, body.id);
      await recordAction(db, user.id, body.disabled ? 'user.disable' : 'user.enable', { kind: 'user', id: body.id }, before, { disabled: body.disabled, reason }, reason);
      return { data: { disabled: body.disabled } };
    },
    { write: true },
  );
}

function rateOf(currency: string, perUsd: string | number, asOf: string, source: string, updated: Date | string) {
  return {
    currency: currency as (typeof calls.operator.RateSchema)['_zod']['output']['currency'],
    perUsd: Number(perUsd),
    asOf,
    source,
    updated: seconds(updated),
    // The dollar is the unit of every rate: always 1, it never goes stale.
    ...(currency === 'USD' ? {} : rateFreshness(asOf)),
  };
}

function brokerApplicationOf(row: {
  id: number;
  broker_type: number;
  details: Record<string, string>;
  status: string;
  reason: string;
  created_at: Date | string;
  [key: string]: unknown;
}) {
  const details = row.details ?? {};
  return {
    id: row.id,
    applicant: personAt(row, 'u'),
    brokerType: row.broker_type,
    name: details.name ?? '',
    idCard: masked(details.idCard),
    companyName: details.companyName ?? '',
    businessAddress: details.businessAddress ?? '',
    licence: details.businessLicense ?? '',
    bank: [details.receivingAccountBank, details.receivingOpenAccountBank].filter(Boolean).join(', '),
    cardNumber: masked(details.receivingAccountBankCardNumber),
    status: row.status as 'pending' | 'approved' | 'rejected',
    reason: row.reason,
    created: seconds(row.created_at),
  };
}

interface PlatformOrderRow {
  id: number;
  order_no: string;
  currency: string;
  node: string;
  after_sales: { status?: string } | null;
  updated_at: Date | string;
  total_minor: string;
  held_minor: string;
  [key: string]: unknown;
}

function platformOrderOf(row: PlatformOrderRow) {
  return {
    id: row.id,
    orderNo: row.order_no,
    buyer: personAt(row, 'b'),
    seller: personAt(row, 's'),
    currency: row.currency as 'USD',
    total: major(row.total_minor),
    held: major(row.held_minor),
    node: row.node,
    afterSalesStatus: row.after_sales?.status ?? '',
    since: seconds(row.updated_at),
  };
}

function enquiryItemOf(row: {
  id: number;
  user_id: number | null;
  subject: string;
  message: string;
  name: string;
  company: string;
  contact: string;
  language: string;
  status: string;
  reply: string;
  created_at: Date | string;
}) {
  return {
    kind: 'enquiry' as const,
    id: row.id,
    reference: calls.enquiryReference(row.id),
    subject: row.subject,
    message: row.message,
    name: row.company ? `${row.name} (${row.company})` : row.name,
    contact: row.contact,
    userId: row.user_id,
    language: row.language,
    images: [],
    status: row.status as 'received',
    reply: row.reply,
    created: seconds(row.created_at),
  };
}

function complaintItemOf(
  row: {
    id: number;
    user_id: number | null;
    type: number;
    content: string;
    contact_name: string;
    contact_information: string;
    image_urls: string[];
    language: string;
    status: string;
    reply: string;
    created_at: Date | string;
  },
  language: Language,
) {
  return {
    kind: 'complaint' as const,
    id: row.id,
    reference: complaintReference(row.id),
    subject: (COMPLAINT_SUBJECTS[row.type] ?? COMPLAINT_SUBJECTS[4]!)[language],
    message: row.content,
    name: row.contact_name,
    contact: row.contact_information,
    userId: row.user_id,
    language: row.language,
    images: row.image_urls ?? [],
    status: row.status as 'received',
    reply: row.reply,
    created: seconds(row.created_at),
  };
}

function operatorUserOf(row: {
  id: number;
  nickname: string;
  phone: string;
  username: string | null;
  company_name: string | null;
  country_code: string | null;
  role: string | null;
  authority: string;
  disabled_at: Date | string | null;
  created_at: Date | string;
  orders: string;
}) {
  return {
    ...personOf(row),
    username: row.username ?? '',
    role: row.role ?? '',
    broker: isBroker(row),
    disabled: row.disabled_at !== null,
    orders: Number(row.orders),
    created: seconds(row.created_at),
  };
}
