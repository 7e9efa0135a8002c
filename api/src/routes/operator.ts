import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { AUDIT_STATUS, calls, formatMoney, formatNumber, isBroker, isCurrency, localised, type Language } from '@puente/shared/contract';
import type { Db } from '../db/database';
import type { Localised, MachineTranslated } from '../db/schema';
import { recordAction } from '../services/audit';
import { auditSubjects, complaintReference } from '../services/audit-subjects';
import { loadCategories, pathOf } from '../services/categories';
import { arbitrateOrder, closeLetter, decideBrokerApplication, replyToLetter, settleOrder } from '../services/console';
import { escrowOf } from '../services/ledger';
import { allLanguages, pickText } from '../services/localised';
import { rateFreshness } from '../services/rate-age';
import { decide, setRate } from '../services/review';
import { machineOf, missingOf } from '../services/translation';
import { BusinessError } from '../services/business-error';
import { listBrokerApplications } from '../repositories/brokers';
import { complaintsIn, getComplaint } from '../repositories/complaints';
import { auditLinesOf, queueCounts, recentAuditLines, reviewQueue, type AuditLineRow } from '../repositories/console';
import { enquiriesIn, getEnquiry } from '../repositories/enquiries';
import { orderEventsOf, orderItemsOf, paymentsOf, platformOrder, platformOrders } from '../repositories/orders';
import { findGoodsRecord } from '../repositories/goods';
import { pageOf } from '../repositories/paging';
import { defineRoute } from './define-route';

const { operator: ops } = calls;

const seconds = (at: Date | string | null | undefined) => (at ? Math.floor(new Date(at).getTime() / 1000) : 0);
const major = (minor: number | string) => Number(minor) / 100;
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

function auditEntryOf(row: AuditLineRow) {
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

async function historyOf(db: Db, kind: string, id: number) {
  return (await auditLinesOf(db, kind, id)).map(auditEntryOf);
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

const COMPLAINT_SUBJECTS: Record<number, Localised> = {
  1: localised('About a product', '关于商品', 'Sobre um produto', 'Sobre un producto'),
  2: localised('About an order', '关于订单', 'Sobre um pedido', 'Sobre un pedido'),
  3: localised('About a service', '关于服务', 'Sobre um serviço', 'Sobre un servicio'),
  4: localised('A suggestion', '建议', 'Uma sugestão', 'Una sugerencia'),
};

export async function operatorRoutes(app: FastifyInstance) {
  defineRoute(app, ops.overview, async ({ db, language }) => {
    const byQueue = new Map((await queueCounts(db)).map((row) => [row.queue, row]));
    const recent = await recentAuditLines(db, 10);
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
    const { rows, total } = await reviewQueue(db, body, body);
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
    const { rows, total } = await listBrokerApplications(db, body.status, body.sort, body);
    return { list: rows.map(brokerApplicationOf), total };
  });

  defineRoute(
    app,
    ops.decideBrokerApplication,
    async ({ body, db, user }) => {
      const status = await decideBrokerApplication(db, user.id, body.id, body.decision, body.reason ?? '');
      return { data: { status } };
    },
    { write: true },
  );

  defineRoute(app, ops.platformOrders, async ({ body, db }) => {
    const { rows, total } = await platformOrders(db, body.queue, body.sort, body);
    return { list: rows.map((row) => platformOrderOf(row as unknown as PlatformOrderRow)), total };
  });

  defineRoute(app, ops.platformOrderDetails, async ({ body, db, language }) => {
    const order = await platformOrder(db, body.id);
    if (!order) throw new BusinessError('resource.notFound');
    const held = await escrowOf(db, order.id);
    const [items, events, payments] = await Promise.all([
      orderItemsOf(db, [order.id]).then((lines) => lines.get(order.id) ?? []),
      orderEventsOf(db, order.id),
      paymentsOf(db, order.id),
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
      const result = await settleOrder(db, user.id, body.id, body.note ?? '');
      return { data: { node: result.node } };
    },
    { write: true },
  );

  defineRoute(
    app,
    ops.arbitrateOrder,
    async ({ body, db, user }) => {
      const refundMinor = await arbitrateOrder(db, user.id, body.id, body.refund, body.note);
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
    if (body.kind === 'enquiry') {
      const { rows, total } = await enquiriesIn(db, states, body.sort, body);
      return { list: rows.map(enquiryItemOf), total };
    }
    const { rows, total } = await complaintsIn(db, states, body.sort, body);
    return { list: rows.map((row) => complaintItemOf(row, language)), total };
  });

  async function readLetter(db: Db, kind: 'enquiry' | 'complaint', id: number, language: Language) {
    if (kind === 'enquiry') return enquiryItemOf(await getEnquiry(db, id));
    return complaintItemOf(await getComplaint(db, id), language);
  }

  defineRoute(
    app,
    ops.replyInbox,
    async ({ body, db, user, language }) => {
      await replyToLetter(db, user.id, body.kind, body.id, body.reply);
      return { data: await readLetter(db, body.kind, body.id, language) };
    },
    { write: true },
  );

  defineRoute(
    app,
    ops.closeInbox,
    async ({ body, db, user, language }) => {
      await closeLetter(db, user.id, body.kind, body.id);
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
