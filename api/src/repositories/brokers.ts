import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { Database, UserRow } from '../db/schema';
import { BusinessError } from '../services/business-error';
import { containsPattern } from '../services/localised';
import { withBrokerCode } from '../services/policy';
import { pageOf, type PageAsked } from './paging';

/*
 * Brokers, the mails members send them and the applications to become one: every statement on
 * the three tables but the seed's.
 */

export type BrokerRow = Selectable<Database['brokers']>;

/** A broker; not found when absent. */
export async function findBroker(db: Db, id: number): Promise<BrokerRow> {
  const row = await db.selectFrom('brokers').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError('resource.notFound');
  return row;
}

export interface BrokerFilter {
  countryCode?: string;
  keyword?: string;
}

/** A page of the celebrity brokers, in the platform's order. */
export function listCelebrityBrokers(db: Db, filter: BrokerFilter, page: PageAsked) {
  let query = db.selectFrom('brokers').selectAll().where('celebrity', '=', true);
  if (filter.countryCode) query = query.where('country_code', '=', filter.countryCode);
  if (filter.keyword) query = query.where(sql<boolean>`search_text ilike ${containsPattern(filter.keyword)}`);
  return pageOf(db, query.orderBy('sort').orderBy('id'), page);
}

export async function insertBrokerMail(db: Db, values: Insertable<Database['broker_mails']>): Promise<void> {
  await db.insertInto('broker_mails').values(values).execute();
}

/** Whether the user has an application to become a broker waiting for review. */
export async function hasPendingApplication(db: Db, userId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('broker_applications').select('id').where('user_id', '=', userId).where('status', '=', 'pending').executeTakeFirst());
}

export async function insertBrokerApplication(db: Db, values: Insertable<Database['broker_applications']>): Promise<void> {
  await db.insertInto('broker_applications').values(values).execute();
}

/** Makes the user a broker: the broker's authority code added to those they hold. */
export async function grantBrokerAuthority(db: Db, user: Pick<UserRow, 'id' | 'authority'>): Promise<void> {
  await db
    .updateTable('users')
    .set({ authority: withBrokerCode(user.authority), updated_at: new Date() })
    .where('id', '=', user.id)
    .execute();
}

/**
 * A page of the applications in one state with their applicants' columns (`u_id`, `u_nickname`,
 * `u_phone`, `u_company`, `u_country`), oldest first unless the newest are asked for.
 */
export function listBrokerApplications(db: Db, status: string, sort: string, page: PageAsked) {
  const direction = sort === 'newest' ? 'desc' : 'asc';
  return pageOf(
    db,
    db
      .selectFrom('broker_applications as b')
      .innerJoin('users as u', 'u.id', 'b.user_id')
      .where('b.status', '=', status)
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
    page,
  );
}

/** An application, locked for the call's transaction; undefined when there is none. */
export function lockBrokerApplication(db: Db, id: number) {
  return db.selectFrom('broker_applications').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateBrokerApplication(db: Db, id: number, values: Updateable<Database['broker_applications']>): Promise<void> {
  await db.updateTable('broker_applications').set(values).where('id', '=', id).execute();
}

/** The authority codes of an applicant (who exists: their application names them). */
export function applicantAuthority(db: Db, userId: number): Promise<Pick<UserRow, 'id' | 'authority'>> {
  return db.selectFrom('users').select(['id', 'authority']).where('id', '=', userId).executeTakeFirstOrThrow();
}
