import { areaTestKit, MEMBER } from '@puente/shared/testing';
import type { User } from '@puente/shared';
import { translations } from '../i18n';

/** Jest only: this area's kit over the shared one. */

export { fieldErrorMap, fieldErrors, fill, MEMBER, NUMBER_READERS, renderPage, typeAndLeave, valueOf, type Sent } from '@puente/shared/testing';
export const { fakeApi } = areaTestKit('operator', translations);

/** An operator as the session holds them. */
export const OPERATOR: User = { ...MEMBER, id: 1, nickname: 'Ana Operadora', username: 'ops', role: 'operator' };

/** A person as the console shows them beside a decision. */
export const person = (id: number, nickname: string) => ({ id, nickname, phone: `86138000000${id}`, company: `${nickname} Ltd`, country: 'CN' });
