import { toMinorUnits, type calls } from '@puente/shared/contract';
import type * as z from 'zod/mini';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import { visibleGoods } from '../repositories/cart';
import * as quotationRepository from '../repositories/quotations';
import type { QuotationRow } from '../repositories/quotations';
import { BusinessError } from './business-error';
import { notify } from './notify';
import { QUOTATION_ANSWERED, QUOTATION_LINK_TEXT, QUOTATION_REQUEST } from './order-texts';
import { isOwner } from './policy';
import { assertOwnUploads } from './uploads';

/** The rules of quotation requests and their answers; routes/trade-basics.ts maps calls to these. */

type Input<C extends { request: z.ZodMiniType }> = z.output<C['request']>;

/** A buyer asks a seller to quote for goods on sale (never their own); the seller is told. */
export async function requestQuotation(db: Db, user: UserRow, input: Input<typeof calls.trade.saveQuotationRequest>): Promise<number> {
  const [goods] = await visibleGoods(db, [input.goodsId]);
  if (!goods) throw new BusinessError('resource.notFound');
  if (isOwner(user, goods, 'seller_id')) throw new BusinessError('order.ownGoods');
  if (input.file) await assertOwnUploads(db, user.id, [input.file]);
  const id = await quotationRepository.insertQuotation(db, {
    buyer_id: user.id,
    seller_id: goods.seller_id,
    goods_id: goods.id,
    quantity: input.quantity,
    unit: input.unit,
    trade_term: input.tradeTerm,
    destination: input.destination,
    message: input.message,
    request_file: input.file ?? '',
    target_minor: input.targetPrice ? toMinorUnits(input.targetPrice) : null,
    currency: input.currency,
    quoted_minor: null,
    quoted_currency: null,
    quotation_file: '',
    seller_note: '',
    valid_until: null,
    quoted_at: null,
  });
  await notify(db, goods.seller_id, {
    title: QUOTATION_REQUEST,
    text: QUOTATION_REQUEST,
    link: { text: QUOTATION_LINK_TEXT, path: '/personalQuotation', params: { id: String(id) } },
  });
  return id;
}

/** A party opens a quotation, which is then seen by their side; to a stranger it is not found. */
export async function openQuotation(db: Db, user: UserRow, id: number): Promise<QuotationRow> {
  const row = await quotationRepository.findQuotationOf(db, user, id);
  const viewed = isOwner(user, row, 'seller_id') ? { viewed_by_seller: true } : { viewed_by_buyer: true };
  await quotationRepository.updateQuotation(db, row.id, viewed);
  return { ...row, ...viewed };
}

/** The seller answers a quotation (price, validity, file); anyone else is refused it as forbidden. The buyer is told. */
export async function answerQuotation(db: Db, user: UserRow, input: Input<typeof calls.trade.uploadQuotationFile>): Promise<void> {
  const row = await quotationRepository.findQuotationToAnswer(db, user, input.id);
  if (input.file) await assertOwnUploads(db, user.id, [input.file]);
  await quotationRepository.updateQuotation(db, row.id, {
    quotation_file: input.file ?? '',
    quoted_minor: toMinorUnits(input.price),
    quoted_currency: input.currency,
    valid_until: input.validUntil,
    seller_note: input.note,
    status: 'quoted',
    viewed_by_buyer: false,
    viewed_by_seller: true,
    quoted_at: new Date(),
  });
  await notify(db, row.buyer_id, {
    title: QUOTATION_ANSWERED,
    text: QUOTATION_ANSWERED,
    link: { text: QUOTATION_LINK_TEXT, path: '/personalQuotationMine', params: { id: String(row.id) } },
  });
}
