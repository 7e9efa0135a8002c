import { calls } from '@puente/shared/contract';
import type { MessageKey } from '@puente/shared/messages';
import type * as z from 'zod/mini';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import * as userRepository from '../repositories/users';
import { BusinessError } from './business-error';
import { DECOY_HASH, hashPassword, verifyPassword } from './passwords';
import { forgive, hit, reset } from './rate-limit';
import { indexGoods } from './search/documents';
import { hashSecret, newSmsCode, SMS_CODE_MINUTES } from './tokens';
import { assertOwnUploads } from './uploads';

/*
 * The rules of an account: its SMS codes, signing up, signing in, its password and what its owner
 * says of themselves. routes/auth.ts and routes/community.ts map calls to these; sessions are the
 * sessions plugin's (plugins/sessions.ts).
 */

type Input<C extends { request: z.ZodMiniType }> = z.output<C['request']>;

/**
 * Sign-in limits. Failures are counted per (account, address) so that nobody elsewhere can lock
 * the owner out, and per address so that one client cannot stuff credentials across accounts.
 */
const LOGIN_LIMIT = { perAccountAddress: 10, perAddress: 50, windowSeconds: 15 * 60 };
const SMS_LIMIT = { perPhone: 1, phoneWindowSeconds: 60, perAddress: 20, addressWindowSeconds: 3600 };
/** Code checks: each code dies after five wrong guesses; checks are also limited per phone and per address. */
const CODE_LIMIT = { perCode: 5, perPhone: 10, perAddress: 30, windowSeconds: 3600 };

/**
 * A new code for a phone, to sign up or to reset the password: limited per phone and per address,
 * refused when the phone's account is not as the purpose needs. Answers the code, to be sent.
 */
export async function issueSmsCode(db: Db, ip: string, phone: string, type: number): Promise<string> {
  await hit(db, `sms:phone:${type}:${phone}`, SMS_LIMIT.perPhone, SMS_LIMIT.phoneWindowSeconds);
  await hit(db, `sms:ip:${ip}`, SMS_LIMIT.perAddress, SMS_LIMIT.addressWindowSeconds);
  const exists = await userRepository.findUserIdByPhone(db, phone);
  if (type === calls.SMS_CODE_TYPES.register && exists) throw new BusinessError('auth.phoneTaken');
  if (type === calls.SMS_CODE_TYPES.resetPassword && !exists) throw new BusinessError('auth.accountMissing');
  const code = newSmsCode();
  await userRepository.insertSmsCode(db, {
    phone,
    type,
    code_hash: hashSecret(`${phone}:${code}`),
    expires_at: new Date(Date.now() + SMS_CODE_MINUTES * 60_000),
    used_at: null,
  });
  return code;
}

/**
 * Checks a verification code outside the call's transaction (a route's guard, on the database
 * itself), so that a refusal cannot erase the count: limits per address and per phone, then one
 * attempt claimed on the newest live code (atomically, so parallel guesses cannot share an
 * attempt) and the code compared.
 */
export async function checkCode(db: Db, ip: string, phone: string, type: number, code: string): Promise<void> {
  await hit(db, `code:ip:${ip}`, CODE_LIMIT.perAddress, CODE_LIMIT.windowSeconds);
  await hit(db, `code:phone:${type}:${phone}`, CODE_LIMIT.perPhone, CODE_LIMIT.windowSeconds);
  const row = await userRepository.newestLiveCode(db, phone, type);
  // What the person is told lets them act: a new code when none is live or this one is spent,
  // how many tries are left when it was mistyped.
  if (!row) throw new BusinessError('auth.codeExpired', { minutes: SMS_CODE_MINUTES });
  const attempts = await userRepository.claimCodeAttempt(db, row.id, CODE_LIMIT.perCode);
  if (attempts === undefined) throw new BusinessError('auth.codeSpent');
  if (row.code_hash !== hashSecret(`${phone}:${code}`)) {
    const left = CODE_LIMIT.perCode - attempts;
    throw left > 0 ? new BusinessError('auth.codeWrong', { left }) : new BusinessError('auth.codeSpent');
  }
}

/** Marks the code checked by checkCode as used, inside the call's transaction: a code serves once. */
async function useCode(db: Db, phone: string, type: number, code: string): Promise<void> {
  if (!(await userRepository.useLiveCode(db, phone, type, hashSecret(`${phone}:${code}`), CODE_LIMIT.perCode))) throw new BusinessError('auth.codeInvalid');
}

