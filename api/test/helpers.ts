import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../src/app';
import { OutboxSmsSender } from '../src/services/sms';

/**
 * Builds the API on a fresh database for one test file: in-memory PGlite, or, when
 * DATABASE_URL is set, a new database on that server that is dropped afterwards.
 */
export async function build(options: Partial<BuildOptions> = {}): Promise<{ app: FastifyInstance; sms: OutboxSmsSender; close: () => Promise<void> }> {
  const sms = new OutboxSmsSender();
  const serverUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  if (serverUrl) {
    const name = `puente_test_${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const app = await buildApp({ databaseUrl, dataDir: 'memory', seed: true, serveApps: false, sms, ...options });
  await app.ready();
  return {
    app,
    sms,
    async close() {
      await app.close();
      await drop?.();
    },
  };
}

export async function post(app: FastifyInstance, url: string, body: Record<string, unknown> = {}, token?: string) {
  const response = await app.inject({ method: 'POST', url: token ? `${url}?token=${encodeURIComponent(token)}` : url, payload: body });
  return { status: response.statusCode, body: response.json() as Record<string, any> };
}

/** The same call from another client address (rate limits count per address). */
export async function postFrom(app: FastifyInstance, address: string, url: string, body: unknown = {}, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'POST', url, payload: body as Record<string, unknown>, remoteAddress: address, headers });
  return { status: response.statusCode, body: response.json() as Record<string, any>, headers: response.headers };
}

export const BUYER = { phone: '5215512345678', password: 'Demo#2026' };
export const SELLER = { phone: '8613800138000', password: 'Demo#2026' };
export const BROKER = { phone: '5511987654321', password: 'Demo#2026' };

export async function login(app: FastifyInstance, account: { phone: string; password: string }): Promise<string> {
  const { body } = await post(app, '/api/loginByPhone.json', account);
  if (body.result !== 1) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.token as string;
}

/** Sends a multipart upload as a browser would: the file, then the preference fields. */
export async function upload(app: FastifyInstance, bytes: Buffer, filename: string, token?: string, language = 'english') {
  const boundary = '----puente-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const tail = `\r\n--${boundary}\r\nContent-Disposition: form-data; name="showLanguage"\r\n\r\n${language}\r\n--${boundary}--\r\n`;
  const response = await app.inject({
    method: 'POST',
    url: token ? `/api/common/uploadFile.json?token=${encodeURIComponent(token)}` : '/api/common/uploadFile.json',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(tail)]),
  });
  return response.json() as Record<string, any>;
}

/** The smallest valid PNG: a 1×1 transparent pixel. */
export const PNG_PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** A fresh signed-in account with a completed profile (tests that need a stranger). */
export async function createAccount(app: FastifyInstance, role: 'buyer' | 'seller', country = 'PE'): Promise<{ id: number; token: string }> {
  const phone = `5199${Math.floor(Math.random() * 1e9)
    .toString()
    .padStart(9, '0')}`;
  const row = await app.db
    .insertInto('users')
    .values({
      phone,
      username: null,
      password_hash: 'scrypt$x',
      nickname: `${role} ${phone.slice(-4)}`,
      head: '',
      role,
      country_code: country,
      company_name: `${role} company`,
      info_complete: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token: await app.sessions.create(app.db, row.id) };
}

type Tokens = { buyer: string; seller: string };

/** A calendar day `YYYY-MM-DD` this many days from now (dates from today on stay valid whenever the suite runs). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The request each order step needs, as the machine's documentation lists them. */
export const STEP_CALLS: Record<string, { path: string; body?: Record<string, unknown> }> = {
  confirm: { path: '/api/order/v2/confirmOrder' },
  configure: { path: '/api/order/v2/peiZhi', body: { depositRatio: 30, deliveryDate: daysFromNow(60), packaging: 'Export cartons on pallets', freight: 1200, insurance: 80 } },
  confirmConfiguration: { path: '/api/order/v2/queRenPeiZhi' },
  prepareStock: { path: '/api/order/v2/beiHuo' },
  declareCustoms: { path: '/api/order/v2/baoGuan', body: { declarationNumber: '5301-2026-000123' } },
  confirmCustoms: { path: '/api/shopOrder/confirmCustomsDeclaration' },
  shipDomestic: { path: '/api/order/v2/jingNeiFaHuo', body: { carrier: 'SF Express', trackingNumber: 'SF1234567890' } },
  submitInsurance: { path: '/api/order/v2/tuiJiaoXianDan', body: { insurer: 'Pacific Marine Insurance', policyNumber: 'PMI-778812' } },
  shipOverseas: { path: '/api/order/v2/jingWaiWuLiu', body: { vessel: 'COSCO Pacific 052E', eta: daysFromNow(90) } },
  confirmArrival: { path: '/api/order/v2/daoGangHuiDan' },
  pickUp: { path: '/api/order/v2/daoGangTiHuo' },
  complete: { path: '/api/order/v2/dingDanWanCheng' },
  requestSettlement: { path: '/api/shopOrder/applySettlement' },
};

/** Pays a step at the sandbox cashier. */
export async function pay(app: FastifyInstance, token: string, id: number, step: 'deposit' | 'balance', key = `key-${Math.random().toString(36).slice(2)}`) {
  const session = await post(app, '/api/shopOrder/toPay', { id, step }, token);
  if (session.body.result !== 1) return session;
  return post(app, '/api/order/v2/zhiFu', { id, step, paymentId: session.body.data.paymentId, idempotencyKey: key }, token);
}

/** Makes one order step as the given role. */
export async function stepAs(app: FastifyInstance, tokens: Tokens, action: string, id: number, role: 'buyer' | 'seller') {
  if (action === 'payDeposit') return pay(app, tokens[role], id, 'deposit');
  if (action === 'payBalance') return pay(app, tokens[role], id, 'balance');
  const call = STEP_CALLS[action];
  if (!call) throw new Error(`no call for ${action}`);
  return post(app, call.path, { id, ...(call.body ?? {}) }, tokens[role]);
}
