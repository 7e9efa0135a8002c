/**
 * API fuzz suite (`pnpm test:fuzz`): sends malformed requests to every call of the contract over
 * real HTTP, as a guest and signed in, and fails when an answer is a 5xx, is not the JSON envelope
 * ({ result: integer, info?: string }) or takes longer than 5 s, or when the server is down at the
 * end. Generation is deterministic; the run is bounded by a global deadline.
 *
 * FUZZ_DEADLINE_MS (default 170000) fails the run when passed; FUZZ_BODIES_PER_CALL (default 100)
 * and FUZZ_FULL=1 (every hostile value in every field) size it; FUZZ_CONCURRENCY (default 8).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { jsonCases, multipartCases, type BodyCase } from './bodies';
import { contractCalls, type FuzzCall } from './calls';
import { problemOf, resultOf, send, type Credentials, type Outcome, type Problem } from './http';
import type { FromServer, ServerError, ToServer } from './server';

const started = performance.now();
const DEADLINE_MS = Number(process.env.FUZZ_DEADLINE_MS ?? 170_000);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 8);
const FAILURES_SHOWN = 50;
const elapsed = () => performance.now() - started;

// Past the deadline plus the time for requests in flight, give up on whatever is stuck.
setTimeout(() => {
  console.error(`fuzz: FAILED, still running ${Math.round((DEADLINE_MS + 30_000) / 1000)} s after start`);
  process.exit(1);
}, DEADLINE_MS + 30_000).unref();

// The server, in a worker thread. Node 20 loads a worker's entry before any --import hook, so a
// short script registers tsx there first (for ES modules and for CommonJS ones such as @puente/shared).
const serverEntry = new URL('./server.ts', import.meta.url).href;
const [esm, cjs] = [import.meta.resolve('tsx/esm/api'), import.meta.resolve('tsx/cjs/api')].map((url) => JSON.stringify(url));
const worker = new Worker(
  `Promise.all([import(${esm}), import(${cjs})]).then(([esm, cjs]) => { esm.register(); cjs.register(); return import(${JSON.stringify(serverEntry)}); });`,
  { eval: true },
);
const fromServer = <T extends FromServer['type']>(type: T, match: (message: Extract<FromServer, { type: T }>) => boolean = () => true) =>
  new Promise<Extract<FromServer, { type: T }>>((resolve) => {
    const listen = (message: FromServer) => {
      if (message.type === type && match(message as Extract<FromServer, { type: T }>)) {
        worker.off('message', listen);
        resolve(message as Extract<FromServer, { type: T }>);
      }
    };
    worker.on('message', listen);
  });
const toServer = (message: ToServer) => worker.postMessage(message);
let closing = false;
worker.on('error', (error) => {
  console.error(`fuzz: FAILED, the server thread crashed: ${String(error.stack ?? error).slice(0, 2000)}`);
  process.exit(1);
});
worker.on('exit', (code) => {
  if (closing) return;
  console.error(`fuzz: FAILED, the server thread exited (code ${code})`);
  process.exit(1);
});
// The test helpers load the whole app: while the server thread starts, not before.
const { BUYER, PNG_PIXEL } = await import('../helpers');
const { origin } = await fromServer('ready');

/** A new session of the user straight from the server (no password, no login limits). */
let sessionRequests = 0;
async function mintSession(userId: number): Promise<string> {
  const id = ++sessionRequests;
  const reply = fromServer('session', (message) => message.id === id);
  toServer({ type: 'session', id, userId });
  return (await reply).token;
}

// The signed-in side: the demo buyer.
const json = (body: unknown) => ({ body: JSON.stringify(body), contentType: 'application/json' });
let logins = 0;
async function login(): Promise<{ token: string; userId: number }> {
  logins += 1;
  const outcome = await send(origin, '/api/loginByPhone.json', json(BUYER), null);
  const body = outcome.ok ? (outcome.json as { result?: number; token?: string; user?: { id?: number } }) : undefined;
  if (!body?.token || body.result !== 1 || typeof body.user?.id !== 'number') throw new Error(`login failed: ${outcome.ok ? outcome.text.slice(0, 200) : outcome.detail}`);
  return { token: body.token, userId: body.user.id };
}
let session = await login();
let relogin: Promise<void> | null = null;
/** Logs in again once, however many requests noticed the lost session. */
async function refreshSession(staleToken: string) {
  if (session.token !== staleToken) return;
  relogin ??= login()
    // Fuzzed logins from this address may have used up its login limit: take a session directly.
    .catch(async () => ({ ...session, token: await mintSession(session.userId) }))
    .then((fresh) => {
      session = fresh;
      relogin = null;
    });
  await relogin;
}

