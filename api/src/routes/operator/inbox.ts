import type { FastifyInstance } from 'fastify';
import { calls, localised, type Language } from '@puente/shared/contract';
import type { Db } from '../../db/database';
import type { Localised } from '../../db/schema';
import { complaintsIn, getComplaint } from '../../repositories/complaints';
import { enquiriesIn, getEnquiry } from '../../repositories/enquiries';
import { complaintReference } from '../../services/audit-subjects';
import { closeLetter, replyToLetter } from '../../services/console';
import { defineRoute } from '../define-route';
import { seconds } from './replies';

const { operator: ops } = calls;

const COMPLAINT_SUBJECTS: Record<number, Localised> = {
  1: localised('About a product', '关于商品', 'Sobre um produto', 'Sobre un producto'),
  2: localised('About an order', '关于订单', 'Sobre um pedido', 'Sobre un pedido'),
  3: localised('About a service', '关于服务', 'Sobre um serviço', 'Sobre un servicio'),
  4: localised('A suggestion', '建议', 'Uma sugestão', 'Una sugerencia'),
};

function enquiryItemOf(row: {
  id: number;
  user_id: number | null;
  subject: string;
  message: string;
  name: string;
  company: string;
  contact: string;
  language: string;
  status: string;
  reply: string;
  created_at: Date | string;
}) {
  return {
    kind: 'enquiry' as const,
    id: row.id,
    reference: calls.enquiryReference(row.id),
    subject: row.subject,
    message: row.message,
    name: row.company ? `${row.name} (${row.company})` : row.name,
    contact: row.contact,
    userId: row.user_id,
    language: row.language,
    images: [],
    status: row.status as 'received',
    reply: row.reply,
    created: seconds(row.created_at),
  };
}

function complaintItemOf(
  row: {
    id: number;
    user_id: number | null;
    type: number;
    content: string;
    contact_name: string;
    contact_information: string;
    image_urls: string[];
    language: string;
    status: string;
    reply: string;
    created_at: Date | string;
  },
  language: Language,
) {
  return {
    kind: 'complaint' as const,
    id: row.id,
    reference: complaintReference(row.id),
    subject: (COMPLAINT_SUBJECTS[row.type] ?? COMPLAINT_SUBJECTS[4]!)[language],
    message: row.content,
    name: row.contact_name,
    contact: row.contact_information,
    userId: row.user_id,
    language: row.language,
    images: row.image_urls ?? [],
    status: row.status as 'received',
    reply: row.reply,
    created: seconds(row.created_at),
  };
}

/** The inbox: service enquiries and letters to the team, answered and closed. */
export function inboxRoutes(app: FastifyInstance): void {
  defineRoute(app, ops.inbox, async ({ body, db, language }) => {
    const states = body.state === 'open' ? ['received', 'inProgress', 'answered'] : ['closed'];
    if (body.kind === 'enquiry') {
      const { rows, total } = await enquiriesIn(db, states, body.sort, body);
      return { list: rows.map(enquiryItemOf), total };
    }
    const { rows, total } = await complaintsIn(db, states, body.sort, body);
    return { list: rows.map((row) => complaintItemOf(row, language)), total };
  });

  async function readLetter(db: Db, kind: 'enquiry' | 'complaint', id: number, language: Language) {
    if (kind === 'enquiry') return enquiryItemOf(await getEnquiry(db, id));
    return complaintItemOf(await getComplaint(db, id), language);
  }

  defineRoute(
    app,
    ops.replyInbox,
    async ({ body, db, user, language }) => {
      await replyToLetter(db, user.id, body.kind, body.id, body.reply);
      return { data: await readLetter(db, body.kind, body.id, language) };
    },
    { write: true },
  );

  defineRoute(
    app,
    ops.closeInbox,
    async ({ body, db, user, language }) => {
      await closeLetter(db, user.id, body.kind, body.id);
      return { data: await readLetter(db, body.kind, body.id, language) };
    },
    { write: true },
  );
}
