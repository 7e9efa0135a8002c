import { calls, isBroker, localised, type Language } from '@puente/shared/contract';
import type { Db } from '../db/database';
import type { Localised } from '../db/schema';
import * as brokers from '../repositories/brokers';
import * as complaints from '../repositories/complaints';
import * as enquiries from '../repositories/enquiries';
import * as users from '../repositories/users';
import { recordAction, type OperatorId } from './audit';
import { complaintReference } from './audit-subjects';
import { BusinessError } from './business-error';
import { setEnquiryStatus } from './enquiries';
import { escrowOf } from './ledger';
import { notify } from './notify';
import { arbitrate, loadOrder, settle } from './orders';

/*
 * The operators' console's rules: deciding broker applications, settling and arbitrating orders,
 * answering and closing the inbox's letters, disabling and enabling accounts. Each decision writes its audit line in the call's
 * transaction.
 */

/** Titles of the messages a decision sends, with what the person reads. */
const NEWS = {
  brokerApproved: {
    title: localised('Broker application approved', '经纪人申请已通过', 'Pedido de corretor aprovado', 'Solicitud de agente aprobada'),
    text: localised(
      'You are now a Puente broker: buyers can find you, and your commission shows on every order you bring.',
      '您已成为 Puente 经纪人：买家可以找到您，您带来的每笔订单都会显示佣金。',
      'Agora você é corretor Puente: compradores podem encontrar você, e a sua comissão aparece em cada pedido que trouxer.',
      'Ya eres agente de Puente: los compradores pueden encontrarte y tu comisión aparece en cada pedido que traigas.',
    ),
  },
  brokerRejected: {
    title: localised('Broker application not approved', '经纪人申请未通过', 'Pedido de corretor não aprovado', 'Solicitud de agente no aprobada'),
    text: localised(
      'Your broker application was not approved: {{reason}} You may apply again.',
      '您的经纪人申请未通过：{{reason}} 您可以重新申请。',
      'O seu pedido de corretor não foi aprovado: {{reason}} Você pode pedir de novo.',
      'Tu solicitud de agente no fue aprobada: {{reason}} Puedes solicitarlo de nuevo.',
    ),
  },
  reply: {
    enquiry: localised('Reply to your enquiry {{reference}}', '您的咨询 {{reference}} 已回复', 'Resposta à sua consulta {{reference}}', 'Respuesta a tu consulta {{reference}}'),
    complaint: localised('Reply to your letter {{reference}}', '您的来信 {{reference}} 已回复', 'Resposta à sua mensagem {{reference}}', 'Respuesta a tu carta {{reference}}'),
  },
};

const fill = (text: Localised, params: Record<string, string>): Localised =>
  Object.fromEntries((Object.keys(text) as Language[]).map((language) => [language, text[language].replace(/\{\{(\w+)\}\}/g, (_, key: string) => params[key] ?? '')])) as Localised;

const same = (text: string): Localised => localised(text, text, text, text);

/**
 * Approves or rejects a pending broker application (a rejection needs the reason the applicant
 * reads); approving makes the applicant a broker. The applicant is told either way.
 */
export async function decideBrokerApplication(db: Db, operatorId: OperatorId, id: number, decision: 'approve' | 'reject', reason: string): Promise<'approved' | 'rejected'> {
  if (decision === 'reject' && !reason) throw new BusinessError('operator.reasonRequired');
  const application = await brokers.lockBrokerApplication(db, id);
  if (!application) throw new BusinessError('resource.notFound');
  if (application.status !== 'pending') throw new BusinessError('operator.alreadyDecided');
  const status = decision === 'approve' ? ('approved' as const) : ('rejected' as const);
  await brokers.updateBrokerApplication(db, id, { status, reason, decided_at: new Date() });
  if (status === 'approved') {
    const applicant = await brokers.applicantAuthority(db, application.user_id);
    if (!isBroker(applicant)) await brokers.grantBrokerAuthority(db, applicant);
  }
  await recordAction(db, operatorId, `broker.${decision}`, { kind: 'brokerApplication', id }, { status: 'pending' }, { status }, reason);
  const news = status === 'approved' ? NEWS.brokerApproved : NEWS.brokerRejected;
  await notify(db, application.user_id, { title: news.title, text: fill(news.text, { reason }) });
  return status;
}

