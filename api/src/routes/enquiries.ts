import type { FastifyInstance } from 'fastify';
import { calls, type EnquiryService, type EnquiryStatus } from '@puente/shared/contract';
import { enquiriesOf, type EnquiryRow } from '../repositories/enquiries';
import { sendEnquiry } from '../services/enquiries';
import { hit } from '../services/rate-limit';
import { defineRoute } from './define-route';

/** Enquiries a sender (a member, or a guest's address) may send per hour: enough to ask about several services. */
const SENDS_PER_HOUR = 10;

const seconds = (at: Date | string) => Math.floor(new Date(at).getTime() / 1000);

function enquiryOf(row: EnquiryRow) {
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

/** Service enquiries: sent from the service pages by members and guests, listed to their member sender. */
export async function enquiryRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    calls.sendEnquiry,
    async ({ body, db, user, language }) => {
      const { id, status } = await sendEnquiry(db, user, body, language);
      return { data: { id, reference: calls.enquiryReference(id), status } };
    },
    {
      write: true,
      // Guests may send too; the count is kept outside the call's transaction, so a refusal cannot erase it.
      guard: ({ db, user, request }) => hit(db, `enquiry:${user ? `u${user.id}` : request.ip}`, SENDS_PER_HOUR, 3600),
    },
  );

  defineRoute(app, calls.listMyEnquiries, async ({ body, db, user }) => {
    const { rows, total } = await enquiriesOf(db, user.id, body);
    return { list: rows.map(enquiryOf), total };
  });
}
