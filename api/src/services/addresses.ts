import type { calls } from '@puente/shared/contract';
import type * as z from 'zod/mini';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import * as addressRepository from '../repositories/addresses';

/** The rules of a user's addresses; routes/trade-basics.ts maps calls to these. */

type Input<C extends { request: z.ZodMiniType }> = z.output<C['request']>;

/** Creates or changes one of the caller's addresses: its id. */
export async function saveAddress(db: Db, user: UserRow, input: Input<typeof calls.trade.saveAddress>): Promise<number> {
  const values = {
    kind: input.kind,
    contact_name: input.contactName,
    phone: input.phone,
    country_code: input.countryCode,
    province: input.province,
    city: input.city,
    street: input.street,
    postal_code: input.postalCode,
    company: input.company,
    tax_id: input.taxId,
    is_default: input.isDefault,
  };
  // The first address of a kind is the default; a new default replaces the old one.
  const isDefault = input.isDefault || !(await addressRepository.hasAddressOfKind(db, user.id, input.kind));
  if (isDefault) await addressRepository.clearDefaultAddress(db, user.id, input.kind);
  if (input.id) {
    await addressRepository.findOwnedAddress(db, user, input.id);
    await addressRepository.updateAddress(db, input.id, { ...values, is_default: isDefault });
    return input.id;
  }
  return addressRepository.insertAddress(db, { ...values, is_default: isDefault, user_id: user.id, deleted_at: null });
}

/** Deletes one of the caller's addresses. */
export async function removeAddress(db: Db, user: UserRow, id: number): Promise<void> {
  await addressRepository.findOwnedAddress(db, user, id);
  await addressRepository.deleteAddress(db, id);
}
