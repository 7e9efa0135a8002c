import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DATA_DIR } from '../fixtures/servers';

export const DEMO_PASSWORD = 'Demo#2026';
export const SELLER = { phone: '8613800138000', password: DEMO_PASSWORD };

/** Calls the API the way the apps do (POST, token in the query) and returns the reply; fails the test unless result is 1. */
export async function call<T = Record<string, unknown>>(request: APIRequestContext, path: string, body: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await request.post(token ? `${path}?token=${encodeURIComponent(token)}` : path, { data: body });
  const reply = (await response.json()) as { result: number; info?: string } & T;
  expect(reply.result, `${path}: ${reply.info ?? ''}`).toBe(1);
  return reply;
}

export async function logInByApi(request: APIRequestContext, account: { phone: string; password: string }): Promise<{ token: string; userId: number }> {
  const reply = await call<{ token: string; user: { id: number } }>(request, '/api/loginByPhone.json', account);
  return { token: reply.token, userId: reply.user.id };
}

/**
 * The page opens signed in with this session, as the apps keep it after a login (the `token` in
 * localStorage): for proofs whose subject is not the login, which the login proofs show themselves.
 */
export async function startSignedIn(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
}

/** A calendar day some days from now, as the order and requirement calls take it. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The marketplace server's development SMS outbox: one JSON line per code sent, in its data folder (fixtures/servers.ts). */
const OUTBOX = path.join(DATA_DIR, 'sms-outbox.jsonl');

/** The newest code the marketplace server sent to a phone, once it is in the outbox. */
export async function lastCodeFor(phone: string): Promise<string> {
  for (let i = 0; i < 50; i += 1) {
    if (fs.existsSync(OUTBOX)) {
      const lines = fs
        .readFileSync(OUTBOX, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { phone: string; code: string });
      const found = lines.reverse().find((m) => m.phone === phone);
      if (found) return found.code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code for ${phone}`);
}

export interface Member {
  phone: string;
  password: string;
  nickname: string;
  token: string;
  userId: number;
}

/**
 * A buyer of their own for a proof that changes what a buyer owns (cart, orders, addresses): registered on
 * the marketplace server with the SMS code, as the sign-up screens do, with the profile completed.
 */
export async function registerBuyer(request: APIRequestContext, nickname: string): Promise<Member> {
  const phone = `5255${Date.now().toString().slice(-6)}${Math.floor(Math.random() * 1000)
    .toString()
    .padStart(3, '0')}`;
  const password = 'Compra#2026';
  await call(request, '/api/common/sendSmsCode.json', { type: 1, phone });
  const { token, user } = await call<{ token: string; user: { id: number } }>(request, '/api/register.json', { phone, password, code: await lastCodeFor(phone) });
  await call(request, '/api/improveInfoForReg.json', { nickname, role: 'buyer', countryCode: 'MX' }, token);
  return { phone, password, nickname, token, userId: user.id };
}
