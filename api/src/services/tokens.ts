import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A session token: 256 random bits. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A six-digit verification code. */
export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export const SESSION_DAYS = 30;
export const SMS_CODE_MINUTES = 10;
