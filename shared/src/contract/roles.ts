import { BROKER_AUTHORITY_CODE } from './constants';

/** A broker is a user whose authority list contains code 11 (spec section 4). */
export function isBroker(user: { authority?: string | null } | null | undefined): boolean {
  if (!user?.authority) return false;
  return user.authority
    .split(',')
    .map((code) => code.trim())
    .includes(BROKER_AUTHORITY_CODE);
}

/** Permission helpers of spec section 6: false while permissions have not loaded (null). */
export function hasPermission(permissions: readonly string[] | null, code: string): boolean {
  return permissions !== null && permissions.includes(code);
}

export function hasAnyPermission(permissions: readonly string[] | null, codes: readonly string[]): boolean {
  return permissions !== null && codes.some((code) => permissions.includes(code));
}
