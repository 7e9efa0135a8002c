import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { calls } from '@puente/shared/contract';
import { buildApp, type BuildOptions } from '../src/app';
import { OutboxSmsSender } from '../src/services/sms';

/*
 * Every test file gets a database of its own, seeded with the demo marketplace. Starting PGlite,
 * migrating and seeding take several seconds, so one jest run seeds once, into a template, and
 * each file starts from a copy of it: a copied PGlite data folder, or on PostgreSQL a database
 * created from a template database (with the seeded files of the uploads folder copied beside).
 * A template belongs to one run (the seed's dates are the run's), and the next run removes the
 * templates and copies of runs that have ended.
 */

/** The jest process of this run: a worker's parent, or this process when files run in band. */
function runnerPid(): number {
  return process.argv[1]?.includes('jest-worker') ? process.ppid : process.pid;
}

/** When a process started (Linux), so that a reused process id reads as another run; null elsewhere. */
function startOf(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The start time is the stat line's 22nd field; the fields are counted after the command's closing parenthesis.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

const RUN = `${runnerPid()}_${startOf(runnerPid()) ?? 0}`;
/** Names on a PostgreSQL server carry the machine's tag: runs on other machines are never judged from here. */
const HOST = createHash('sha256').update(os.hostname()).digest('hex').slice(0, 6);
const TMP_PREFIX = 'puente-test-';
const TEMPLATE_DB_PREFIX = `puente_template_${HOST}_`;

function runHasEnded(run: string): boolean {
  const [pid, start] = run.split('_');
  try {
    process.kill(Number(pid), 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return true;
  }
  const now = startOf(Number(pid));
  return start !== '0' && now !== null && now !== start;
}

/** Removes the templates and database copies that runs which have ended left in the temporary folder. */
function forgetEndedRunsHere() {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const run = new RegExp(`^${TMP_PREFIX}(\\d+_\\d+)-`).exec(name)?.[1];
    if (run && run !== RUN && runHasEnded(run)) fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}

function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The run's seeded PGlite data folder (its pglite/ and uploads/), made by the first file that asks. */
async function pgliteTemplate(): Promise<string> {
  const template = path.join(os.tmpdir(), `${TMP_PREFIX}${RUN}-template`);
  if (fs.existsSync(template)) return template;
  forgetEndedRunsHere();
  const building = `${template}.${process.pid}.${randomUUID()}`;
  const app = await buildApp({ dataDir: building, seed: true, serveApps: false, sms: new OutboxSmsSender() });
  await app.ready();
  await app.close();
  // A folder is renamed whole: a file that copies the template sees all of it or none. Another worker may have finished first.
  try {
    fs.renameSync(building, template);
  } catch {
    fs.rmSync(building, { recursive: true, force: true });
  }
  if (!fs.existsSync(template)) throw new Error(`the seeded template ${template} could not be made`);
  return template;
}

/** The run's seeded template database on the server, and the files its seed put in the uploads folder. */
async function postgresTemplate(serverUrl: string): Promise<{ database: string; uploads: string }> {
  const database = `${TEMPLATE_DB_PREFIX}${RUN}`;
  const uploads = path.join(os.tmpdir(), `${TMP_PREFIX}${RUN}-template-uploads`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // One file of the run seeds; the others wait for it (the lock goes with the session).
    await admin.query('select pg_advisory_lock(hashtext($1))', [database]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount && fs.existsSync(uploads)) return { database, uploads };
    forgetEndedRunsHere();
    const templates = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [TEMPLATE_DB_PREFIX]);
    for (const { datname } of templates.rows) {
      if (datname !== database && runHasEnded(datname.slice(TEMPLATE_DB_PREFIX.length))) await admin.query(`drop database if exists ${datname} with (force)`);
    }
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.query(`create database ${database}`);
    const app = await buildApp({ databaseUrl: databaseUrlOf(serverUrl, database), dataDir: 'memory', seed: true, serveApps: false, sms: new OutboxSmsSender() });
    await app.ready();
    fs.rmSync(uploads, { recursive: true, force: true });
    fs.cpSync(app.uploadsDir, uploads, { recursive: true });
    await app.close();
    fs.rmSync(app.uploadsDir, { recursive: true, force: true });
    return { database, uploads };
  } finally {
    await admin.end();
  }
}

/** A copy of the run's seeded PGlite data folder, for a server started in a process of its own (serve.test.ts); remove() deletes it. */
export async function seededDataDir(): Promise<{ dir: string; remove: () => void }> {
  const template = await pgliteTemplate();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${TMP_PREFIX}${RUN}-`));
  fs.cpSync(template, dir, { recursive: true });
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Builds the API on a database of its own for one test file, seeded with the demo marketplace:
 * PGlite in a data folder copied from the run's template, or, when DATABASE_URL is set, a
 * database on that server created from the run's template database; both are removed by close().
 * A caller that names its own data folder or database, or asks for no seed, gets exactly that.
 */
export async function build(
  options: Partial<BuildOptions> = {},
): Promise<{ app: FastifyInstance; sms: OutboxSmsSender; databaseUrl: string | undefined; close: () => Promise<void> }> {
  const sms = new OutboxSmsSender();
  const serverUrl = process.env.DATABASE_URL;
  const fromTemplate = options.seed !== false && options.dataDir === undefined && options.databaseUrl === undefined;
  let databaseUrl: string | undefined;
  let dataDir = 'memory';
  let uploads: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  if (serverUrl) {
    const name = `puente_test_${randomUUID().replace(/-/g, '')}`;
    const template = fromTemplate ? await postgresTemplate(serverUrl) : undefined;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(template ? `create database ${name} template ${template.database}` : `create database ${name}`);
    await admin.end();
    databaseUrl = databaseUrlOf(serverUrl, name);
    uploads = template?.uploads;
    drop = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else if (fromTemplate) {
    const template = await pgliteTemplate();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${TMP_PREFIX}${RUN}-`));
    fs.cpSync(template, dataDir, { recursive: true });
    const copy = dataDir;
    drop = async () => fs.rmSync(copy, { recursive: true, force: true });
  }
  const app = await buildApp({ databaseUrl, dataDir, seed: true, serveApps: false, sms, ...options });
  await app.ready();
  // The seed's files (quotation PDFs) beside the copied database.
  if (uploads) fs.cpSync(uploads, app.uploadsDir, { recursive: true });
  return {
    app,
    sms,
    databaseUrl,
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
export const OPERATOR = { phone: '8613911872046', password: 'Demo#2026' };

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

/** A fresh seller with `minor` US cents available to withdraw and a receiving account (the withdrawal proofs). */
export async function sellerWithBalance(app: FastifyInstance, minor: number): Promise<{ id: number; token: string; accountId: number }> {
  const seller = await createAccount(app, 'seller');
  await app.db
    .insertInto('ledger_entries')
    .values({ user_id: seller.id, account: 'available', kind: 'orderIncome', amount_minor: minor, currency: 'USD', order_id: null, withdrawal_id: null, note: 'test income' })
    .execute();
  const account = await post(
    app,
    '/api/zlkjReceivingAccount/save',
    { holderName: 'Test Seller', bankName: 'Bank of Test', branch: 'Main', accountNumber: '6222 0000 1111 2222', countryCode: 'CN', currency: 'USD' },
    seller.token,
  );
  return { ...seller, accountId: account.body.data.id as number };
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

/** Goods' shipping for tests that do not look at it: smartphones, 20 to a carton, from Shenzhen. */
export const SHIPPING = { hsCode: '851713', cartonUnits: 20, cartonWeightKg: 8.2, cartonVolumeM3: 0.042, shipFrom: 'CNSZX' };

/**
 * Saves goods as a seller, with a picture they upload: a category-2101 speaker at US$25 a piece,
 * 10 at least, 500 in stock, FOB, shipped as SHIPPING, unless `goods` says otherwise (its name and description at least).
 */
export async function saveGoodsAs(app: FastifyInstance, token: string, goods: Record<string, unknown>) {
  const image = (await upload(app, PNG_PIXEL, 'photo.png', token)).url as string;
  const defaults = { categoryId: 2101, images: [image], price: 25, currency: 'USD', unit: 'pieces', minOrder: 10, stock: 500, tradeTerms: ['FOB'], shipping: SHIPPING };
  return post(app, calls.saveGoods.path, { ...defaults, ...goods }, token);
}
