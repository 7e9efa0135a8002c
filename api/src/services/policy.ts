import { BROKER_AUTHORITY_CODE, isBroker, type calls } from '@puente/shared/contract';
import type { UserRow } from '../db/schema';
import { BusinessError } from './business-error';

/*
 * Who may make a call, in one place. The contract gives each call its policy (`auth`: none,
 * optional, required, or a role with its refusal) and defineRoute checks it before the handler.
 * What a caller may do with a record is told here too, by the helpers below.
 */

/** Whether a user holds a role a call may be kept to: the one place each role is read from a user. */
export function holdsRole(user: Pick<UserRow, 'role' | 'authority' | 'info_complete'>, role: calls.CallRole): boolean {
  switch (role) {
    case 'operator':
      return user.role === 'operator';
    case 'broker':
      return isBroker(user);
    case 'seller':
      return user.role === 'seller' && user.info_complete;
  }
}

/** The authority codes of a user who becomes a broker: the broker's code added to those they hold. */
export function withBrokerCode(authority: string): string {
  return [...authority.split(',').filter(Boolean), BROKER_AUTHORITY_CODE].join(',');
}

/*
 * Someone else's record. One policy, as the API answers it:
 *
 * - A record one user keeps (an address, a receiving account, goods, a brand and its factory
 *   reports, a requirement): a record that does not exist is `resource.notFound`; another user's is
 *   `resource.forbidden` (`ownedBy`).
 * - A record its parties share (an order, a quotation, a message to a user): anyone who is not a
 *   party is answered `resource.notFound`, as if it did not exist, so that a stranger does not learn
 *   of it (`partyTo`, and `roleOn` for orders). A party asking for what only another party may do
 *   (a seller's after-sales request, a buyer's quotation file) is `resource.forbidden`.
 * - A record not yet public (a brand under review, a closed requirement): `resource.notFound` to
 *   anyone but its owner (`isOwner` beside the record's own rule of what is public).
 *
 * One exception is kept as callers know it: a quotation's file (`uploadQuotationFile`) is refused
 * as `resource.forbidden` to anyone but its seller, a stranger too, though a stranger asking for the
 * quotation's details is told it is not found.
 */

/** The columns of a record that may name a user (`owner_id`, `seller_id`). */
type OwnerColumns<T> = { [K in keyof T]-?: T[K] extends number | null ? K : never }[keyof T];

/** Whether the user (when signed in) is the one a record's column names. */
export function isOwner<T extends object>(user: Pick<UserRow, 'id'> | null, row: T, column: OwnerColumns<T>): boolean {
  return user !== null && row[column] === user.id;
}

/** A record the user keeps, to read or change: refused as not found when absent, as forbidden when another user's. */
export function ownedBy<T extends object>(user: Pick<UserRow, 'id'>, row: T | undefined, column: OwnerColumns<T>): T {
  if (!row) throw new BusinessError('resource.notFound');
  if (!isOwner(user, row, column)) throw new BusinessError('resource.forbidden');
  return row;
}

/** A record the user is a party to (any of the columns names them); to anyone else it is not found. */
export function partyTo<T extends object>(user: Pick<UserRow, 'id'>, row: T | undefined, ...columns: Array<OwnerColumns<T>>): T {
  if (!row || !columns.some((column) => isOwner(user, row, column))) throw new BusinessError('resource.notFound');
  return row;
}
