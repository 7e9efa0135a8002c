/**
 * The calls of the contract, found by walking its exports, and a valid-looking body for each
 * (so that a fuzzed field is the only thing wrong and the request reaches the handler).
 */
import { calls, PreferenceFieldsSchema } from '@puente/shared/contract';

/** The parts of a zod/mini schema this file reads. */
interface Schema {
  _zod: { def: Record<string, any>; values?: Set<unknown> };
  safeParse(value: unknown): { success: boolean };
}

export interface FuzzCall {
  /** The export's name, with its namespace (trade.createOrder). */
  name: string;
  path: string;
  /** Whether the call reads the session (a call kept to a role requires one). */
  auth: 'none' | 'optional' | 'required';
  multipart: boolean;
  /** The request's own fields, then the preference fields every body carries. */
  fields: string[];
  /** A body that looks valid: every field filled with a value its schema accepts, where one was found. */
  sample: Record<string, unknown>;
  /**
   * Whether a field's schema lets a value through as itself (not refused, and not swapped for the
   * default by a catch): such values reach the handler, the rest stop at validation.
   */
  passes(field: string, value: unknown): boolean;
}

const isCall = (value: unknown): value is { path: string; auth: calls.CallAuth; request: Schema; multipart?: boolean } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { path?: unknown }).path === 'string' &&
  (value as { path: string }).path.startsWith('/api/') &&
  'request' in value;

const shapeOf = (schema: Schema): Record<string, Schema> =>
  (schema._zod.def.shape ?? (schema as unknown as { shape?: Record<string, Schema> }).shape ?? {}) as Record<string, Schema>;

/** Every call of the contract, walking into namespaces (calls.trade) and skipping schemas and constants. */
export function contractCalls(options: { uploadUrl?: string; strings?: string[] } = {}): FuzzCall[] {
  // A file the fuzzing user really uploaded passes the upload-URL checks of image fields; callers may add more strings to try last.
  const strings = [...STRING_CANDIDATES, ...(options.uploadUrl ? [options.uploadUrl] : []), ...(options.strings ?? [])];
  const found = new Map<string, FuzzCall>();
  const walk = (namespace: object, prefix: string, depth: number) => {
    for (const [key, value] of Object.entries(namespace)) {
      if (isCall(value)) {
        const shape: Record<string, Schema> = { ...(PreferenceFieldsSchema.shape as unknown as Record<string, Schema>), ...shapeOf(value.request) };
        const own = Object.keys(shapeOf(value.request));
        const fields = [...own, ...Object.keys(PreferenceFieldsSchema.shape).filter((field) => !own.includes(field))];
        found.set(value.path, {
          name: `${prefix}${key}`,
          path: value.path,
          auth: calls.sessionOf(value.auth),
          multipart: value.multipart === true,
          fields,
          sample: { ...sampleObject(value.request, strings), showLanguage: 'spanish', showCurrency: 'USD' },
          passes: (field, candidate) => passes(shape[field], candidate),
        });
      } else if (depth < 2 && typeof value === 'object' && value !== null && !Array.isArray(value) && !('_zod' in value)) {
        walk(value, `${prefix}${key}.`, depth + 1);
      }
    }
  };
  walk(calls, '', 0);
  return [...found.values()].sort((a, b) => a.path.localeCompare(b.path));
}

function passes(schema: Schema | undefined, value: unknown): boolean {
  if (!schema) return false;
  const parsed = schema.safeParse(value) as { success: boolean; data?: unknown };
  if (!parsed.success) return false;
  const fallback = schema.safeParse(undefined) as { success: boolean; data?: unknown };
  return !(fallback.success && JSON.stringify(fallback.data) === JSON.stringify(parsed.data));
}

/** Strings tried in turn for a string field; the first its schema accepts is used. */
export const STRING_CANDIDATES: string[] = [
  'Fuzz sample',
  'PE',
  '2027-01-15',
  '5215500000001',
  'Demo#2026',
  '123456',
  'fuzz@example.com',
  'https://example.com/fuzz',
  '55',
  'english',
  // A port's UN/LOCODE (the goods' port of shipment).
  'CNSZX',
];
const NUMBER_CANDIDATES = [1, 30, 1000];

/** Values worth trying for a schema, from the inside out. */
function candidates(schema: Schema, strings: string[], depth: number): unknown[] {
  const def = schema._zod.def;
  const values = schema._zod.values ? [...schema._zod.values] : [];
  if (depth > 6) return values;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'nonoptional':
    case 'readonly':
      return [...values, ...candidates(def.innerType, strings, depth + 1)];
    case 'pipe':
      return [...candidates(def.in, strings, depth + 1), ...candidates(def.out, strings, depth + 1)];
    case 'union':
      return (def.options as Schema[]).flatMap((option) => candidates(option, strings, depth + 1));
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>);
    case 'literal':
      return [...(def.values as unknown[])];
    case 'string':
      return strings;
    case 'number':
    case 'bigint':
      return NUMBER_CANDIDATES;
    case 'boolean':
      return [true, false];
    case 'object':
      return [sampleObject(schema, strings, depth + 1)];
    case 'array': {
      const item = sample(def.element, strings, depth + 1);
      return item === undefined ? [[]] : [[item], []];
    }
    case 'record':
      return [{}];
    default:
      return [...values, ...strings, ...NUMBER_CANDIDATES, true];
  }
}

/** The first candidate the schema accepts (or the first candidate, to look plausible anyway). */
function sample(schema: Schema, strings: string[], depth: number): unknown {
  const list = candidates(schema, strings, depth);
  return list.find((value) => schema.safeParse(value).success) ?? list[0];
}

function sampleObject(schema: Schema, strings: string[], depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shapeOf(schema))) {
    const value = sample(field, strings, depth);
    if (value !== undefined) out[key] = value;
  }
  return out;
}
