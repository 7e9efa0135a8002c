import { sql } from 'kysely';
import { AUDIT_STATUS } from '@puente/shared/contract';
import type { Db } from '../db/database';
import { pageOf, type PageAsked } from './paging';

/*
 * The operators' console's own read models, across aggregates: what waits in each queue, and goods
 * or brands under review with their owners (the review queue, the command line's list, what a
 * decision reads).
 */

/** How many wait in each of the console's queues, and since when the oldest waits. */
export async function queueCounts(db: Db): Promise<Array<{ queue: string; waiting: string; oldest: Date | null }>> {
  const { rows } = await sql<{ queue: string; waiting: string; oldest: Date | null }>`
      select 'goods' as queue, count(*) as waiting, min(updated_at) as oldest from goods where audit_status = ${AUDIT_STATUS.underReview} and deleted_at is null
      union all select 'brands', count(*), min(updated_at) from brands where audit_status = ${AUDIT_STATUS.underReview} and deleted_at is null
      union all select 'brokers', count(*), min(created_at) from broker_applications where status = 'pending'
      union all select 'settlements', count(*), min(updated_at) from orders where node = 'settlementRequested'
      union all select 'arbitrations', count(*), min(updated_at) from orders where after_sales->>'status' = 'arbitration'
      union all select 'enquiries', count(*), min(created_at) from service_enquiries where status in ('received', 'inProgress')
      union all select 'complaints', count(*), min(created_at) from complaints where status in ('received', 'inProgress')`.execute(db);
  return rows;
}

export interface ReviewQueueFilter {
  kind: 'goods' | 'brands';
  auditStatus: string;
  sellerId?: number | undefined;
  olderThanDays?: number | undefined;
  sort: string;
}

/**
 * A page of the goods or brands in an audit state with their sellers' columns (`u_id`, `u_nickname`,
 * `u_phone`, `u_company`, `u_country`), oldest submitted first unless the newest are asked for.
 */
export function reviewQueue(db: Db, filter: ReviewQueueFilter, page: PageAsked) {
  const goods = filter.kind === 'goods';
  let query = db
    .selectFrom(goods ? 'goods as t' : ('brands as t' as 'goods as t'))
    .innerJoin('users as u', 'u.id', goods ? 't.seller_id' : ('t.owner_id' as 't.seller_id'))
    .where('t.audit_status', '=', filter.auditStatus)
    .where('t.deleted_at', 'is', null);
  if (filter.sellerId) query = query.where('u.id', '=', filter.sellerId);
  if (filter.olderThanDays) query = query.where('t.updated_at', '<=', sql<Date>`now() - make_interval(days => ${filter.olderThanDays})`);
  const direction = filter.sort === 'newest' ? 'desc' : 'asc';
  return pageOf(
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
    page,
  );
}

/** The goods or brands waiting for review with their owners' names, oldest first (the command line's list). */
export async function pendingReview(db: Db, kind: 'goods' | 'brands') {
  const owner = sql.ref(kind === 'goods' ? 't.seller_id' : 't.owner_id');
  const { rows } = await sql<{ id: number; name: Record<string, string>; original: string; nickname: string; company: string | null; updated: string }>`
    select t.id, t.name, t.original_language as original, u.nickname, u.company_name as company, t.updated_at::text as updated
    from ${sql.table(kind)} t join users u on u.id = ${owner}
    where t.audit_status = ${AUDIT_STATUS.underReview} and t.deleted_at is null
    order by t.updated_at`.execute(db);
  return rows;
}

/** What a review decision reads of goods or a brand not deleted (its owner as `owner`), locked for the call's transaction; undefined when there is none. */
export async function lockReviewSubject(db: Db, kind: 'goods' | 'brands', id: number) {
  const owner = kind === 'goods' ? 'seller_id' : 'owner_id';
  const { rows } = await sql<{ name: Record<string, string>; original_language: string; audit_status: string; audit_reason: string; putaway: boolean; owner: number }>`
    select name, original_language, audit_status, audit_reason, putaway, ${sql.ref(owner)} as owner
    from ${sql.table(kind)} where id = ${id} and deleted_at is null for update`.execute(db);
  return rows[0];
}
