import type { FastifyInstance } from 'fastify';
import { AUDIT_STATUS, calls, type Language } from '@puente/shared/contract';
import type { Db } from '../db/database';
import * as addressRepository from '../repositories/addresses';
import * as cartRepository from '../repositories/cart';
import * as messageRepository from '../repositories/messages';
import type { MessageRow } from '../repositories/messages';
import * as quotationRepository from '../repositories/quotations';
import type { QuotationRow } from '../repositories/quotations';
import * as addressService from '../services/addresses';
import * as cartService from '../services/cart';
import { pickText, shownText } from '../services/localised';
import * as messageService from '../services/messages';
import { loadRates, priceOf } from '../services/money';
import * as quotationService from '../services/quotations';
import { defineRoute, type CallContext } from './define-route';
import { addressOf } from './replies/addresses';

const t = calls.trade;

// Messages.

function messageOf(row: MessageRow, language: Language) {
  return {
    id: row.id,
    title: pickText(row.title, language),
    content: row.content.map((segment) => ({ content: pickText(segment.content, language), type: segment.type, link: segment.link, params: segment.params })),
    createTime: Math.floor(new Date(row.created_at).getTime() / 1000),
    isRead: row.is_read,
  };
}

// Quotations.

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
  defineRoute(app, t.listAddresses, async ({ body, db, user }) => ({ list: (await addressRepository.listAddresses(db, user.id, body.kind)).map(addressOf) }));

  defineRoute(app, t.getAddress, async ({ body, db, user }) => ({ data: addressOf(await addressRepository.findOwnedAddress(db, user, body.id)) }));

  defineRoute(app, t.saveAddress, async ({ body, db, user }) => ({ data: { id: await addressService.saveAddress(db, user, body) } }), { write: true });

  defineRoute(
    app,
    t.deleteAddress,
    async ({ body, db, user }) => {
      await addressService.removeAddress(db, user, body.id);
      return {};
    },
    { write: true },
  );

  defineRoute(app, t.myCart, async ({ db, user, language, currency }) => {
    const rates = await loadRates(db);
    const rows = await cartRepository.cartLines(db, user.id);
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
    return cartService.checkedCart(list);
  });

  defineRoute(app, t.updateCart, async ({ body, db, user }) => ({ data: { count: await cartService.updateCart(db, user, body) } }), { write: true });

  defineRoute(
    app,
    t.removeFromCart,
    async ({ body, db, user }) => {
      await cartRepository.removeCartItems(db, user.id, body.goodsIds);
      return { data: { count: await cartRepository.cartCount(db, user.id) } };
    },
    { write: true },
  );

  defineRoute(app, t.checkGoodsStatusBeforeOrder, async ({ body, db }) => ({ data: { invalidGoodsIds: await cartService.checkGoodsOnSale(db, body.goodsIds) } }));

  defineRoute(app, t.unreadMessageCount, async ({ db, user }) => ({ data: { count: await messageRepository.unreadCount(db, user.id) } }));

  defineRoute(app, t.listMessages, async ({ body, db, user, language }) => {
    const { rows, total } = await messageRepository.listMessages(db, user.id, { isRead: body.isRead === undefined ? undefined : body.isRead === 1 }, body);
    return { list: rows.map((row) => messageOf(row, language)), total };
  });

  defineRoute(app, t.messageDetails, async ({ body, db, user, language }) => ({ data: messageOf(await messageService.openMessage(db, user, body.id), language) }), { write: true });

  defineRoute(
    app,
    t.readMessages,
    // Only the caller's own messages are touched, whatever ids arrive.
    async ({ body, db, user }) => ({ data: { count: await messageRepository.markMessagesRead(db, user.id, body.ids) } }),
    { write: true },
  );

  defineRoute(app, t.saveQuotationRequest, async ({ body, db, user }) => ({ data: { id: await quotationService.requestQuotation(db, user, body) } }), { write: true });

  /** A page of the quotation requests a user received (as the seller) or submitted (as the buyer), newest first. */
  const quotationsPage = (side: 'seller' | 'buyer') =>
    async function ({ body, db, user, language, currency }: CallContext<typeof t.listReceivedQuotations>) {
      const { rows, total } = await quotationRepository.listQuotations(db, side, user.id, body);
      return { list: await quotationsOf(db, rows, language, currency), total };
    };
  defineRoute(app, t.listReceivedQuotations, quotationsPage('seller'));
  defineRoute(app, t.listSubmittedQuotations, quotationsPage('buyer'));

  defineRoute(app, t.sellerQuotationViewCount, async ({ db, user }) => ({ data: { count: await quotationRepository.unviewedCount(db, 'seller', user.id) } }));
  defineRoute(app, t.buyerQuotationViewCount, async ({ db, user }) => ({ data: { count: await quotationRepository.unviewedCount(db, 'buyer', user.id) } }));

  defineRoute(
    app,
    t.quotationDetails,
    async ({ body, db, user, language, currency }) => {
      const row = await quotationService.openQuotation(db, user, body.id);
      const [quotation] = await quotationsOf(db, [row], language, currency);
      return { data: quotation! };
    },
    { write: true },
  );

  defineRoute(
    app,
    t.uploadQuotationFile,
    async ({ body, db, user }) => {
      await quotationService.answerQuotation(db, user, body);
      return {};
    },
    { write: true },
  );
}
