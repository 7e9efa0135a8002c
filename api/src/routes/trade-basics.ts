import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { AUDIT_STATUS, calls, toMinorUnits, type Language } from '@puente/shared/contract';
import type { Db } from '../db/database';
import type { Database, StoredSegment, UserRow } from '../db/schema';
import type { Selectable } from 'kysely';
import { pickText, shownText } from '../services/localised';
import { loadRates, priceOf } from '../services/money';
import { notify } from '../services/notify';
import { QUOTATION_ANSWERED, QUOTATION_LINK_TEXT, QUOTATION_REQUEST } from '../services/order-texts';
import { assertOwnUploads } from '../services/uploads';
import { BusinessError } from '../services/business-error';
import { defineRoute, type CallContext } from './define-route';
import { pageOf } from '../repositories/paging';
import { isOwner, ownedBy, partyTo } from '../services/policy';

const t = calls.trade;

// Addresses.

type AddressRow = Selectable<Database['addresses']>;

export function addressOf(row: AddressRow) {
  return {
    id: row.id,
    kind: row.kind,
    contactName: row.contact_name,
    phone: row.phone,
    countryCode: row.country_code,
    province: row.province,
    city: row.city,
    street: row.street,
    postalCode: row.postal_code,
    company: row.company,
    taxId: row.tax_id,
    isDefault: row.is_default,
  };
}

/** The caller's own address (someone else's: services/policy.ts). */
export async function ownAddress(db: Db, user: UserRow, id: number) {
  return ownedBy(user, await db.selectFrom('addresses').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst(), 'user_id');
}

// Cart.

async function cartCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('cart_items')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function visibleGoods(db: Db, ids: number[]) {
  return db
    .selectFrom('goods')
    .select(['id', 'seller_id', 'min_order', 'stock'])
    .where('id', 'in', ids)
    .where('audit_status', '=', AUDIT_STATUS.passed)
    .where('putaway', '=', true)
    .where('deleted_at', 'is', null)
    .execute();
}

// Messages.

function messageOf(row: { id: number; title: Record<string, string>; content: StoredSegment[]; is_read: boolean; created_at: Date | string }, language: Language) {
  return {
    id: row.id,
    title: pickText(row.title, language),
    content: row.content.map((segment) => ({ content: pickText(segment.content, language), type: segment.type, link: segment.link, params: segment.params })),
    createTime: Math.floor(new Date(row.created_at).getTime() / 1000),
    isRead: row.is_read,
  };
}

// Quotations.

function quotationQuery(db: Db) {
  return db
    .selectFrom('quotations as q')
    .innerJoin('goods as g', 'g.id', 'q.goods_id')
    .innerJoin('users as b', 'b.id', 'q.buyer_id')
    .innerJoin('users as s', 's.id', 'q.seller_id')
    .select([
      'q.id',
      'q.goods_id',
      'q.buyer_id',
      'q.seller_id',
      'q.quantity',
      'q.unit',
      'q.trade_term',
      'q.destination',
      'q.message',
      'q.request_file',
      'q.target_minor',
      'q.currency',
      'q.status',
      'q.quoted_minor',
      'q.quoted_currency',
      'q.quotation_file',
      'q.seller_note',
      sql<string | null>`q.valid_until::text`.as('valid_until'),
      'q.viewed_by_seller',
      'q.viewed_by_buyer',
      'q.created_at',
      'q.quoted_at',
      'g.name as goods_name',
      'g.original_language as goods_language',
      'g.machine_translated as goods_machine',
      'g.images as goods_images',
      'b.nickname as buyer_nickname',
      'b.company_name as buyer_company',
      's.nickname as seller_nickname',
      's.company_name as seller_company',
    ]);
}

type QuotationRow = Awaited<ReturnType<ReturnType<typeof quotationQuery>['executeTakeFirstOrThrow']>>;

async function quotationsOf(db: Db, rows: QuotationRow[], language: Language, currency: Parameters<typeof priceOf>[2]) {
  const rates = await loadRates(db);
  return rows.map((row) => ({
    id: row.id,
    goodsId: row.goods_id,
    ...(({ text, source }) => ({ goodsName: text, goodsNameSource: source }))(shownText(row.goods_name, language, row.goods_language, row.goods_machine?.name)),
    goodsImage: row.goods_images[0] ?? '',
    buyer: { id: row.buyer_id, nickname: row.buyer_nickname, companyName: row.buyer_company },
    seller: { id: row.seller_id, nickname: row.seller_nickname, companyName: row.seller_company },
    quantity: Number(row.quantity),
    unit: row.unit as never,
    tradeTerm: row.trade_term as never,
    destination: row.destination,
    message: row.message,
    requestFile: row.request_file,
    targetPrice: row.target_minor ? priceOf(row.target_minor, row.currency, currency, rates) : null,
    status: row.status as 'pendingSeller' | 'quoted',
    quotedPrice: row.quoted_minor && row.quoted_currency ? priceOf(row.quoted_minor, row.quoted_currency, currency, rates) : null,
    quotationFile: row.quotation_file,
    sellerNote: row.seller_note,
    validUntil: row.valid_until ?? '',
    viewedBySeller: row.viewed_by_seller,
    viewedByBuyer: row.viewed_by_buyer,
    createTime: Math.floor(new Date(row.created_at).getTime() / 1000),
    quoteTime: row.quoted_at ? Math.floor(new Date(row.quoted_at).getTime() / 1000) : null,
  }));
}

