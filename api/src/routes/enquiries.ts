import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { calls, type EnquiryService, type EnquiryStatus } from '@puente/shared/contract';
import type { ServiceEnquiriesTable } from '../db/schema';
import { hit } from '../services/rate-limit';
import { BusinessError } from '../services/business-error';
import { defineRoute } from './define-route';

type Row = Selectable<ServiceEnquiriesTable>;

/** Enquiries a sender (a member, or a guest's address) may send per hour: enough to ask about several services. */
const SENDS_PER_HOUR = 10;

const seconds = (at: Date | string) => Math.floor(new Date(at).getTime() / 1000);

function enquiryOf(row: Row) {
  return {
    id: row.id,
    reference: calls.enquiryReference(row.id),
    service: row.service as EnquiryService,
    slug: row.slug,
    subject: row.subject,
    name: row.name,
    company: row.company,
    contact: row.contact,
    country: row.country_code,
    message: row.message,
    status: row.status as EnquiryStatus,
    createTime: seconds(row.created_at),
    updateTime: seconds(row.updated_at),
  };
}

/** The signed-in caller of a call whose auth is 'required' (the route layer already answered a guest). */
/** Service enquiries: sent from the service pages by members and guests, listed to their member sender. */
export async function enquiryRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    calls.sendEnquiry,
    async ({ body, db, user, language }) => {
      // An enquiry from a page names that page: it must exist and belong to the service asked about.
      if (body.slug) {
        const page = await db.selectFrom('site_pages').select('grp').where('slug', '=', body.slug).executeTakeFirst();
        if (!page || page.grp !== body.service) throw new BusinessError('resource.notFound');
      }
      const row = await db
        .insertInto('service_enquiries')
        .values({
          user_id: user?.id ?? null,
          service: body.service,
          slug: body.slug ?? null,
          subject: body.subject,
          name: body.name,
          company: body.company ?? '',
          contact: body.contact,
          country_code: body.country,
          message: body.message,
          language,
        })
        .returning(['id', 'status'])
        .executeTakeFirstOrThrow();
      return { data: { id: row.id, reference: calls.enquiryReference(row.id), status: row.status as EnquiryStatus } };
    },
    {
      write: true,
      // Guests may send too; the count is kept outside the call's transaction, so a refusal cannot erase it.
      guard: ({ db, user, request }) => hit(db, `enquiry:${user ? `u${user.id}` : request.ip}`, SENDS_PER_HOUR, 3600),
    },
  );

  defineRoute(app, calls.listMyEnquiries, async ({ body, db, user }) => {
    const mine = db.selectFrom('service_enquiries').where('user_id', '=', user.id);
    const { total } = await mine.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
    let page = mine.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
    if (body.everyNumber > 0) page = page.limit(body.everyNumber).offset((body.currentPage - 1) * body.everyNumber);
    const rows = await page.execute();
    return { list: rows.map(enquiryOf), total: Number(total) };
  });
}
