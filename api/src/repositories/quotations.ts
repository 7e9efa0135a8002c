import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { Database, UserRow } from '../db/schema';
import { ownedBy, partyTo } from '../services/policy';
import { pageOf, type PageAsked } from './paging';

/* Quotation requests and their answers: every statement on quotations. */

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

/** A quotation with its goods and its two parties, its validity date as text. */
export type QuotationRow = Awaited<ReturnType<ReturnType<typeof quotationQuery>['executeTakeFirstOrThrow']>>;

/** A page of the quotations a user received (as the seller) or submitted (as the buyer), newest first. */
export function listQuotations(db: Db, side: 'seller' | 'buyer', userId: number, page: PageAsked) {
  const query = quotationQuery(db)
    .where(side === 'seller' ? 'q.seller_id' : 'q.buyer_id', '=', userId)
    .orderBy('q.created_at', 'desc')
    .orderBy('q.id', 'desc');
  return pageOf(db, query, page);
}

/** How many quotations of the user's side (seller or buyer) they have not seen since they changed. */
export async function unviewedCount(db: Db, side: 'seller' | 'buyer', userId: number): Promise<number> {
  const row = await db
    .selectFrom('quotations')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(side === 'seller' ? 'seller_id' : 'buyer_id', '=', userId)
    .where(side === 'seller' ? 'viewed_by_seller' : 'viewed_by_buyer', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A quotation the caller is a party to (its buyer or seller); to anyone else it is not found (services/policy.ts). */
export async function findQuotationOf(db: Db, user: Pick<UserRow, 'id'>, id: number): Promise<QuotationRow> {
  return partyTo(user, await quotationQuery(db).where('q.id', '=', id).executeTakeFirst(), 'buyer_id', 'seller_id');
}

/** A quotation the caller answers as its seller; to anyone else it is forbidden (the documented exception, services/policy.ts). */
export async function findQuotationToAnswer(db: Db, user: Pick<UserRow, 'id'>, id: number) {
  return ownedBy(user, await db.selectFrom('quotations').select(['id', 'seller_id', 'buyer_id']).where('id', '=', id).executeTakeFirst(), 'seller_id');
}

export async function insertQuotation(db: Db, values: Insertable<Database['quotations']>): Promise<number> {
  return (await db.insertInto('quotations').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateQuotation(db: Db, id: number, values: Updateable<Database['quotations']>): Promise<void> {
  await db.updateTable('quotations').set(values).where('id', '=', id).execute();
}
