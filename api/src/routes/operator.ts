import type { FastifyInstance } from 'fastify';
import { AUDIT_STATUS, calls, formatMoney, formatNumber, isBroker, isCurrency, localised, type Language } from '@puente/shared/contract';
import type { Db } from '../db/database';
import type { Localised, MachineTranslated } from '../db/schema';
import { auditSubjects, complaintReference } from '../services/audit-subjects';
import { loadCategories, pathOf } from '../services/categories';
import { arbitrateOrder, closeLetter, decideBrokerApplication, replyToLetter, setAccountDisabled, settleOrder } from '../services/console';
import { escrowOf } from '../services/ledger';
import { allLanguages, pickText } from '../services/localised';
import { rateFreshness } from '../services/rate-age';
import { decide, setRate } from '../services/review';
import { machineOf, missingOf } from '../services/translation';
import { BusinessError } from '../services/business-error';
import { findBrand } from '../repositories/brands';
import { listBrokerApplications } from '../repositories/brokers';
import { complaintsIn, getComplaint } from '../repositories/complaints';
import { auditLinesOf, queueCounts, recentAuditLines, reviewQueue, type AuditLineRow } from '../repositories/console';
import { enquiriesIn, getEnquiry } from '../repositories/enquiries';
import { findGoodsRecord } from '../repositories/goods';
import { exchangeRateHistory, exchangeRatesWithSource } from '../repositories/money';
import { orderEventsOf, orderItemsOf, paymentsOf, platformOrder, platformOrders, recentOrdersOf } from '../repositories/orders';
import { findAccount, findAccounts, personOf as sellerOf } from '../repositories/users';
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
      const brand = await findBrand(db, body.id);
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
        seller: personOf(await sellerOf(db, row.owner)),
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
    const [current, history] = await Promise.all([exchangeRatesWithSource(db), exchangeRateHistory(db, 50)]);
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

  defineRoute(app, ops.findUsers, async ({ body, db }) => {
    const { rows, total } = await findAccounts(db, body.query.trim(), body);
    return { list: rows.map(operatorUserOf), total };
  });

  defineRoute(app, ops.userDetails, async ({ body, db }) => {
    const row = await findAccount(db, body.id);
    if (!row) throw new BusinessError('resource.notFound');
    const orders = await recentOrdersOf(db, body.id, 10);
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
      await setAccountDisabled(db, user.id, body.id, body.disabled, body.reason ?? '', (trx, id) => app.sessions.revokeAllOf(trx, id));
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
