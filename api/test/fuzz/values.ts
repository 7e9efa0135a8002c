/**
 * Hostile values for one field of a request body. Each carries its JSON text (so values JSON
 * cannot build from a JavaScript value — 1e999, deep nesting, "__proto__" keys — fit too) and,
 * for multipart fields, the plain text to send.
 */
export interface HostileValue {
  label: string;
  /** The value as JSON text, spliced into a body as-is. */
  json: string;
  /** The value as a form field's text. */
  text: string;
  /** The value as the server's JSON parser reads it. */
  parsed: unknown;
}

const of = (label: string, value: unknown): HostileValue => {
  const json = JSON.stringify(value);
  return { label, json, text: typeof value === 'string' ? value : json, parsed: JSON.parse(json) };
};
const raw = (label: string, json: string): HostileValue => ({ label, json, text: json, parsed: JSON.parse(json) });

/** Deterministic pseudo-random numbers (mulberry32), so every run sends the same bytes. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const garbage = new Map<string, Buffer>();

/** Seeded random bytes, made once per length and seed. */
export function garbageBytes(length: number, seed: number): Buffer {
  const key = `${length}:${seed}`;
  let bytes = garbage.get(key);
  if (!bytes) {
    const next = prng(seed);
    bytes = Buffer.alloc(length);
    for (let i = 0; i < length; i += 1) bytes[i] = Math.floor(next() * 256);
    garbage.set(key, bytes);
  }
  return bytes;
}

/** Nesting built as text: JSON.stringify recurses and would overflow long before the server does. */
export const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
export const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Just under the 1 MiB body limit once a few other fields are added. */
export const MEGABYTE_STRING = 'A'.repeat(1_000_000);

const manyKeys = `{${Array.from({ length: 1000 }, (_, i) => `"k${i}":${i}`).join(',')}}`;
const manyNumbers = `[${Array.from({ length: 10_000 }, (_, i) => i + 1).join(',')}]`;

/** Everything a field gets in place of its value. */
export const HOSTILE_VALUES: readonly HostileValue[] = [
  // Wrong types.
  of('number 0', 0),
  of('number 1', 1),
  of('number -1', -1),
  of('true', true),
  of('false', false),
  of('null', null),
  of('empty object', {}),
  of('object', { a: 1, b: 'x' }),
  of('empty array', []),
  of('array of numbers', [1, 2, 3]),
  of('array of strings', ['a', 'b']),
  of('nested empty arrays', [[], [[]]]),
  of('empty string', ''),
  of('blank string', '   '),
  of('numeric string', '1'),
  of('word', 'fuzz'),
  // Numbers at and past the edges (JSON has no NaN or Infinity: as strings, or 1e999 which parses to Infinity).
  of('1e308', 1e308),
  of('-1e308', -1e308),
  of('0.001', 0.001),
  of('1.5', 1.5),
  of('2^31', 2 ** 31),
  of('-2^31-1', -(2 ** 31) - 1),
  of('2^53+2', 2 ** 53 + 2),
  of('2^63', 2 ** 63),
  of('1e20', 1e20),
  raw('1e999 (Infinity)', '1e999'),
  raw('-1e999 (-Infinity)', '-1e999'),
  raw('-0', '-0'),
  of('"NaN"', 'NaN'),
  of('"Infinity"', 'Infinity'),
  of('"-Infinity"', '-Infinity'),
  of('"1e308"', '1e308'),
  of('"0x1F"', '0x1F'),
  of('"2147483648"', '2147483648'),
  of('"9223372036854775808"', '9223372036854775808'),
  of('" 7 "', ' 7 '),
  of('"1,000"', '1,000'),
  // Hostile text.
  of('1 MB string', MEGABYTE_STRING),
  of('10k accented chars', 'é'.repeat(10_000)),
  of('NUL inside', 'a\u0000b'),
  of('NUL only', '\u0000'),
  of('lone high surrogate', '\ud800'),
  of('lone low surrogate', 'a\udfffb'),
  of('reversed surrogates', '\udc00\ud800'),
  of('RTL override', '\u202Eevil\u202C'),
  of('emoji', '😀👩‍👩‍👧‍👦🏳️‍🌈'),
  of('zalgo', 'Z̴̧͎͝a̸̢̛l̵̡̛g̶̨̛o̷̢̕'),
  of('CJK + Arabic', '中文 مرحبا עברית'),
  of('BOM + zero width', '\uFEFF\u200B\u200F'),
  of('control chars', '\u0001\u0007\u001b[31m\u007f\r\n\t'),
  of('SQL quote', "' or 1=1 --"),
  of('SQL stacked', '1; drop table users'),
  of('SQL union', "1' union select null, version() --"),
  of('script tag', '<script>alert(1)</script>'),
  of('javascript URL', 'javascript:alert(1)'),
  of('path traversal', '../../../../etc/passwd'),
  of('percent NUL', '%00'),
  of('template syntax', '${7*7}{{7*7}}#{7*7}'),
  of('format string', '%s%s%s%n'),
  of('"__proto__"', '__proto__'),
  of('"constructor"', 'constructor'),
  of('"toString"', 'toString'),
  // Deep and wide structures.
  raw('arrays nested 1000 deep', nestedArrays(1000)),
  raw('objects nested 1000 deep', nestedObjects(1000)),
  raw('arrays nested 5000 deep', nestedArrays(5000)),
  raw('objects nested 5000 deep', nestedObjects(5000)),
  raw('object with 1000 keys', manyKeys),
  raw('array of 10000 numbers', manyNumbers),
  of('array with null', [null]),
  of('array of hostile strings', ['1; drop table users', 'a\u0000b', '\ud800']),
  raw('{"__proto__": …}', '{"__proto__":{"polluted":true}}'),
  raw('{"constructor": {"prototype": …}}', '{"constructor":{"prototype":{"polluted":true}}}'),
];
