// The browser build's stand-in for zod/mini (see docs/adr/003). The contract's schema
// declarations run on every first page, but only pages with forms validate: building real zod
// schemas on every page shipped ~19 KiB (gzip) to all of them. Here each declaration records
// itself — which zod/mini function, with which arguments — as a cheap plain node. The forms
// chunk of @puente/shared (shared/src/forms/schema.ts) loads the real zod/mini and replays a
// node into the very schema the API validates with, so a form and the API share one rule.
const RECORD = Symbol.for('puente.schemaRecord');

function refuse() {
  throw new Error('Replay the schema with realSchema() from @puente/shared/forms before validating.');
}

function node(fn, args, shape) {
  return {
    [RECORD]: { fn, args },
    shape,
    check(...checks) {
      return node('.check', [this, ...checks], this.shape);
    },
    parse: refuse,
    safeParse: refuse,
  };
}

const schema =
  (fn) =>
  (...args) =>
    node(fn, args, {});
const check =
  (fn) =>
  (...args) =>
    node(fn, args, {});

export const object = (shape, ...rest) => node('object', [shape, ...rest], shape ?? {});
export const looseObject = (shape, ...rest) => node('looseObject', [shape, ...rest], shape ?? {});
export const extend = (base, shape) => node('extend', [base, shape], { ...(base?.shape ?? {}), ...shape });
export const string = schema('string');
export const number = schema('number');
export const boolean = schema('boolean');
export const array = schema('array');
export const record = schema('record');
export const literal = schema('literal');
export const union = schema('union');
export const optional = schema('optional');
export const nullable = schema('nullable');
export const lazy = schema('lazy');
export const unknown = schema('unknown');
export const email = schema('email');
export const pipe = schema('pipe');
export const transform = schema('transform');
export const _default = schema('_default');
const enumSchema = schema('enum');
const catchSchema = schema('catch');
export { enumSchema as enum, catchSchema as catch };
export const coerce = { number: schema('coerce.number'), string: schema('coerce.string'), boolean: schema('coerce.boolean') };
export const int = check('int');
export const gt = check('gt');
export const gte = check('gte');
export const lte = check('lte');
export const minLength = check('minLength');
export const maxLength = check('maxLength');
export const length = check('length');
export const regex = check('regex');
export const trim = check('trim');
export const toUpperCase = check('toUpperCase');
export const superRefine = check('superRefine');
export const refine = check('refine');