/** Signs a phone up with the code sent to it (checked by checkCode first): the new user. */
export async function register(db: Db, input: Input<typeof calls.register>): Promise<UserRow> {
  const taken = await userRepository.findUserIdByPhone(db, input.phone);
  if (taken) throw new BusinessError('auth.phoneTaken');
  await useCode(db, input.phone, calls.SMS_CODE_TYPES.register, input.code);
  return userRepository.insertUser(db, {
    phone: input.phone,
    username: null,
    password_hash: await hashPassword(input.password),
    nickname: `user${input.phone.replace(/\D/g, '').slice(-4)}`,
    head: '',
    role: null,
    country_code: null,
    company_name: null,
  });
}

/** What a new user tells of themselves after signing up: the user as now saved. */
export async function completeRegistration(db: Db, user: UserRow, input: Input<typeof calls.improveInfoForReg>): Promise<UserRow> {
  const updated = await userRepository.updateUserReturning(db, user.id, {
    nickname: input.nickname,
    role: input.role,
    country_code: input.countryCode,
    company_name: input.companyName || null,
    info_complete: true,
    updated_at: new Date(),
  });
  await indexGoods(db, { sellerId: user.id });
  return updated;
}

/**
 * Both logins: count the attempt (per account and per address), check the password against a
 * decoy when no account matches (same timing either way), clear the count on success. Not
 * transactional: a failed attempt must still count against the limit. Answers the user to sign in.
 */
async function logIn(db: Db, ip: string, account: string, user: UserRow | undefined, password: string, failure: MessageKey): Promise<UserRow> {
  const key = `${account}:ip:${ip}`;
  await hit(db, key, LOGIN_LIMIT.perAccountAddress, LOGIN_LIMIT.windowSeconds);
  await hit(db, `login:ip:${ip}`, LOGIN_LIMIT.perAddress, LOGIN_LIMIT.windowSeconds);
  const valid = await verifyPassword(password, user?.password_hash ?? DECOY_HASH);
  if (!user || !valid) throw new BusinessError(failure);
  // Told only to whoever knows the password: a disabled account is not revealed to a guesser.
  if (user.disabled_at) throw new BusinessError('auth.accountDisabled');
  await reset(db, key);
  // The address's limit counts guesses: an office of members signing in all day is not stuffing credentials.
  await forgive(db, `login:ip:${ip}`);
  return user;
}

export async function logInByPhone(db: Db, ip: string, phone: string, password: string): Promise<UserRow> {
  const user = await userRepository.findUserByPhone(db, phone);
  return logIn(db, ip, `login:phone:${phone}`, user, password, 'auth.loginFailed');
}

export async function logInByUsername(db: Db, ip: string, username: string, password: string): Promise<UserRow> {
  const lower = username.toLowerCase();
  const user = await userRepository.findUserByUsername(db, lower);
  return logIn(db, ip, `login:username:${lower}`, user, password, 'auth.usernameLoginFailed');
}

/**
 * A new password with a code sent to the account's phone (checked by checkCode first): the user
 * whose password changed, whose sessions are then to be ended.
 */
export async function resetPassword(db: Db, input: Input<typeof calls.updatePasswordByPhoneCode>): Promise<number> {
  const user = await userRepository.findUserIdByPhone(db, input.phone);
  if (!user) throw new BusinessError('auth.codeInvalid');
  await useCode(db, input.phone, calls.SMS_CODE_TYPES.resetPassword, input.code);
  await userRepository.updateUser(db, user.id, { password_hash: await hashPassword(input.password), updated_at: new Date() });
  return user.id;
}

/** The caller's name, picture and email: as now saved. */
export async function savePersonalInformation(db: Db, user: UserRow, input: Input<typeof calls.savePersonalInformation>) {
  if (input.head) await assertOwnUploads(db, user.id, [input.head]);
  const row = await userRepository.updateUserReturning(db, user.id, {
    nickname: input.nickname,
    head: input.head ?? user.head,
    email: input.email ?? user.email,
    updated_at: new Date(),
  });
  return { nickname: row.nickname, head: row.head, email: row.email };
}

/** The caller's business information: as saved, every field given. */
export async function saveBusinessInformation(db: Db, user: UserRow, input: Input<typeof calls.saveBusinessInformation>) {
  if (input.businessLicense) await assertOwnUploads(db, user.id, [input.businessLicense]);
  const business = {
    companyName: input.companyName,
    businessLicense: input.businessLicense ?? '',
    address: input.address,
    industry: input.industry ?? '',
    website: input.website ?? '',
    taxId: input.taxId ?? '',
    contactName: input.contactName ?? '',
    contactPhone: input.contactPhone ?? '',
  };
  await userRepository.updateUser(db, user.id, { business: JSON.stringify(business), company_name: input.companyName, updated_at: new Date() });
  // Goods are found by their seller's company too.
  await indexGoods(db, { sellerId: user.id });
  return business;
}
