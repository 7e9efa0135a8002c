import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadRates } from '../src/services/money';
import { OutboxSmsSender } from '../src/services/sms';
import { build, BUYER, login } from './helpers';
import { serverBinaries, startOwnCluster, type OwnCluster } from './support/pg-cluster';

/*
 * What production does to a server on PostgreSQL: the database drops the connections requests
 * are using, and the server restarts (or fails over) while requests keep coming. The process lives,
 * a failed request answers the envelope (503, never a 500), the site answers again within two
 * seconds of the database coming back, and no process serves what it cannot prove fresh.
 * These run only against a PostgreSQL server (DATABASE_URL); the restart, on a cluster of the
 * test's own, so the shared server is never disturbed.
 */

const serverUrl = process.env.DATABASE_URL;
const onPostgres = serverUrl ? describe : describe.skip;
const withOwnCluster = serverUrl && serverBinaries() ? describe : describe.skip;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  body: Record<string, any>;
}

async function call(app: FastifyInstance, url: string, body: Record<string, unknown> = {}, token?: string): Promise<Answer> {
  const response = await app.inject({ method: 'POST', url, payload: body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.statusCode, body: response.json() as Record<string, any> };
}

/** Runs `clients` loops of `request` until `until` resolves; returns every answer. */
async function load(clients: number, request: (client: number, round: number) => Promise<Answer>, until: Promise<unknown>): Promise<Answer[]> {
  let done = false;
  void until.finally(() => (done = true));
  const answers: Answer[] = [];
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let round = 0; !done; round += 1) answers.push(await request(client, round));
    }),
  );
  return answers;
}

/** Every answer is a success, or the envelope saying the database is away (or a race lost): never a 500. */
function expectEnveloped(answers: Answer[]) {
  const unexpected = answers.filter((a) => !(a.status === 200 || (a.status === 503 && a.body.code === 'server.unavailable' && a.body.result === 0)));
  expect(unexpected.slice(0, 3)).toEqual([]);
}

async function waitFor(check: () => Promise<boolean> | boolean, withinMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await sleep(20);
  }
}

onPostgres('a dropped database connection', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let databaseUrl: string;
  let admin: pg.Client;
  let buyer: string;

  beforeAll(async () => {
    const built = await build();
    ({ app, close } = built);
    databaseUrl = built.databaseUrl!;
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    buyer = await login(app, BUYER);
  });
  afterAll(async () => {
    await admin.end();
    await close();
  });

  /** Ends every connection the API holds to its database (its pool and its listener), as a failover would. */
  async function terminateBackends() {
    const name = new URL(databaseUrl).pathname.slice(1);
    const { rowCount } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    return rowCount ?? 0;
  }

  it('fails only the request holding it: a connection dropped inside a transaction does not end the process', async () => {
    // The fault that ended the process: the server ends a connection while a request holds it
    // between two queries of its transaction, and pg emits 'error' on the checked-out client.
    const failed = await app.db
      .transaction()
      .execute(async (trx) => {
        await trx.selectFrom('users').select('id').limit(1).execute();
        await terminateBackends();
        await sleep(300);
        await trx.selectFrom('users').select('id').limit(1).execute();
      })
      .then(
        () => null,
        (error: Error) => error,
      );
    expect(failed?.message).toMatch(/terminat|connection/i);
    // The process lives and the next request is served on a fresh connection.
    expect((await call(app, '/api/zlkjUser/getUserInfo.json', {}, buyer)).body.result).toBe(1);
  });

  it('keeps serving while busy backends are terminated under load, and listens again within two seconds', async () => {
    const goods = (await call(app, '/api/goods/list', { everyNumber: 8 })).body.list.map((g: { id: number }) => g.id) as number[];
    let terminated = 0;
    const storm = (async () => {
      for (let i = 0; i < 12; i += 1) {
        await sleep(150);
        terminated += await terminateBackends();
      }
    })();
    const answers = await load(
      8,
      (client, round) =>
        round % 3 === 0
          ? call(app, '/api/cart/update', { goodsId: goods[client % goods.length], quantity: 1000, showLanguage: 'spanish' }, buyer)
          : round % 3 === 1
            ? call(app, '/api/zlkjUser/getUserInfo.json', {}, buyer)
            : call(app, '/api/platform/status'),
      storm,
    );
    expect(terminated).toBeGreaterThan(10);
    expectEnveloped(answers);
    const unavailable = answers.filter((a) => a.status === 503);
    console.log(`terminated ${terminated} backends during ${answers.length} requests: ${unavailable.length} answered 503, none 500`);
    // A 503 tells the caller in their language that it may try again.
    for (const answer of unavailable.slice(0, 3)) expect(answer.body.info).toMatch(/\S/);
    // The lost listener is back within two seconds, and everything answers again.
    const listening = await waitFor(() => app.readCache.isListening, 2000);
    console.log(`listener back ${listening} ms after the last termination`);
    const after = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? call(app, '/api/zlkjUser/getUserInfo.json', {}, buyer) : call(app, '/api/platform/status'))));
    expect(after.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect((await call(app, '/api/platform/status')).body.data.listener).toBe('live');
  });
});

