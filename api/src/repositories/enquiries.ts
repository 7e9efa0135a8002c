import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database, ServiceEnquiriesTable } from '../db/schema';
import { pageOf, type PageAsked } from './paging';

/* Service enquiries: every statement on the table. */

export type EnquiryRow = Selectable<ServiceEnquiriesTable>;

type Conn = Db | Transaction<Database>;

export async function insertEnquiry(db: Db, values: Insertable<Database['service_enquiries']>): Promise<{ id: number; status: string }> {
  return db.insertInto('service_enquiries').values(values).returning(['id', 'status']).executeTakeFirstOrThrow();
}

/** A page of a member's enquiries, newest first, with their total. */
export async function enquiriesOf(db: Db, userId: number, page: PageAsked): Promise<{ rows: EnquiryRow[]; total: number }> {
  const mine = db.selectFrom('service_enquiries').where('user_id', '=', userId);
  const { total } = await mine.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  let paged = mine.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (page.everyNumber > 0) paged = paged.limit(page.everyNumber).offset((page.currentPage - 1) * page.everyNumber);
  const rows = await paged.execute();
  return { rows, total: Number(total) };
}

/** Who sent an enquiry, where it stands and what it is about; undefined when there is no such enquiry. */
export function findEnquiryState(db: Conn, id: number) {
  return db.selectFrom('service_enquiries').select(['user_id', 'status', 'subject']).where('id', '=', id).executeTakeFirst();
}

export async function updateEnquiryStatus(db: Conn, id: number, status: string): Promise<void> {
  await db.updateTable('service_enquiries').set({ status, updated_at: new Date() }).where('id', '=', id).execute();
}

/** A page of the enquiries in some states, oldest first unless the newest are asked for (the console's inbox). */
export function enquiriesIn(db: Db, states: string[], sort: string, page: PageAsked) {
  const direction = sort === 'newest' ? 'desc' : 'asc';
  return pageOf(db, db.selectFrom('service_enquiries').selectAll().where('status', 'in', states).orderBy('created_at', direction).orderBy('id', direction), page);
}

/** Every enquiry, or the ones in some states, oldest first (the command line's list). */
export function allEnquiries(db: Db, states?: string[]): Promise<EnquiryRow[]> {
  let query = db.selectFrom('service_enquiries').selectAll().orderBy('created_at').orderBy('id');
  if (states) query = query.where('status', 'in', states);
  return query.execute();
}

/** An enquiry (which exists). */
export function getEnquiry(db: Db, id: number): Promise<EnquiryRow> {
  return db.selectFrom('service_enquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Who sent an enquiry, where it stands and its reply, locked for the call's transaction; undefined when there is none. */
export function lockEnquiryState(db: Db, id: number) {
  return db.selectFrom('service_enquiries').select(['id', 'user_id', 'status', 'reply', 'language']).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateEnquiryReply(db: Db, id: number, reply: string): Promise<void> {
  await db.updateTable('service_enquiries').set({ status: 'answered', reply, updated_at: new Date() }).where('id', '=', id).execute();
}
