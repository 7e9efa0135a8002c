/**
 * The contract's surface as data, and its fingerprint: every call (path, auth, request and reply
 * as JSON Schema), the events with their payload types, the route catalogue, the result codes and
 * the message keys. The contract gate (tooling/contract-check.ts) compares the fingerprint with
 * shared/contract-lock.json, so a change to any of these needs a version bump and a changelog entry.
 * Node only: no page imports it.
 */
import { createHash } from 'node:crypto';
import { toJSONSchema } from 'zod/v4/core';
import * as calls from './calls';
import { RESULT } from './envelope';
import { EVENT_NAMES } from './events';
import { english } from './messages/english';
import { MOBILE_ROUTES, ROUTES } from './routes';
import { CONTRACT_VERSION } from './version';

interface CallLike {
  path: string;
  /** Who may call: `'none'`, `'optional'`, `'required'` or a role with its refusal (`calls.RolePolicy`). */
  auth: unknown;
  request: Parameters<typeof toJSONSchema>[0];
  reply: Parameters<typeof toJSONSchema>[0];
}

const isCall = (value: unknown): value is CallLike => typeof value === 'object' && value !== null && 'path' in value && 'request' in value && 'reply' in value;

/** The namespaces of calls (`trade`, `operator`): objects that hold calls, not calls themselves. */
function namespaces(): Array<[string, Record<string, unknown>]> {
  const found: Array<[string, Record<string, unknown>]> = [];
  for (const [name, value] of Object.entries(calls as Record<string, unknown>)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || isCall(value)) continue;
    const members = value as Record<string, unknown>;
    if (Object.values(members).some(isCall)) found.push([name, members]);
  }
  return found;
}

/** Every call by the name a remote reaches it by: `goodsDetails`, `trade.listBuyerOrders`, `operator.reviewQueue`. */
export function contractCalls(): Map<string, CallLike> {
  const found = new Map<string, CallLike>();
  for (const [name, value] of Object.entries(calls)) if (isCall(value)) found.set(name, value);
  for (const [space, members] of namespaces()) for (const [inner, call] of Object.entries(members)) if (isCall(call)) found.set(`${space}.${inner}`, call);
  return found;
}

/** Everything a remote may reach through `calls`: the calls and the constants beside them (`calls.SITE_IDS`, `calls.operator.OPERATORS_ONLY`). */
export function contractCallNames(): Set<string> {
  const names = new Set<string>(Object.keys(calls));
  for (const [space, members] of namespaces()) for (const inner of Object.keys(members)) names.add(`${space}.${inner}`);
  return names;
}

const schema = (type: CallLike['request'], io: 'input' | 'output') => toJSONSchema(type, { unrepresentable: 'any', io });

/** The events' payload types as written in events.ts (`eventsSource`), comments and spacing aside. */
function eventTypes(eventsSource: string): string {
  const body = /export interface PuenteEvents \{([\s\S]*?)\n\}/.exec(eventsSource)?.[1] ?? '';
  return body
    .replace(/\/\*\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function contractSurface(eventsSource: string) {
  return {
    calls: [...contractCalls()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, call]) => ({ name, path: call.path, auth: call.auth, request: schema(call.request, 'input'), reply: schema(call.reply, 'output') })),
    events: { names: [...EVENT_NAMES].sort(), payloads: eventTypes(eventsSource) },
    routes: ROUTES.map((route) => ({ path: route.path, name: route.name, area: route.area, visit: route.visit, auth: route.auth ?? false })),
    mobileRoutes: MOBILE_ROUTES.map((route) => ({ path: route.path, area: route.area, desktop: route.desktop, visit: route.visit, auth: route.auth ?? false })),
    results: RESULT,
    messages: Object.keys(english).sort(),
  };
}

export function contractFingerprint(eventsSource: string): { version: string; fingerprint: string } {
  return {
    version: CONTRACT_VERSION,
    fingerprint: createHash('sha256')
      .update(JSON.stringify(contractSurface(eventsSource)))
      .digest('hex'),
  };
}
