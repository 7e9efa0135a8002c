import { calls, localised, type EnquiryStatus, type Language } from '@puente/shared/contract';
import type { Transaction } from 'kysely';
import type * as z from 'zod/mini';
import type { Db } from '../db/database';
import type { Database, Localised, UserRow } from '../db/schema';
import * as enquiryRepository from '../repositories/enquiries';
import { sitePageGroup } from '../repositories/site-pages';
import { BusinessError } from './business-error';
import { notify } from './notify';

type Input<C extends { request: z.ZodMiniType }> = z.output<C['request']>;

/** What a member reads when the desk moves their enquiry on ("received" is where every enquiry starts: no message). */
const STATUS_NEWS: Record<Exclude<EnquiryStatus, 'received'>, Localised> = {
  inProgress: localised(
    'The service desk is working on your enquiry.',
    '服务台正在处理您的咨询。',
    'A central de serviços está tratando da sua consulta.',
    'El equipo de servicios está atendiendo tu consulta.',
  ),
  answered: localised(
    'The service desk has answered your enquiry: look for its reply at the contact you gave.',
    '服务台已回复您的咨询，请查看您留下的联系方式。',
    'A central de serviços respondeu à sua consulta: veja a resposta no contato que você informou.',
    'El equipo de servicios respondió a tu consulta: busca la respuesta en el contacto que diste.',
  ),
  closed: localised('Your enquiry has been closed.', '您的咨询已关闭。', 'A sua consulta foi encerrada.', 'Tu consulta se cerró.'),
};
const ENQUIRY_LABEL = localised('Enquiry', '咨询', 'Consulta', 'Consulta');
const ENQUIRY_LINK_TEXT = localised('See my enquiries', '查看我的咨询', 'Ver as minhas consultas', 'Ver mis consultas');

/** Takes an enquiry from a member or a guest (`user` null). One sent from a service page names that page: it must exist and belong to the service asked about. */
export async function sendEnquiry(db: Db, user: UserRow | null, input: Input<typeof calls.sendEnquiry>, language: Language): Promise<{ id: number; status: EnquiryStatus }> {
  if (input.slug) {
    const group = await sitePageGroup(db, input.slug);
    if (group !== input.service) throw new BusinessError('resource.notFound');
  }
  const row = await enquiryRepository.insertEnquiry(db, {
    user_id: user?.id ?? null,
    service: input.service,
    slug: input.slug ?? null,
    subject: input.subject,
    name: input.name,
    company: input.company ?? '',
    contact: input.contact,
    country_code: input.country,
    message: input.message,
    language,
  });
  return { id: row.id, status: row.status as EnquiryStatus };
}

/**
 * Moves an enquiry to `status` and, when it was sent by a member and the status changed, tells them
 * in their messages (a guest has only the contact they left). Returns false when there is no such enquiry.
 */
export async function setEnquiryStatus(db: Db | Transaction<Database>, id: number, status: EnquiryStatus): Promise<boolean> {
  const before = await enquiryRepository.findEnquiryState(db, id);
  if (!before) return false;
  if (before.status === status) return true;
  await enquiryRepository.updateEnquiryStatus(db, id, status);
  if (before.user_id !== null && status !== 'received') {
    const reference = calls.enquiryReference(id);
    const news = STATUS_NEWS[status];
    await notify(db, before.user_id, {
      title: {
        english: `${ENQUIRY_LABEL.english} ${reference}: ${before.subject}`,
        chinese_simplified: `${ENQUIRY_LABEL.chinese_simplified} ${reference}：${before.subject}`,
        portuguese: `${ENQUIRY_LABEL.portuguese} ${reference}: ${before.subject}`,
        spanish: `${ENQUIRY_LABEL.spanish} ${reference}: ${before.subject}`,
      },
      text: news,
      link: { text: ENQUIRY_LINK_TEXT, path: '/personalPanel', params: {} },
    });
  }
  return true;
}
