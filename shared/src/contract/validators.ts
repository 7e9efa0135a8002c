import * as z from 'zod/mini';
import { isCommonPassword } from './common-passwords';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_MAX_LENGTH } from './constants';
import type { MessageKey } from './messages';

/** Spec section 5: empty means null (or undefined), a blank string, an empty array or an empty object. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value as object).length === 0;
  return false;
}

/** Spec section 5: a number field turns null, empty or NaN into 0. */
export function toNumber(value: unknown): number {
  if (isEmpty(value)) return 0;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isNaN(n) ? 0 : n;
}

const PHONE_DIGITS = /^[0-9]+$/;

/** The first rule a phone number breaks, or null. */
export function validatePhone(value: string | null | undefined): MessageKey | null {
  if (isEmpty(value)) return 'validation.phoneRequired';
  const phone = cleanPhone(String(value));
  if (!phone) return 'validation.phoneRequired';
  // What is no digit once the formatting is gone (letters, markup) is told so, whatever its length.
  if (!PHONE_DIGITS.test(phone)) return 'validation.phoneChars';
  if (phone.length > PHONE_MAX_LENGTH) return 'validation.phoneTooLong';
  return null;
}

/**
 * A phone number as typed with its formatting removed: spaces, brackets, dots, dashes and the
 * plus ("+55 (11) 98765-4321" is 5511987654321), so that one number is one account however it is written.
 */
export function cleanPhone(value: string): string {
  return value.replace(/[\s().+-]/g, '');
}

/** The first rule a password breaks, or null (signing in checks only that one is given). */
export function validatePassword(value: string | null | undefined): MessageKey | null {
  if (value === null || value === undefined || value === '') return 'validation.passwordRequired';
  if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) return 'validation.passwordLength';
  return null;
}

/**
 * The first rule a new password breaks, or null: section 5's length, not only whitespace, and
 * not among the most common passwords. Registration and reset use it, client and server.
 */
export function validateNewPassword(value: string | null | undefined): MessageKey | null {
  const failure = validatePassword(value);
  if (failure) return failure;
  if (String(value).trim() === '') return 'validation.passwordBlank';
  if (isCommonPassword(String(value))) return 'validation.passwordCommon';
  return null;
}

export const BROKER_TYPES = { individual: 1, enterprise: 2 } as const;
export type BrokerType = (typeof BROKER_TYPES)[keyof typeof BROKER_TYPES];

/** The broker application as spec section 3 names its fields. */
export interface BrokerApplication {
  type: 0;
  brokerType: BrokerType;
  name?: string | null;
  idCard?: string | null;
  companyName?: string | null;
  businessAddress?: string | null;
  businessLicense?: string | null;
  receivingAccountBank?: string | null;
  receivingOpenAccountBank?: string | null;
  receivingAccountBankCardNumber?: string | null;
}

/**
 * Every rule of spec section 5 a broker application breaks, in the section's order, each with
 * the field it concerns. The client passes `licenceUploading` while its upload is in flight; the
 * server never does.
 */
export function brokerApplicationProblems(application: BrokerApplication, options: { licenceUploading?: boolean } = {}): Array<[field: keyof BrokerApplication, key: MessageKey]> {
  const problems: Array<[keyof BrokerApplication, MessageKey]> = [];
  if (application.brokerType === BROKER_TYPES.individual) {
    if (isEmpty(application.name)) problems.push(['name', 'broker.nameRequired']);
    if (isEmpty(application.idCard)) problems.push(['idCard', 'broker.idCardRequired']);
  } else {
    if (isEmpty(application.companyName)) problems.push(['companyName', 'broker.companyNameRequired']);
    if (options.licenceUploading) problems.push(['businessLicense', 'broker.licenceUploading']);
    else if (isEmpty(application.businessLicense)) problems.push(['businessLicense', 'broker.licenceRequired']);
    if (isEmpty(application.businessAddress)) problems.push(['businessAddress', 'broker.addressRequired']);
  }
  if (isEmpty(application.receivingAccountBank)) problems.push(['receivingAccountBank', 'broker.bankRequired']);
  if (isEmpty(application.receivingOpenAccountBank)) problems.push(['receivingOpenAccountBank', 'broker.branchRequired']);
  if (isEmpty(application.receivingAccountBankCardNumber)) problems.push(['receivingAccountBankCardNumber', 'broker.cardRequired']);
  return problems;
}

/** Spec section 5, checked in this order: the first rule a broker application breaks, or null. */
export function validateBrokerApplication(application: BrokerApplication, options: { licenceUploading?: boolean } = {}): MessageKey | null {
  return brokerApplicationProblems(application, options)[0]?.[1] ?? null;
}

/** Zod forms of the same rules, for the contract's request schemas; their messages are message keys. */
export const PhoneSchema = z.pipe(
  z.string({ error: 'validation.phoneRequired' }).check(
    z.superRefine((value, ctx) => {
      const failure = validatePhone(value);
      if (failure) ctx.addIssue({ code: 'custom', message: failure, input: value });
    }),
  ),
  z.transform((value: string) => cleanPhone(value)),
);

export const PasswordSchema = z.string({ error: 'validation.passwordRequired' }).check(
  z.superRefine((value, ctx) => {
    const failure = validatePassword(value);
    if (failure) ctx.addIssue({ code: 'custom', message: failure, input: value });
  }),
);

/** A password being chosen (registration, reset): the stricter rule. */
export const NewPasswordSchema = z.string({ error: 'validation.passwordRequired' }).check(
  z.superRefine((value, ctx) => {
    const failure = validateNewPassword(value);
    if (failure) ctx.addIssue({ code: 'custom', message: failure, input: value });
  }),
);