withOwnCluster('a PostgreSQL restart', () => {
  let cluster: OwnCluster;
  let one: FastifyInstance;
  let two: FastifyInstance;

  beforeAll(async () => {
    cluster = await startOwnCluster();
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database puente');
    await admin.end();
    const databaseUrl = cluster.url.replace(/\/postgres$/, '/puente');
    // Two API processes on one database, as PUENTE_PROCESSES=2 runs them.
    one = await buildApp({ databaseUrl, dataDir: 'memory', seed: false, serveApps: false, sms: new OutboxSmsSender() });
    await one.ready();
    two = await buildApp({ databaseUrl, dataDir: 'memory', seed: false, serveApps: false, sms: new OutboxSmsSender() });
    await two.ready();
    await one.db.insertInto('site_vars').values({ siteid: 1, name: 'hotline', value: 'before', translations: null }).execute();
    await one.db
      .insertInto('exchange_rates')
      .values(['BRL', 'MXN', 'CNH'].map((currency, i) => ({ currency, per_usd: [5.3, 17.2, 7.1][i]!, as_of: '2026-11-27', source: 'test' })))
      .execute();
    await one.readCache.changed();
  }, 120_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    cluster?.remove();
  });

  const hotline = async (app: FastifyInstance) =>
    (await call(app, '/api/siteVar/list', { siteid: 1 })).body.list?.find((v: { name: string }) => v.name === 'hotline')?.value as string | undefined;

  it('is survived by every process: answering again within two seconds of the database coming back, never stale after', async () => {
    // The second process keeps the reply and the rates it read.
    expect(await hotline(two)).toBe('before');
    expect((await loadRates(two.db)).perUsd.BRL).toBe(5.3);

    // Restarted under load; from the moment it accepts again, each process must answer a database read within two seconds.
    let recovered: number[] = [];
    const restart = (async () => {
      await sleep(300);
      cluster.stop();
      await sleep(1500);
      cluster.start();
      recovered = await Promise.all([one, two].map((app) => waitFor(async () => (await call(app, '/api/platform/status')).status === 200, 2000)));
      await sleep(500);
    })();
    const answers = await load(
      6,
      (client, round) => {
        const app = client % 2 ? two : one;
        return round % 2 ? call(app, '/api/siteVar/list', { siteid: 1 }) : call(app, '/api/platform/status');
      },
      restart,
    );
    expectEnveloped(answers);
    const unavailable = answers.filter((a) => a.status === 503).length;
    expect(unavailable).toBeGreaterThan(0);
    const listening = await waitFor(() => one.readCache.isListening && two.readCache.isListening, 2000);
    console.log(
      `restart under load: processes answering ${recovered.join(' and ')} ms after the database accepted again; ${unavailable} of ${answers.length} requests answered 503 meanwhile, none 500; listeners live ${listening} ms later`,
    );
    expect(recovered).toHaveLength(2);

    // A write in the first process is seen at the next read in the second: the reply and the rates.
    await one.db.updateTable('site_vars').set({ value: 'after' }).where('name', '=', 'hotline').execute();
    await one.db.updateTable('exchange_rates').set({ per_usd: 5.9 }).where('currency', '=', 'BRL').execute();
    await one.readCache.changed();
    // The second process hears of it from PostgreSQL (NOTIFY) within moments, then never reads the old again.
    const heard = await waitFor(async () => (await hotline(two)) === 'after', 1000);
    const reads = await Promise.all(Array.from({ length: 30 }, () => hotline(two)));
    expect(reads.filter((value) => value !== 'after')).toEqual([]);
    expect((await loadRates(two.db)).perUsd.BRL).toBe(5.9);
    console.log(`a write after the restart was seen by the other process ${heard} ms later; 30 of 30 reads after it fresh`);
  });

  it('answers again within two seconds of a database that comes back', async () => {
    cluster.stop();
    // While it is away a request is told so at once, in the envelope.
    const away = await call(two, '/api/platform/status', { showLanguage: 'portuguese' });
    expect(away).toMatchObject({ status: 503, body: { result: 0, code: 'server.unavailable' } });
    expect(away.body.info).toMatch(/indisponível/);
    await sleep(1000);
    cluster.start();
    const back = await Promise.all([one, two].map((app) => waitFor(async () => (await call(app, '/api/platform/status')).status === 200, 2000)));
    const listening = await waitFor(() => one.readCache.isListening && two.readCache.isListening, 2000);
    console.log(`database back: processes answering after ${back.join(' and ')} ms, listening after ${listening} ms more`);
    expect((await call(two, '/api/platform/status')).body.data.listener).toBe('live');
  });

  it('lets a process started while the database is away wait for it, and serve within two seconds of its return', async () => {
    cluster.stop();
    const databaseUrl = cluster.url.replace(/\/postgres$/, '/puente');
    const starting = buildApp({ databaseUrl, dataDir: 'memory', seed: false, serveApps: false, sms: new OutboxSmsSender(), waitForDatabase: true }).then(async (app) => {
      await app.ready();
      return app;
    });
    await sleep(1500);
    cluster.start();
    const upAt = Date.now();
    const third = await starting;
    try {
      const servedIn = Date.now() - upAt + (await waitFor(async () => (await call(third, '/api/platform/status')).status === 200, 2000));
      console.log(`a process started during the outage served ${servedIn} ms after the database came back`);
      expect(servedIn).toBeLessThan(2000);
    } finally {
      await third.close();
    }
  });
});
