import { isBroker, validateBrokerApplication, type calls } from '@puente/shared/contract';
import type * as z from 'zod/mini';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import * as brokerRepository from '../repositories/brokers';
import { BusinessError } from './business-error';
import { hit } from './rate-limit';
import { assertOwnUploads } from './uploads';

/** The rules of brokers: members' mails to them and applications to become one; routes/community.ts maps calls to these. */

type Input<C extends { request: z.ZodMiniType }> = z.output<C['request']>;

/** Mails a broker; a member may send 20 a day. */
export async function sendBrokerMail(db: Db, user: UserRow, input: Input<typeof calls.sendBrokerMail>): Promise<void> {
  await brokerRepository.findBroker(db, input.id);
  await hit(db, `broker-mail:${user.id}`, 20, 86_400).catch(() => {
    throw new BusinessError('broker.mailLimit');
  });
  await brokerRepository.insertBrokerMail(db, { broker_id: input.id, sender_id: user.id, subject: input.subject, content: input.content, contact: input.contact });
}

/** Applies for the caller to become a broker; approved at once when review passes at once (the demo). */
export async function applyForBroker(db: Db, user: UserRow, input: Input<typeof calls.applyForBroker>, autoApprove: boolean): Promise<'approved' | 'pending'> {
  // The same rules as the dialog, in the same order, with the same messages (spec section 5).
  const failure = validateBrokerApplication({ ...input, type: 0 });
  if (failure) throw new BusinessError(failure);
  if (isBroker(user)) throw new BusinessError('broker.alreadyBroker');
  if (await brokerRepository.hasPendingApplication(db, user.id)) throw new BusinessError('broker.alreadyApplied');
  if (input.businessLicense) await assertOwnUploads(db, user.id, [input.businessLicense]);
  const status: 'approved' | 'pending' = autoApprove ? 'approved' : 'pending';
  const { type: _type, brokerType, ...details } = input;
  await brokerRepository.insertBrokerApplication(db, { user_id: user.id, broker_type: brokerType, details: JSON.stringify(details), status });
  if (status === 'approved') await brokerRepository.grantBrokerAuthority(db, user);
  return status;
}
