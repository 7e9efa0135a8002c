import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { Database, UserRow } from '../db/schema';
import { BusinessError } from '../services/business-error';
import { containsPattern } from '../services/localised';
import { withBrokerCode } from '../services/policy';
import { pageOf, type PageAsked } from './paging';

/*
 * Brokers, the mails members send them and the applications to become one: every statement on
 * the three tables but the seed's and the console's review of applications.
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