/** Settles an order whose seller asked for it: escrow pays out. Refused when it no longer waits for settlement. */
export async function settleOrder(db: Db, operatorId: OperatorId, id: number, note: string) {
  const order = await loadOrder(db, id, true);
  if (order.node !== 'settlementRequested') throw new BusinessError('operator.alreadyDecided');
  const held = await escrowOf(db, order.id);
  const result = await settle(db, order.id);
  await recordAction(db, operatorId, 'order.settle', { kind: 'order', id: order.id }, { node: order.node, heldMinor: held }, { node: result.node, heldMinor: 0 }, note);
  return result;
}

/**
 * Decides an after-sales case in arbitration: the buyer gets `refund` back from what escrow holds
 * (never more). Returns the refund in minor units.
 */
export async function arbitrateOrder(db: Db, operatorId: OperatorId, id: number, refund: number, note: string): Promise<number> {
  const order = await loadOrder(db, id, true);
  const afterSales = order.after_sales as { status?: string } | null;
  if (afterSales?.status !== 'arbitration') throw new BusinessError('operator.alreadyDecided');
  const held = await escrowOf(db, order.id);
  if (Math.round(refund * 100) > held) throw new BusinessError('operator.refundInvalid');
  await arbitrate(db, order.id, refund, note);
  const refundMinor = Math.round(refund * 100);
  await recordAction(
    db,
    operatorId,
    'order.arbitrate',
    { kind: 'order', id: order.id },
    { afterSales: 'arbitration', heldMinor: held },
    { afterSales: 'resolved', refundMinor, heldMinor: held - refundMinor },
    note,
  );
  return refundMinor;
}

export type LetterKind = 'enquiry' | 'complaint';

/** One letter, locked for the change; closed ones take no reply. */
async function openLetter(db: Db, kind: LetterKind, id: number) {
  const row = kind === 'enquiry' ? await enquiries.lockEnquiryState(db, id) : await complaints.lockComplaintState(db, id);
  if (!row) throw new BusinessError('resource.notFound');
  if (row.status === 'closed') throw new BusinessError('operator.closed');
  return row;
}

/** Answers an open letter; a member who sent it reads the reply in their messages. */
export async function replyToLetter(db: Db, operatorId: OperatorId, kind: LetterKind, id: number, reply: string): Promise<void> {
  const row = await openLetter(db, kind, id);
  if (kind === 'enquiry') await enquiries.updateEnquiryReply(db, id, reply);
  else await complaints.updateComplaint(db, id, { status: 'answered', reply });
  await recordAction(db, operatorId, `${kind}.reply`, { kind, id }, { status: row.status, reply: row.reply }, { status: 'answered', reply });
  if (row.user_id !== null) {
    const reference = kind === 'enquiry' ? calls.enquiryReference(id) : complaintReference(id);
    await notify(db, row.user_id, {
      title: fill(NEWS.reply[kind], { reference }),
      text: same(reply),
      ...(kind === 'enquiry'
        ? { link: { text: localised('See my enquiries', '查看我的咨询', 'Ver as minhas consultas', 'Ver mis consultas'), path: '/personalPanel', params: {} } }
        : {}),
    });
  }
}

/** Closes an open letter (an enquiry's member sender is told, as at every change of its status). */
export async function closeLetter(db: Db, operatorId: OperatorId, kind: LetterKind, id: number): Promise<void> {
  const row = await openLetter(db, kind, id);
  if (kind === 'enquiry') await setEnquiryStatus(db, id, 'closed');
  else await complaints.updateComplaint(db, id, { status: 'closed' });
  await recordAction(db, operatorId, `${kind}.close`, { kind, id }, { status: row.status }, { status: 'closed' });
}

/**
 * Disables an account (with the reason the console keeps) or enables it again; an operator cannot
 * disable themself. A disabled account's sessions end now, on every device (`endSessions`).
 */
export async function setAccountDisabled(
  db: Db,
  operatorId: number,
  id: number,
  disabled: boolean,
  reason: string,
  endSessions: (db: Db, userId: number) => Promise<void>,
): Promise<void> {
  if (id === operatorId) throw new BusinessError('operator.notYourself');
  if (disabled && !reason) throw new BusinessError('operator.reasonRequired');
  const target = await users.lockAccountState(db, id);
  if (!target) throw new BusinessError('resource.notFound');
  const before = { disabled: target.disabled_at !== null, reason: target.disabled_reason };
  await users.updateUser(db, id, { disabled_at: disabled ? (target.disabled_at ?? new Date()) : null, disabled_reason: disabled ? reason : '', updated_at: new Date() });
  if (disabled) await endSessions(db, id);
  await recordAction(db, operatorId, disabled ? 'user.disable' : 'user.enable', { kind: 'user', id }, before, { disabled, reason }, reason);
}
