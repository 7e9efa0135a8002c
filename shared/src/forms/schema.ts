import * as z from 'zod/v4/mini';

// Browser builds turn `zod/mini` into recorded declarations (tooling/zod-mini-browser.js);
// `zod/v4/mini` is the same library under a name that build leaves alone, so this chunk — loaded
// only by pages with forms — holds the real one.
const RECORD = Symbol.for('puente.schemaRecord');

interface Recorded {
  fn: string;
  args: unknown[];
}

const built = new WeakMap<object, unknown>();

// Named one by one (not `z[name]`), so the chunk holds only what the contract declares with: the
// same list as the stand-in's exports.
const ZOD: Record<string, unknown> = {
  object: z.object,
  looseObject: z.looseObject,
  extend: z.extend,
  string: z.string,
  number: z.number,
  boolean: z.boolean,
  array: z.array,
  record: z.record,
  literal: z.literal,
  union: z.union,
  optional: z.optional,
  nullable: z.nullable,
  unknown: z.unknown,
  email: z.email,
  pipe: z.pipe,
  transform: z.transform,
  _default: z._default,
  enum: z.enum,
  catch: z.catch,
  'coerce.number': z.coerce.number,
  'coerce.string': z.coerce.string,
  'coerce.boolean': z.coerce.boolean,
  int: z.int,
  gt: z.gt,
  gte: z.gte,
  lte: z.lte,
  minLength: z.minLength,
  maxLength: z.maxLength,
  length: z.length,
  regex: z.regex,
  trim: z.trim,
  toUpperCase: z.toUpperCase,
  superRefine: z.superRefine,
  refine: z.refine,
};

function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function replay(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(replay);
  const recorded = (value as { [RECORD]?: Recorded })[RECORD];
  if (recorded) {
    const cached = built.get(value);
    if (cached) return cached;
    const schema = build(recorded);
    built.set(value, schema);
    return schema;
  }
  if (!isPlain(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, replay(inner)]));
}

function build({ fn, args }: Recorded): unknown {
  if (fn === '.check') {
    const [target, ...checks] = args;
    return (replay(target) as { check: (...c: unknown[]) => unknown }).check(...checks.map(replay));
  }
  if (fn === 'lazy') return z.lazy(() => replay((args[0] as () => unknown)()) as z.ZodMiniType);
  const make = ZOD[fn] as ((...args: unknown[]) => unknown) | undefined;
  if (!make) throw new Error(`The forms chunk does not replay zod/mini's ${fn}: add it beside the stand-in's.`);
  return make(...args.map(replay));
}

/**
 * The contract's schema as zod/mini builds it: in the browser, from its recorded declaration;
 * elsewhere (the API, jest) the schema is real already and comes back as is.
 */
export function realSchema<T>(schema: T): T {
  return replay(schema) as T;
}
