import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { RestartPolicy } from '../src/services/restarts';
import { OutboxSmsSender, smsSenderFor } from '../src/services/sms';
import { build, createAccount, post } from './helpers';

/*
 * What an operator runs Puente by: health, readiness and metrics; a shutdown that answers in the
 * envelope; verification codes that reach the SMS sender and nothing else.
 */

const TOKEN = 'metrics-token-for-tests-0123456789';
const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

let app: FastifyInstance;
let close: () => Promise<void>;
let outboxDir: string;

beforeAll(async () => {
  outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'puente-outbox-'));
  // No demo data: these proofs make what they need (an account), and a bare database opens fastest.
  ({ app, close } = await build({
    seed: false,
    metricsToken: TOKEN,
    logger: { level: 'info', stream: logStream } as never,
    // The sender logs as the server does: one JSON line a message, into the lines the test reads.
    sms: new OutboxSmsSender({ info: (fields: object, text: string) => lines.push(`${JSON.stringify(fields)} ${text}`) } as never, path.join(outboxDir, 'sms-outbox.jsonl')),
  }));
});
afterAll(async () => {
  await close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});

describe('health and readiness', () => {
  it('answers /health while the process lives and /ready once the database, migrations and listener are', async () => {
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'alive', pid: process.pid });
    const started = performance.now();
    const ready = await app.inject({ method: 'GET', url: '/ready' });
    expect(performance.now() - started).toBeLessThan(50);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', ready: true, database: 'reachable', migrations: 'current', listener: 'live', shuttingDown: false });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while the data listener is lost, and ready again once it is back', async () => {
    app.readCache.lost();
    const lost = await app.inject({ method: 'GET', url: '/ready' });
    expect(lost.statusCode).toBe(503);
    expect(lost.json()).toMatchObject({ ready: false, listener: 'lost' });
    expect((await post(app, '/api/platform/status')).body.data.listener).toBe('lost');
    await app.readCache.restored();
    expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });
});

describe('metrics', () => {
  it('are served only with the token', async () => {
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-token-of-the-same-size-000' } })).statusCode).toBe(401);
    // A server without a token (the shutdown's, below) has no metrics at all.
  });

  it('count requests by call and outcome, latency per call, the pool, the read cache and the listener', async () => {
    const buyer = (await createAccount(app, 'buyer')).token;
    await post(app, '/api/goods/list', { everyNumber: 3 });
    await post(app, '/api/goods/list', { everyNumber: 3 });
    await post(app, '/api/zlkjUser/getUserInfo.json', {});
    await post(app, '/api/order/v2/createOrder', { items: [] }, buyer);
    const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    const text = response.body;
    expect(text).toMatch(/puente_requests_total\{call="\/api\/goods\/list",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/puente_requests_total\{call="\/api\/zlkjUser\/getUserInfo.json",outcome="notLoggedIn"\} 1/);
    expect(text).toMatch(/puente_requests_total\{call="\/api\/order\/v2\/createOrder",outcome="order\.itemsRequired"\} 1/);
    expect(text).toMatch(/puente_request_duration_seconds_bucket\{le="0.05",call="\/api\/goods\/list"\} [1-9]/);
    expect(text).toMatch(/puente_read_cache_lookups_total\{result="hit"\} [1-9]/);
    expect(text).toMatch(/puente_data_listener_up 1/);
    expect(text).toMatch(/puente_ready 1/);
    if (app.dbKind === 'postgres') expect(text).toMatch(/puente_db_pool_connections\{state="max"\} 10/);
    expect(text).toMatch(/puente_process_cpu_seconds_total/);
  });
});

describe('verification codes', () => {
  it('reach the SMS sender alone: the log says a code was sent, never which; the outbox is its owner’s alone', async () => {
    lines.length = 0;
    const phone = '5491166778899';
    expect((await post(app, '/api/common/sendSmsCode.json', { type: 1, phone, area: '54' })).body.result).toBe(1);
    const code = app.sms.lastCodeFor!(phone)!;
    expect(code).toMatch(/^\d{6}$/);
    const file = path.join(outboxDir, 'sms-outbox.jsonl');
    expect(fs.readFileSync(file, 'utf8')).toContain(code);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const log = lines.join('');
    expect(log).toContain('verification code sent');
    expect(log).not.toContain(code);
    expect(log).not.toContain(phone);
  });

  it('are never kept in a development outbox in production unless asked for', () => {
    expect(() => smsSenderFor({ NODE_ENV: 'production' }, undefined, undefined)).toThrow(/No SMS provider is configured for production/);
    expect(smsSenderFor({ NODE_ENV: 'production', PUENTE_SMS: 'outbox' }, undefined, undefined)).toBeInstanceOf(OutboxSmsSender);
    expect(smsSenderFor({ NODE_ENV: 'development' }, undefined, undefined)).toBeInstanceOf(OutboxSmsSender);
  });
});

describe('a shutdown', () => {
  it('answers requests that arrive while it closes with a 503 in the envelope, in the caller language', async () => {
    const closing = await buildApp({ dataDir: 'memory', seed: false, serveApps: false, sms: new OutboxSmsSender() });
    // A request in flight holds the close open; one arriving meanwhile on its connection is told to come back.
    closing.post('/slow-for-test', async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { result: 1 };
    });
    await closing.ready();
    expect((await closing.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    await closing.listen({ port: 0, host: '127.0.0.1' });
    const { port } = closing.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    const request = (url: string, body: string) =>
      `POST ${url} HTTP/1.1\r\nHost: localhost\r\nAccept-Language: es-MX,es;q=0.9\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    socket.write(request('/slow-for-test', '{}'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = closing.close();
    socket.write(request('/api/platform/status', '{"showLanguage":"spanish"}'));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 5000))]);
    socket.destroy();
    await closed;
    const replies = received.split(/(?=HTTP\/1\.1 )/);
    expect(replies[0]).toMatch(/^HTTP\/1\.1 200/);
    expect(replies[1]).toMatch(/^HTTP\/1\.1 503/);
    expect(replies[1]).toMatch(/retry-after: 1/i);
    const body = JSON.parse(replies[1]!.slice(replies[1]!.indexOf('\r\n\r\n') + 4)) as Record<string, string>;
    expect(body).toMatchObject({ result: 0, code: 'server.unavailable' });
    expect(body.info).toMatch(/no está disponible/);
  });
});

describe('processes that end', () => {
  it('are replaced at once after a long life, and after a doubling wait (up to half a minute) while they keep ending', () => {
    const restarts = new RestartPolicy();
    expect(restarts.ended(3_600_000)).toBe(0);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(() => restarts.ended(1500))).toEqual([250, 500, 1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(restarts.ended(45_000)).toBe(0);
    expect(restarts.ended(100)).toBe(250);
  });
});
