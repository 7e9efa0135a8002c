import { expect, type APIRequestContext } from '@playwright/test';

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

/** A calendar day some days from now, as the order and requirement calls take it. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