export async function tradeBasicsRoutes(app: FastifyInstance) {
  defineRoute(app, t.listAddresses, async ({ body, db, user }) => {
    let query = db.selectFrom('addresses').selectAll().where('user_id', '=', user.id).where('deleted_at', 'is', null);
    if (body.kind) query = query.where('kind', '=', body.kind);
    const rows = await query.orderBy('is_default', 'desc').orderBy('id', 'desc').execute();
    return { list: rows.map(addressOf) };
  });

  defineRoute(app, t.getAddress, async ({ body, db, user }) => ({ data: addressOf(await ownAddress(db, user, body.id)) }));

  defineRoute(
    app,
    t.saveAddress,
    async ({ body, db, user }) => {
      const values = {
        kind: body.kind,
        contact_name: body.contactName,
        phone: body.phone,
        country_code: body.countryCode,
        province: body.province,
        city: body.city,
        street: body.street,
        postal_code: body.postalCode,
        company: body.company,
        tax_id: body.taxId,
        is_default: body.isDefault,
      };
      const existing = await db
        .selectFrom('addresses')
        .select('id')
        .where('user_id', '=', user.id)
        .where('kind', '=', body.kind)
        .where('deleted_at', 'is', null)
        .limit(1)
        .executeTakeFirst();
      // The first address of a kind is the default; a new default replaces the old one.
      const isDefault = body.isDefault || !existing;
      if (isDefault) await db.updateTable('addresses').set({ is_default: false }).where('user_id', '=', user.id).where('kind', '=', body.kind).execute();
      if (body.id) {
        await ownAddress(db, user, body.id);
        await db
          .updateTable('addresses')
          .set({ ...values, is_default: isDefault })
          .where('id', '=', body.id)
          .execute();
        return { data: { id: body.id } };
      }
      const row = await db
        .insertInto('addresses')
        .values({ ...values, is_default: isDefault, user_id: user.id, deleted_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { data: { id: row.id } };
    },
    { write: true },
  );

  defineRoute(
    app,
    t.deleteAddress,
    async ({ body, db, user }) => {
      await ownAddress(db, user, body.id);
      await db.updateTable('addresses').set({ deleted_at: new Date(), is_default: false }).where('id', '=', body.id).execute();
      return {};
    },
    { write: true },
  );

  defineRoute(app, t.myCart, async ({ db, user, language, currency }) => {
    const rates = await loadRates(db);
    const rows = await db
      .selectFrom('cart_items as c')
      .innerJoin('goods as g', 'g.id', 'c.goods_id')
      .innerJoin('users as s', 's.id', 'g.seller_id')
      .select([
        'c.id',
        'c.goods_id',
        'c.quantity',
        'c.selected',
        'g.name',
        'g.original_language',
        'g.machine_translated',
        'g.images',
        'g.unit',
        'g.min_order',
        'g.stock',
        'g.price_minor',
        'g.currency',
        'g.seller_id',
        'g.trade_terms',
        'g.audit_status',
        'g.putaway',
        'g.deleted_at',
        's.nickname',
        's.company_name',
      ])
      .where('c.user_id', '=', user.id)
      // Lines keep their place while edited: newest added first.
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .execute();
    const list = rows.map((row) => ({
      id: row.id,
      goodsId: row.goods_id,
      ...(({ text, source }) => ({ name: text, nameSource: source }))(shownText(row.name, language, row.original_language, row.machine_translated?.name)),
      image: row.images[0] ?? '',
      unit: row.unit as never,
      minOrder: row.min_order,
      stock: row.stock,
      quantity: row.quantity,
      selected: row.selected,
      price: priceOf(row.price_minor, row.currency, currency, rates),
      subtotal: priceOf(row.price_minor * row.quantity, row.currency, currency, rates),
      sellerId: row.seller_id,
      sellerName: row.company_name ?? row.nickname,
      tradeTerms: row.trade_terms as never,
      available: row.audit_status === AUDIT_STATUS.passed && row.putaway && !row.deleted_at,
    }));
    // Goods that left the shelf or review: the cart answers with its ask-to-reselect (passed through silently).
    if (list.some((item) => !item.available)) throw new BusinessError('cart.invalidGoods', {}, 0, { list, count: list.length });
    return { list, count: list.length };
  });

  defineRoute(
    app,
    t.updateCart,
    async ({ body, db, user }) => {
      const [goods] = await visibleGoods(db, [body.goodsId]);
      if (!goods) throw new BusinessError('resource.notFound');
      if (isOwner(user, goods, 'seller_id')) throw new BusinessError('order.ownGoods');
      // Two adds of the same goods at once both land: the row is locked while its quantity is
      // decided, and a first add that raced another merges into the row the other made.
      const existing = await db
        .selectFrom('cart_items')
        .select(['id', 'quantity'])
        .where('user_id', '=', user.id)
        .where('goods_id', '=', body.goodsId)
        .forUpdate()
        .executeTakeFirst();
      const requested = body.quantity ?? (existing ? existing.quantity : goods.min_order);
      const quantity = body.add && existing ? existing.quantity + requested : requested;
      if (quantity < goods.min_order) throw new BusinessError('order.minOrder', { min: goods.min_order });
      if (quantity > goods.stock) throw new BusinessError('order.stockExceeded', { stock: goods.stock });
      if (existing) {
        await db
          .updateTable('cart_items')
          .set({ quantity, ...(body.selected === undefined ? {} : { selected: body.selected }), updated_at: new Date() })
          .where('id', '=', existing.id)
          .execute();
      } else {
        const merged = await db
          .insertInto('cart_items')
          .values({ user_id: user.id, goods_id: body.goodsId, quantity, selected: body.selected ?? true })
          .onConflict((c) =>
            c.columns(['user_id', 'goods_id']).doUpdateSet((eb) => ({
              // The other add made the row first: an add adds to it, a set sets it.
              quantity: body.add ? sql<number>`${eb.ref('cart_items.quantity')} + ${eb.ref('excluded.quantity')}` : eb.ref('excluded.quantity'),
              ...(body.selected === undefined ? {} : { selected: body.selected }),
              updated_at: new Date(),
            })),
          )
          .returning('quantity')
          .executeTakeFirstOrThrow();
        if (merged.quantity > goods.stock) throw new BusinessError('order.stockExceeded', { stock: goods.stock });
      }
      return { data: { count: await cartCount(db, user.id) } };
    },
    { write: true },
  );

  defineRoute(
    app,
    t.removeFromCart,
    async ({ body, db, user }) => {
      await db.deleteFrom('cart_items').where('user_id', '=', user.id).where('goods_id', 'in', body.goodsIds).execute();
      return { data: { count: await cartCount(db, user.id) } };
    },
    { write: true },
  );

  defineRoute(app, t.checkGoodsStatusBeforeOrder, async ({ body, db }) => {
    const visible = new Set((await visibleGoods(db, body.goodsIds)).map((g) => g.id));
    const invalidGoodsIds = body.goodsIds.filter((id) => !visible.has(id));
    if (invalidGoodsIds.length) throw new BusinessError('cart.invalidGoods', {}, 0, { data: { invalidGoodsIds } });
    return { data: { invalidGoodsIds } };
  });

  defineRoute(app, t.unreadMessageCount, async ({ db, user }) => {
    const row = await db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', user.id)
      .where('is_read', '=', false)
      .executeTakeFirstOrThrow();
    return { data: { count: Number(row.n) } };
  });

  defineRoute(app, t.listMessages, async ({ body, db, user, language }) => {
    let query = db.selectFrom('messages').selectAll().where('user_id', '=', user.id);
    if (body.isRead !== undefined) query = query.where('is_read', '=', body.isRead === 1);
    const { rows, total } = await pageOf(db, query.orderBy('created_at', 'desc').orderBy('id', 'desc'), body);
    return { list: rows.map((row) => messageOf(row, language)), total };
  });

  defineRoute(
    app,
    t.messageDetails,
    async ({ body, db, user, language }) => {
      const row = partyTo(user, await db.selectFrom('messages').selectAll().where('id', '=', body.id).executeTakeFirst(), 'user_id');
      if (!row.is_read) await db.updateTable('messages').set({ is_read: true }).where('id', '=', row.id).execute();
      return { data: messageOf({ ...row, is_read: true }, language) };
    },
    { write: true },
  );

  defineRoute(
    app,
    t.readMessages,
    async ({ body, db, user }) => {
      // Only the caller's own messages are touched, whatever ids arrive.
      const result = await db
        .updateTable('messages')
        .set({ is_read: true })
        .where('user_id', '=', user.id)
        .where('id', 'in', body.ids)
        .where('is_read', '=', false)
        .executeTakeFirst();
      return { data: { count: Number(result.numUpdatedRows) } };
    },
    { write: true },
  );

  defineRoute(
    app,
    t.saveQuotationRequest,
    async ({ body, db, user }) => {
      const [goods] = await visibleGoods(db, [body.goodsId]);
      if (!goods) throw new BusinessError('resource.notFound');
      if (isOwner(user, goods, 'seller_id')) throw new BusinessError('order.ownGoods');
      if (body.file) await assertOwnUploads(db, user.id, [body.file]);
      const row = await db
        .insertInto('quotations')
        .values({
          buyer_id: user.id,
          seller_id: goods.seller_id,
          goods_id: goods.id,
          quantity: body.quantity,
          unit: body.unit,
          trade_term: body.tradeTerm,
          destination: body.destination,
          message: body.message,
          request_file: body.file ?? '',
          target_minor: body.targetPrice ? toMinorUnits(body.targetPrice) : null,
          currency: body.currency,
          quoted_minor: null,
          quoted_currency: null,
          quotation_file: '',
          seller_note: '',
          valid_until: null,
          quoted_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await notify(db, goods.seller_id, {
        title: QUOTATION_REQUEST,
        text: QUOTATION_REQUEST,
        link: { text: QUOTATION_LINK_TEXT, path: '/personalQuotation', params: { id: String(row.id) } },
      });
      return { data: { id: row.id } };
    },
    { write: true },
  );

  /** A page of the quotation requests a user received (as the seller) or submitted (as the buyer), newest first. */
  const quotationsPage = (side: 'q.seller_id' | 'q.buyer_id') =>
    async function ({ body, db, user, language, currency }: CallContext<typeof t.listReceivedQuotations>) {
      const query = quotationQuery(db).where(side, '=', user.id).orderBy('q.created_at', 'desc').orderBy('q.id', 'desc');
      const { rows, total } = await pageOf(db, query, body);
      return { list: await quotationsOf(db, rows, language, currency), total };
    };
  defineRoute(app, t.listReceivedQuotations, quotationsPage('q.seller_id'));
  defineRoute(app, t.listSubmittedQuotations, quotationsPage('q.buyer_id'));

  defineRoute(app, t.sellerQuotationViewCount, async ({ db, user }) => {
    const row = await db
      .selectFrom('quotations')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('seller_id', '=', user.id)
      .where('viewed_by_seller', '=', false)
      .executeTakeFirstOrThrow();
    return { data: { count: Number(row.n) } };
  });

  defineRoute(app, t.buyerQuotationViewCount, async ({ db, user }) => {
    const row = await db
      .selectFrom('quotations')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('buyer_id', '=', user.id)
      .where('viewed_by_buyer', '=', false)
      .executeTakeFirstOrThrow();
    return { data: { count: Number(row.n) } };
  });

  defineRoute(
    app,
    t.quotationDetails,
    async ({ body, db, user, language, currency }) => {
      const row = partyTo(user, await quotationQuery(db).where('q.id', '=', body.id).executeTakeFirst(), 'buyer_id', 'seller_id');
      const viewed = isOwner(user, row, 'seller_id') ? { viewed_by_seller: true } : { viewed_by_buyer: true };
      await db.updateTable('quotations').set(viewed).where('id', '=', row.id).execute();
      const [quotation] = await quotationsOf(db, [{ ...row, ...viewed }], language, currency);
      return { data: quotation! };
    },
    { write: true },
  );

  defineRoute(
    app,
    t.uploadQuotationFile,
    async ({ body, db, user }) => {
      // Only its seller answers a quotation; anyone else is refused it as forbidden.
      const row = ownedBy(user, await db.selectFrom('quotations').select(['id', 'seller_id', 'buyer_id']).where('id', '=', body.id).executeTakeFirst(), 'seller_id');
      if (body.file) await assertOwnUploads(db, user.id, [body.file]);
      await db
        .updateTable('quotations')
        .set({
          quotation_file: body.file ?? '',
          quoted_minor: toMinorUnits(body.price),
          quoted_currency: body.currency,
          valid_until: body.validUntil,
          seller_note: body.note,
          status: 'quoted',
          viewed_by_buyer: false,
          viewed_by_seller: true,
          quoted_at: new Date(),
        })
        .where('id', '=', row.id)
        .execute();
      await notify(db, row.buyer_id, {
        title: QUOTATION_ANSWERED,
        text: QUOTATION_ANSWERED,
        link: { text: QUOTATION_LINK_TEXT, path: '/personalQuotationMine', params: { id: String(row.id) } },
      });
      return {};
    },
    { write: true },
  );
}
