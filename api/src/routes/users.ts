import { isBroker, type User } from '@puente/shared/contract';
import type { UserRow } from '../db/schema';

/** A user as the contract shows them: never the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    head: row.head,
    nickname: row.nickname,
    authority: row.authority,
    ifBroker: isBroker(row),
    phone: row.phone,
    username: row.username,
    role: row.role,
    countryCode: row.country_code,
    companyName: row.company_name,
    infoComplete: row.info_complete,
    email: row.email,
  };
}