// A real upload, so that the image fields of the valid-looking bodies name a file this user owns.
const setupBoundary = '----puente-fuzz-setup';
const uploaded = await send(
  origin,
  '/api/common/uploadFile.json',
  {
    body: Buffer.concat([
      Buffer.from(`--${setupBoundary}\r\nContent-Disposition: form-data; name="file"; filename="pixel.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG_PIXEL,
      Buffer.from(`\r\n--${setupBoundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${setupBoundary}`,
  },
  { token: session.token, via: 'query' },
);
const uploadUrl = uploaded.ok ? (uploaded.json as { url?: unknown } | undefined)?.url : undefined;

// The calls and their bodies.
const callList = contractCalls({ uploadUrl: typeof uploadUrl === 'string' ? uploadUrl : undefined });
const casesOf = new Map<FuzzCall, BodyCase[]>(callList.map((call) => [call, call.multipart ? multipartCases(call) : jsonCases(call)]));
const bodyCounts = [...casesOf.values()].map((cases) => cases.length);
console.log(`fuzz: ${callList.length} calls found in the contract (${callList.filter((call) => call.multipart).length} multipart); server at ${origin}`);
console.log(
  `fuzz: ${bodyCounts.reduce((a, b) => a + b, 0)} bodies, ${Math.min(...bodyCounts)} to ${Math.max(...bodyCounts)} per call; ready after ${(elapsed() / 1000).toFixed(1)} s`,
);

interface Task {
  call: FuzzCall;
  body: BodyCase;
  who: 'guest' | 'user';
  index: number;
}
/** Each body as a guest, then signed in (the token alternating between header and query). */
function* tasks(): Generator<Task> {
  let index = 0;
  for (const [call, cases] of casesOf) {
    for (const body of cases) {
      yield { call, body, who: 'guest', index: index++ };
      if (!body.guestOnly) yield { call, body, who: 'user', index: index++ };
    }
  }
}

interface Failure {
  problem: Problem | 'session lost' | 'deadline' | 'server down';
  path: string;
  who: string;
  kind: string;
  status: number | null;
  reply: string;
}
const failures: Failure[] = [];
/** Answers by HTTP status and result code, to see how deep the bodies got (result 1 reached a handler and passed). */
const answers = new Map<string, number>();
const counts = { requests: 0, '5xx': 0, 'not an envelope': 0, hang: 0, 'no response': 0, lostSessions: 0, slowest: 0 };
const replyText = (outcome: Outcome) => (outcome.ok ? outcome.text.slice(0, 200) : outcome.detail).replace(/\s+/g, ' ');

function record(where: Pick<Failure, 'path' | 'who' | 'kind'>, outcome: Outcome, problem: Failure['problem']) {
  failures.push({ problem, ...where, status: outcome.ok ? outcome.status : null, reply: replyText(outcome) });
}
const whereOf = (task: Task) => ({ path: task.call.path, who: task.who, kind: task.body.kind });

async function credentialsFor(task: Task): Promise<Credentials | null> {
  if (task.who === 'guest') return null;
  const via = task.index % 2 === 0 ? 'header' : 'query';
  // logout revokes the session it is sent with: it gets a session of its own each time.
  if (task.call.path === '/api/logout.json') return { token: await mintSession(session.userId), via };
  return { token: session.token, via };
}

async function run(task: Task) {
  const payload = task.body.build();
  let credentials = await credentialsFor(task);
  let outcome = await send(origin, task.call.path, payload, credentials);
  counts.requests += 1;
  // "Please log in" to a signed-in request means the session was lost: log in again, retry once.
  const needsSession = task.call.auth === 'required' || task.call.multipart;
  if (credentials && needsSession && outcome.ok && outcome.status === 200 && resultOf(outcome) === 2) {
    counts.lostSessions += 1;
    await refreshSession(credentials.token);
    credentials = await credentialsFor(task);
    outcome = await send(origin, task.call.path, payload, credentials);
    counts.requests += 1;
    if (outcome.ok && resultOf(outcome) === 2) record(whereOf(task), outcome, 'session lost');
  }
  counts.slowest = Math.max(counts.slowest, outcome.ms);
  const closedEarly = task.body.oversized && !outcome.ok && outcome.error === 'no response' && /EPIPE|ECONNRESET|other side closed/.test(outcome.detail);
  const answer = outcome.ok ? `${outcome.status}/result ${String(resultOf(outcome))}` : closedEarly ? 'closed on an oversized body' : outcome.error;
  answers.set(answer, (answers.get(answer) ?? 0) + 1);
  if (closedEarly) return;
  const problem = problemOf(outcome);
  if (problem) {
    counts[problem] += 1;
    record(whereOf(task), outcome, problem);
  }
}

// A small pool of request loops over one task list, stopping at the deadline.
let deadlineHit = false;
const queue = tasks();
async function pool() {
  for (let item = queue.next(); !item.done; item = queue.next()) {
    if (elapsed() > DEADLINE_MS) {
      deadlineHit = true;
      return;
    }
    await run(item.value);
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, pool));
if (deadlineHit)
  failures.push({ problem: 'deadline', path: '-', who: '-', kind: `stopped at the ${DEADLINE_MS} ms deadline before every request was sent`, status: null, reply: '' });

// Still up, and the session still good?
const checks: Array<{ path: string; who: string; kind: string; credentials: Credentials | null }> = [
  { path: '/api/goods/list', who: 'guest', kind: 'liveness check {}', credentials: null },
  { path: '/api/zlkjUser/getUserInfo.json', who: 'user', kind: 'session check {}', credentials: { token: session.token, via: 'header' } },
];
for (const { credentials, ...where } of checks) {
  const outcome = await send(origin, where.path, json({}), credentials);
  if (!outcome.ok || outcome.status !== 200 || resultOf(outcome) !== 1) record(where, outcome, 'server down');
}

const closed = fromServer('closed');
closing = true;
toServer({ type: 'close' });
const { errors: serverErrors } = await closed;
report(serverErrors);
process.exit(failures.length > 0 ? 1 : 0);

function report(serverErrors: ServerError[]) {
  const other = failures.length - counts['5xx'] - counts['not an envelope'] - counts.hang - counts['no response'];
  console.log(`\nfuzz: ${(elapsed() / 1000).toFixed(1)} s, ${logins} login(s), ${counts.lostSessions} lost-session retries, slowest reply ${Math.round(counts.slowest)} ms`);
  console.log(`fuzz: calls ${callList.length}, bodies per call min ${Math.min(...bodyCounts)}, requests ${counts.requests}`);
  console.log(
    `fuzz: answers ${[...answers]
      .sort((a, b) => b[1] - a[1])
      .map(([answer, n]) => `${answer}: ${n}`)
      .join(', ')}`,
  );
  console.log(`fuzz: 5xx ${counts['5xx']}, non-envelope ${counts['not an envelope']}, hangs ${counts.hang}, no response ${counts['no response']}, other failures ${other}`);
  if (failures.length > 0) {
    console.log(`\nFirst ${Math.min(FAILURES_SHOWN, failures.length)} of ${failures.length} failures:`);
    for (const f of failures.slice(0, FAILURES_SHOWN)) console.log(`  [${f.problem}] ${f.path} (${f.who}) ${f.kind} -> ${f.status ?? '-'} ${f.reply}`);

    // Distinct kinds: the same problem, body (whatever the field) and reply, with where it happened.
    const kinds = new Map<string, { paths: Set<string>; fields: Set<string>; who: Set<string>; count: number }>();
    for (const f of failures) {
      const [, field, value] = /^(\w+) = (.*)$/.exec(f.kind) ?? [];
      const key = `[${f.problem}] ${value ? `<field> = ${value}` : f.kind} -> ${f.status ?? '-'} ${f.reply.slice(0, 120)}`;
      const kind = kinds.get(key) ?? { paths: new Set(), fields: new Set(), who: new Set(), count: 0 };
      kind.paths.add(f.path);
      if (field) kind.fields.add(field);
      kind.who.add(f.who);
      kind.count += 1;
      kinds.set(key, kind);
    }
    const list = (items: Set<string>, max: number) => [...items].slice(0, max).join(', ') + (items.size > max ? `, … (${items.size})` : '');
    console.log(`\n${kinds.size} distinct failure kinds:`);
    for (const [key, kind] of [...kinds].sort((a, b) => b[1].count - a[1].count)) {
      const fields = kind.fields.size > 0 ? `; fields ${list(kind.fields, 10)}` : '';
      console.log(`  ${kind.count}x ${key}\n      as ${[...kind.who].join('+')} on ${list(kind.paths, 6)}${fields}`);
    }
    const file = path.join(os.tmpdir(), 'puente-fuzz-failures.json');
    fs.writeFileSync(file, JSON.stringify(failures, null, 1));
    console.log(`\nEvery failure: ${file}`);
  }
  if (serverErrors.length > 0) {
    console.log(`\nServer log at error level, ${serverErrors.length} distinct:`);
    for (const error of serverErrors) console.log(`  ${error.count}x ${error.key}${error.detail ? `\n      ${error.detail}` : ''}`);
  }
  console.log(failures.length > 0 ? `\nfuzz: FAILED (${failures.length} failures)` : '\nfuzz: passed');
}
