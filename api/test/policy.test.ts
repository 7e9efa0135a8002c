/*
 * Who may call, proven from the contract: every call whose `auth` keeps it to a role refuses a guest
 * (result 2) and every signed-in caller without the role (the policy's refusal), and none of them
 * reaches the call's handler. The calls come from the contract itself and the handlers from the
 * server's own registration: a call given a role tomorrow is tested here without a line changed.
 */
import type { FastifyInstance } from 'fastify';
import { calls, RESULT, type CallDefinition } from '@puente/shared/contract';
import { message } from '@puente/shared/messages';
import { contractCalls } from './fuzz/calls';
import { build, BROKER, BUYER, createAccount, login, OPERATOR, PNG_PIXEL, post, SELLER, upload } from './helpers';

/** Every call the server registers, and how many times each one's handler has run. */
const mockRegistered = new Map<string, CallDefinition>();
const mockRuns = new Map<string, number>();
jest.mock('../src/routes/define-route', () => {
  const actual = jest.requireActual<typeof import('../src/routes/define-route')>('../src/routes/define-route');
  const defineRoute: typeof actual.defineRoute = (app, call, handler, options) => {
    mockRegistered.set(call.path, call);
    return actual.defineRoute(
      app,
      call,
      (context) => {
        mockRuns.set(call.path, (mockRuns.get(call.path) ?? 0) + 1);
        return handler(context);
      },
      options,
    );
  };
  return { ...actual, defineRoute };
});

type Caller = 'buyer' | 'seller' | 'broker' | 'operator' | 'unfinishedSeller';
/**
 * Who holds each role among the demo accounts: the seller with a complete profile, the broker
 * (a buyer holding code 11), the operator. A seller whose profile is not complete holds none.
 */
const HOLDERS: Record<calls.CallRole, Caller[]> = { operator: ['operator'], broker: ['broker'], seller: ['seller'] };
const CALLERS: Caller[] = ['buyer', 'seller', 'broker', 'operator', 'unfinishedSeller'];

/** The contract's calls kept to a role, walking its namespaces (calls.operator). */
function roleCalls(): Array<{ name: string; call: CallDefinition; policy: calls.RolePolicy }> {
  const found: Array<{ name: string; call: CallDefinition; policy: calls.RolePolicy }> = [];
  const walk = (namespace: object, prefix: string, depth: number) => {
    for (const [key, value] of Object.entries(namespace)) {
      if (typeof value !== 'object' || value === null || Array.isArray(value) || '_zod' in value) continue;
      if ('path' in value && 'request' in value && 'auth' in value) {
        const call = value as CallDefinition;
        const policy = calls.roleOf(call.auth);
        if (policy) found.push({ name: `${prefix}${key}`, call, policy });
      } else if (depth < 2) walk(value, `${prefix}${key}.`, depth + 1);
    }
  };
  walk(calls, '', 0);
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

const ROLE_CALLS = roleCalls();
const today = new Date().toISOString().slice(0, 10);

let app: FastifyInstance;
let close: () => Promise<void>;
const tokens = {} as Record<Caller, string>;
/** A body each call's schema accepts (a real upload for its picture fields, today for its dates). */
let bodies: Map<string, Record<string, unknown>>;

beforeAll(async () => {
  ({ app, close } = await build());
  [tokens.buyer, tokens.seller, tokens.broker, tokens.operator] = await Promise.all([login(app, BUYER), login(app, SELLER), login(app, BROKER), login(app, OPERATOR)]);
  const unfinished = await createAccount(app, 'seller');
  await app.db.updateTable('users').set({ info_complete: false }).where('id', '=', unfinished.id).execute();
  tokens.unfinishedSeller = unfinished.token;
  const picture = (await upload(app, PNG_PIXEL, 'pixel.png', tokens.seller)).url as string;
  bodies = new Map(contractCalls({ uploadUrl: picture, strings: [today] }).map((call) => [call.path, call.sample]));
});
afterAll(async () => close());

const versionOf = async () => Number((await app.db.selectFrom('data_version').select('version').executeTakeFirstOrThrow()).version);
const runsOf = (path: string) => mockRuns.get(path) ?? 0;

describe('calls kept to a role', () => {
  it('are every call the contract keeps to a role, each served by the API', () => {
    expect(ROLE_CALLS.length).toBeGreaterThan(0);
    const served = [...mockRegistered.values()].filter((call) => calls.roleOf(call.auth)).map((call) => call.path);
    expect(served.sort()).toEqual(ROLE_CALLS.map(({ call }) => call.path).sort());
    // The operators' console is kept to operators whole.
    const operatorCalls = Object.values(calls.operator as Record<string, unknown>).filter(
      (value): value is CallDefinition => typeof value === 'object' && value !== null && 'path' in value,
    );
    expect(operatorCalls.map((call) => [call.path, calls.roleOf(call.auth)?.role])).toEqual(operatorCalls.map((call) => [call.path, 'operator']));
  });

  it.each(ROLE_CALLS.map(({ name, call, policy }) => [name, call, policy] as const))(
    '%s refuses guests and every caller without its role, before its handler runs',
    async (_name, call, policy) => {
      const body = bodies.get(call.path);
      expect(body).toBeDefined();
      const before = await versionOf();
      const guest = await post(app, call.path, { ...body });
      expect(guest.body.result).toBe(RESULT.notLoggedIn);
      const refused = CALLERS.filter((caller) => !HOLDERS[policy.role].includes(caller));
      expect(refused.length).toBeGreaterThan(0);
      for (const caller of refused) {
        const reply = await post(app, call.path, { ...body, showLanguage: 'spanish' }, tokens[caller]);
        expect([caller, reply.body]).toEqual([caller, { result: RESULT.failed, code: policy.refusal, info: message(policy.refusal, 'spanish') }]);
      }
      expect(runsOf(call.path)).toBe(0);
      expect(await versionOf()).toBe(before);
    },
  );

  it.each(ROLE_CALLS.map(({ name, call, policy }) => [name, call, policy] as const))('%s lets its role through to its handler', async (_name, call, policy) => {
    // Records that do not exist, so that the handlers run and change nothing that matters.
    const body = Object.fromEntries(Object.entries(bodies.get(call.path) ?? {}).map(([field, value]) => [field, field === 'id' ? 99_999_999 : value]));
    for (const caller of HOLDERS[policy.role]) {
      const runs = runsOf(call.path);
      const reply = await post(app, call.path, body, tokens[caller]);
      expect([caller, reply.body.result === RESULT.notLoggedIn || reply.body.code === policy.refusal]).toEqual([caller, false]);
      expect(runsOf(call.path)).toBe(runs + 1);
    }
  });
});
