// The browser build's stand-in for zod/mini (see docs/adr/003). Browsers never validate with the
// contract's schemas — the API does, with the real zod — they only need each call's path and its
// TypeScript types. Building the schemas anyway shipped ~19 KiB (gzip) to every first page. This
// module lets the contract's schema declarations run as cheap inert objects instead.
function schema() {
  return {
    shape: {},
    check() {
      return this;
    },
    parse() {
      throw new Error('The browser build does not validate: schemas are checked by the API.');
    },
    safeParse() {
      throw new Error('The browser build does not validate: schemas are checked by the API.');
    },
  };
}
const make = () => schema();
const check = () => ({});

export const object = make;
export const looseObject = make;
export const string = make;
export const number = make;
export const boolean = make;
export const array = make;
export const record = make;
export const literal = make;
export const union = make;
export const optional = make;
export const nullable = make;
export const lazy = make;
export const unknown = make;
export const email = make;
export const pipe = make;
export const transform = make;
export const extend = make;
export const _default = make;
export { make as enum, make as catch };
export const coerce = { number: make, string: make, boolean: make };
export const int = check;
export const gt = check;
export const gte = check;
export const lte = check;
export const minLength = check;
export const maxLength = check;
export const regex = check;
export const trim = check;
export const toUpperCase = check;
export const superRefine = check;
export const refine = check;
