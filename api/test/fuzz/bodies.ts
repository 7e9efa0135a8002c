/**
 * The malformed requests sent to each call: a field at a time replaced by a hostile value (the
 * other fields valid-looking), missing and extra fields, whole bodies that are not an object or
 * not JSON, wrong content types, hostile credentials and, for the upload, broken multipart forms.
 * Bodies are built when sent: a few hundred of them carry a megabyte.
 */
import type { FuzzCall } from './calls';
import { garbageBytes, HOSTILE_VALUES, MEGABYTE_STRING, nestedArrays, nestedObjects, prng, type HostileValue } from './values';

export interface Payload {
  /** null sends no body. */
  body: string | Buffer | null;
  /** null sends no Content-Type (fetch adds text/plain for a string body, so those go as bytes). */
  contentType: string | null;
  /** Headers beside the body's (hostile credentials). */
  headers?: Record<string, string>;
  /** A query string, without the "?". */
  query?: string;
}

export interface BodyCase {
  /** A short description for the report. */
  kind: string;
  build(): Payload;
  /** Carries its own (hostile) credentials: sent once, as a guest. */
  guestOnly?: boolean;
  /**
   * Larger than the server reads: it may answer and close the connection while the body is still
   * being sent, which the client sees as a reset rather than a reply. That is a refusal, not a failure.
   */
  oversized?: boolean;
}

const JSON_TYPE = 'application/json';
/** Bodies per call, at least (every value that reaches a handler is sent, even past it). */
const BODIES_PER_CALL = Number(process.env.FUZZ_BODIES_PER_CALL ?? 100);
/** Every hostile value in every field, however long it takes. */
const FULL = process.env.FUZZ_FULL === '1';

type Entry = [key: string, json: string];

/** An object's JSON text from entries whose values are already JSON: keys may repeat or be "__proto__". */
const objectText = (entries: Entry[]) => `{${entries.map(([key, json]) => `${JSON.stringify(key)}:${json}`).join(',')}}`;
const jsonBody = (text: string): Payload => ({ body: text, contentType: JSON_TYPE });
const entriesOf = (sample: Record<string, unknown>): Entry[] => Object.entries(sample).map(([key, value]) => [key, JSON.stringify(value)]);

/** Every JSON-body case of one call. */
export function jsonCases(call: FuzzCall): BodyCase[] {
  const base = entriesOf(call.sample);
  const cases: BodyCase[] = [];
  const withField = (field: string, json: string | null): Entry[] => {
    const rest = base.filter(([key]) => key !== field);
    return json === null ? rest : [...rest, [field, json]];
  };

  // A field at a time: missing, and every hostile value the field's schema lets through to the
  // handler. Values that stop at validation all take the same path: a seeded sample of them, spread
  // over the fields, fills the call up to its budget (all of them with FUZZ_FULL=1).
  const refused: Array<{ field: string; value: HostileValue }[]> = [];
  for (const field of call.fields) {
    cases.push({ kind: `missing ${field}`, build: () => jsonBody(objectText(withField(field, null))) });
    const stopped: { field: string; value: HostileValue }[] = [];
    for (const value of HOSTILE_VALUES) {
      if (call.passes(field, value.parsed)) {
        cases.push({ kind: `${field} = ${value.label}`, build: () => jsonBody(objectText(withField(field, value.json))) });
      } else stopped.push({ field, value });
    }
    refused.push(shuffle(stopped, seedOf(`${call.path} ${field}`)));
  }
  const fieldCases = cases.length;

  // Extra fields beside the valid-looking ones.
  const extra = (kind: string, entries: Entry[]) => cases.push({ kind: `extra ${kind}`, build: () => jsonBody(objectText([...base, ...entries])) });
  extra('field, 1 MB string', [['extra', JSON.stringify(MEGABYTE_STRING)]]);
  extra('field, arrays nested 1000 deep', [['extra', nestedArrays(1000)]]);
  extra('"__proto__" key', [['__proto__', '{"polluted":true,"result":1}']]);
  extra('"constructor" key', [['constructor', '{"prototype":{"polluted":true}}']]);
  extra('"prototype" key', [['prototype', '{"polluted":true}']]);
  extra('"hasOwnProperty"/"toString"/"valueOf" keys', [
    ['hasOwnProperty', '1'],
    ['toString', '"x"'],
    ['valueOf', '{}'],
  ]);
  extra('empty key', [['', '1']]);
  extra('key with NUL', [['a\u0000b', '1']]);
  extra('key with lone surrogate', [['\ud800', '1']]);
  extra(
    '1000 keys',
    Array.from({ length: 1000 }, (_, i): Entry => [`extra${i}`, String(i)]),
  );
  extra('owner fields (userId, user, role, result)', [
    ['userId', '2'],
    ['user', '{"id":2,"role":"seller"}'],
    ['role', '"admin"'],
    ['result', '1'],
  ]);
  extra('token in body', [['token', '"not-a-token"']]);
  const [first] = base;
  if (first) extra(`duplicate "${first[0]}" with a string`, [[first[0], '"duplicate"']]);

  // Whole bodies that are not an object, or not JSON.
  const whole = (kind: string, payload: () => Payload) => cases.push({ kind, build: payload });
  const sampleText = objectText(base);
  for (const [kind, text] of [
    ['body []', '[]'],
    ['body [1,2]', '[1,2]'],
    ['body [{…sample}]', `[${sampleText}]`],
    ['body "str"', '"str"'],
    ['body 123', '123'],
    ['body null', 'null'],
    ['body true', 'true'],
    ['body {}', '{}'],
    ['body arrays nested 5000 deep', nestedArrays(5000)],
    ['body objects nested 5000 deep', nestedObjects(5000)],
    ['invalid JSON "{"', '{'],
    ['invalid JSON trailing comma', '{"a":1,}'],
    ['invalid JSON single quotes', "{'a':1}"],
    ['invalid JSON "undefined"', 'undefined'],
    ['invalid JSON "NaN"', 'NaN'],
    ['two JSON objects', '{"a":1}{"b":2}'],
    ['JSON with BOM', `\uFEFF${sampleText}`],
    ['JSON with comments', `/* x */${sampleText}`],
    ['whitespace-only JSON body', ' \n\t '],
    ['empty JSON body', ''],
  ] as const) {
    whole(kind, () => jsonBody(text));
  }
  whole('invalid UTF-8 inside a string', () => ({
    body: Buffer.concat([Buffer.from('{"showLanguage":"'), Buffer.from([0xff, 0xfe, 0xed, 0xa0, 0x80, 0xc0]), Buffer.from('"}')]),
    contentType: JSON_TYPE,
  }));
  whole('512 KB of garbage bytes', () => ({ body: garbageBytes(512 * 1024, 7), contentType: JSON_TYPE }));
  cases.push({ kind: 'body just over 1 MB', oversized: true, build: () => jsonBody(`${sampleText}${' '.repeat(1024 * 1024 + 16 - Buffer.byteLength(sampleText))}`) });
  cases.push({ kind: 'body 2 MB of garbage bytes', oversized: true, build: () => ({ body: garbageBytes(2 * 1024 * 1024, 7), contentType: JSON_TYPE }) });

  // Content types other than JSON.
  for (const [kind, contentType, body] of [
    ['text/plain with the sample', 'text/plain', sampleText],
    ['form-urlencoded', 'application/x-www-form-urlencoded', 'id=1&showLanguage=spanish&a[b]=c&__proto__[x]=1'],
    ['multipart with garbage', 'multipart/form-data; boundary=xyz', '--xyz\r\ngarbage\r\n--xy'],
    ['multipart without boundary', 'multipart/form-data', 'garbage'],
    ['application/xml', 'application/xml', '<a>1</a>'],
    ['JSON charset utf-16', 'application/json; charset=utf-16', sampleText],
    ['JSON charset latin1', 'application/json; charset=latin1', sampleText],
    ['application/vnd.api+json', 'application/vnd.api+json', sampleText],
    ['APPLICATION/JSON (upper case)', 'APPLICATION/JSON', sampleText],
    ['content type ";;;"', ';;;', sampleText],
    ['octet-stream garbage', 'application/octet-stream', garbageBytes(4096, 11)],
  ] as const) {
    whole(kind, () => ({ body, contentType }));
  }
  whole('no content type, JSON bytes', () => ({ body: Buffer.from(sampleText), contentType: null }));
  whole('no body, no content type', () => ({ body: null, contentType: null }));

  cases.push(...credentialCases(() => jsonBody(sampleText)));

  // Round-robin over the fields until the call has its budget of bodies.
  const budget = FULL ? Infinity : Math.max(BODIES_PER_CALL - cases.length, 0);
  const sampled: BodyCase[] = [];
  for (let round = 0; sampled.length < budget && refused.some((list) => round < list.length); round += 1) {
    for (const list of refused) {
      const pick = list[round];
      if (!pick || sampled.length >= budget) continue;
      sampled.push({ kind: `${pick.field} = ${pick.value.label}`, build: () => jsonBody(objectText(withField(pick.field, pick.value.json))) });
    }
  }
  cases.splice(fieldCases, 0, ...sampled);
  return cases;
}

const seedOf = (text: string) => [...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0, 2166136261);

/** A seeded Fisher-Yates shuffle. */
function shuffle<T>(items: T[], seed: number): T[] {
  const next = prng(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Hostile credentials around a valid-looking body (sent as a guest: they replace the session). */
function credentialCases(body: () => Payload): BodyCase[] {
  const header = (value: string): Partial<Payload> => ({ headers: { authorization: value } });
  return (
    [
      ['Bearer token of 10000 chars', header(`Bearer ${'x'.repeat(10_000)}`)],
      ['empty Bearer token', header('Bearer ')],
      ['Basic credentials', header('Basic YWRtaW46YWRtaW4=')],
      ['Bearer with SQL', header("Bearer ' or 1=1 --")],
      ['two token query parameters', { query: 'token=a&token=b' }],
      ['token query with NUL', { query: 'token=%00' }],
      ['token query of 201 chars', { query: `token=${'a'.repeat(201)}` }],
      ['token[] query', { query: 'token[]=x&token[a]=y' }],
      ['token query "__proto__"', { query: '__proto__=x&constructor=y&token=__proto__' }],
    ] as const
  ).map(([kind, extra]) => ({ kind, guestOnly: true, build: () => ({ ...body(), ...extra }) }));
}

// Multipart.

const BOUNDARY = '----puente-fuzz-boundary';
const PNG_PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

interface Part {
  headers: Array<string | Buffer>;
  content: string | Buffer;
}

const filePart = (filename: string | Buffer, content: Buffer = PNG_PIXEL, type = 'image/png', name = 'file'): Part => ({
  headers: [Buffer.concat([Buffer.from(`Content-Disposition: form-data; name="${name}"; filename="`), Buffer.from(filename), Buffer.from('"')]), `Content-Type: ${type}`],
  content,
});
const fieldPart = (name: string, value: string): Part => ({ headers: [`Content-Disposition: form-data; name="${name}"`], content: value });

interface FormOptions {
  boundary?: string;
  eol?: string;
  closing?: boolean;
  preamble?: string;
  epilogue?: string;
}

/** A multipart/form-data body, as browsers write them unless the options say otherwise. */
function form(parts: Part[], options: FormOptions = {}): Buffer {
  const { boundary = BOUNDARY, eol = '\r\n', closing = true, preamble = '', epilogue = '' } = options;
  const chunks: Buffer[] = [Buffer.from(preamble)];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}${eol}`));
    for (const header of part.headers) chunks.push(Buffer.from(header), Buffer.from(eol));
    chunks.push(Buffer.from(eol), Buffer.from(part.content), Buffer.from(eol));
  }
  if (closing) chunks.push(Buffer.from(`--${boundary}--${eol}`));
  chunks.push(Buffer.from(epilogue));
  return Buffer.concat(chunks);
}

const multipart = (body: Buffer, boundary = BOUNDARY): Payload => ({ body, contentType: `multipart/form-data; boundary=${boundary}` });
const valid = () => [filePart('pixel.png'), fieldPart('showLanguage', 'spanish')];

/** Every case of the multipart upload: broken forms, hostile file names, contents and field values. */
export function multipartCases(call: FuzzCall): BodyCase[] {
  const cases: BodyCase[] = [];
  const add = (kind: string, build: () => Payload) => cases.push({ kind: `multipart: ${kind}`, build });
  const truncated = (length: (full: Buffer) => number) => () => {
    const full = form(valid());
    return multipart(full.subarray(0, length(full)));
  };

  // Structure.
  add('valid PNG upload', () => multipart(form(valid())));
  add('no file part', () => multipart(form([fieldPart('showLanguage', 'spanish')])));
  add('no parts at all', () => multipart(form([])));
  add('empty body', () => multipart(Buffer.alloc(0)));
  add('empty file', () => multipart(form([filePart('empty.png', Buffer.alloc(0))])));
  add('two files', () => multipart(form([filePart('a.png'), filePart('b.png')])));
  add('file part 11th after 10 fields', () => multipart(form([...Array.from({ length: 10 }, (_, i) => fieldPart(`f${i}`, 'x')), filePart('late.png')])));
  add('11 fields', () => multipart(form([filePart('a.png'), ...Array.from({ length: 11 }, (_, i) => fieldPart(`f${i}`, 'x'))])));
  add('1000 fields', () => multipart(form([filePart('a.png'), ...Array.from({ length: 1000 }, (_, i) => fieldPart(`f${i}`, 'x'))])));
  add('20000 fields', () => multipart(form(Array.from({ length: 20_000 }, (_, i) => fieldPart(`f${i}`, 'x')))));
  add('field without a name', () => multipart(form([filePart('a.png'), { headers: ['Content-Disposition: form-data'], content: 'x' }])));
  add('part without headers', () => multipart(form([{ headers: [], content: 'x' }, filePart('a.png')])));
  add('Content-Disposition inline', () => multipart(form([{ headers: ['Content-Disposition: inline; name="file"; filename="a.png"'], content: PNG_PIXEL }])));
  add('no closing boundary', () => multipart(form(valid(), { closing: false })));
  add(
    'truncated in the first headers',
    truncated(() => BOUNDARY.length + 20),
  );
  add(
    'truncated in the file',
    truncated(() => BOUNDARY.length + 120),
  );
  add(
    'truncated after the first boundary',
    truncated(() => BOUNDARY.length + 4),
  );
  add(
    'truncated 3 bytes before the end',
    truncated((full) => full.length - 3),
  );
  add('LF line endings', () => multipart(form(valid(), { eol: '\n' })));
  add('boundary differs from the header', () => multipart(form(valid(), { boundary: 'other-boundary' })));
  add('content type without boundary', () => ({ body: form(valid()), contentType: 'multipart/form-data' }));
  add('empty boundary', () => ({ body: form(valid(), { boundary: '' }), contentType: 'multipart/form-data; boundary=' }));
  add('boundary of 200 chars', () => multipart(form(valid(), { boundary: 'b'.repeat(200) }), 'b'.repeat(200)));
  add('quoted boundary', () => ({ body: form(valid(), { boundary: 'q b' }), contentType: 'multipart/form-data; boundary="q b"' }));
  add('boundary with regex characters', () => multipart(form(valid(), { boundary: '.*+?()[]' }), '.*+?()[]'));
  add('preamble and epilogue garbage', () => multipart(form(valid(), { preamble: 'garbage\r\n'.repeat(100), epilogue: 'trailing garbage' })));
  add('header line of 100 KB', () =>
    multipart(form([{ headers: [`Content-Disposition: form-data; name="file"; filename="a.png"; x="${'y'.repeat(100_000)}"`], content: PNG_PIXEL }])),
  );
  add('1000 headers in a part', () => multipart(form([{ headers: [...filePart('a.png').headers, ...Array.from({ length: 1000 }, (_, i) => `X-H${i}: v`)], content: PNG_PIXEL }])));
  add('64 KB of garbage', () => multipart(garbageBytes(65_536, 13)));
  add('garbage between boundaries', () => multipart(Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n`), garbageBytes(4096, 17), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)])));
  cases.push({
    kind: 'multipart: file over 10 MB',
    oversized: true,
    build: () => multipart(form([filePart('big.png', Buffer.concat([PNG_PIXEL, Buffer.alloc(10 * 1024 * 1024 + 2)]))])),
  });
  add('file field named "__proto__"', () => multipart(form([filePart('a.png', PNG_PIXEL, 'image/png', '__proto__')])));
  add('fields named "__proto__" and "constructor"', () =>
    multipart(form([filePart('a.png'), fieldPart('__proto__', 'x'), fieldPart('constructor', 'y'), fieldPart('hasOwnProperty', 'z')])),
  );
  add('filename* with NUL (RFC 5987)', () =>
    multipart(form([{ headers: ['Content-Disposition: form-data; name="file"; filename*=UTF-8\'\'%00evil.png', 'Content-Type: image/png'], content: PNG_PIXEL }])),
  );
  add('filename* with an unknown charset', () => multipart(form([{ headers: ['Content-Disposition: form-data; name="file"; filename*=X-BOGUS\'\'a.png'], content: PNG_PIXEL }])));
  add('garbage part Content-Type', () => multipart(form([filePart('a.png', PNG_PIXEL, ';;; charset=utf-99')])));
  add('part Content-Type with utf-16 charset', () =>
    multipart(form([filePart('a.png'), { headers: ['Content-Disposition: form-data; name="showLanguage"', 'Content-Type: text/plain; charset=utf-16'], content: 'spanish' }])),
  );
  add('nested multipart/mixed part', () =>
    multipart(
      form([
        { headers: ['Content-Disposition: form-data; name="file"', 'Content-Type: multipart/mixed; boundary=inner'], content: form([filePart('a.png')], { boundary: 'inner' }) },
      ]),
    ),
  );

  // Content types other than multipart.
  for (const [kind, contentType, body] of [
    ['JSON body', 'application/json', '{"showLanguage":"spanish"}'],
    ['text/plain body', 'text/plain', 'x'],
    ['octet-stream PNG', 'application/octet-stream', PNG_PIXEL],
    ['multipart/mixed', `multipart/mixed; boundary=${BOUNDARY}`, form(valid())],
    ['form-urlencoded', 'application/x-www-form-urlencoded', 'file=x'],
  ] as const) {
    add(`non-multipart, ${kind}`, () => ({ body, contentType }));
  }

  // File names.
  const names: Array<[string, string | Buffer]> = [
    ['NUL', 'a\u0000b.png'],
    ['only NUL', '\u0000'],
    ['path traversal', '../../../../etc/passwd'],
    ['Windows traversal', '..\\..\\windows\\win.ini'],
    ['absolute path', '/etc/passwd'],
    ['empty', ''],
    ['spaces', '   '],
    ['10000 chars', `${'x'.repeat(10_000)}.png`],
    ['emoji', '😀👩‍👩‍👧‍👦.png'],
    ['RTL override', '\u202Egnp.exe'],
    ['a quote', 'a"b.png'],
    ['CRLF header injection', 'a.png"\r\nX-Injected: 1\r\nContent-Type: text/html'],
    ['script tag', '<script>alert(1)</script>.png'],
    ['SQL', "'; drop table uploads; --.png"],
    ['device name', 'con.png'],
    ['double extension', 'a.png.exe'],
    ['.htaccess', '.htaccess'],
    ['percent NUL', '%00.png'],
    ['lone surrogate bytes', Buffer.concat([Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('.png')])],
    ['latin1 byte', Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x2e, 0x70, 0x6e, 0x67])],
  ];
  for (const [kind, name] of names) add(`filename ${kind}`, () => multipart(form([filePart(name), fieldPart('showLanguage', 'spanish')])));

  // File contents (the type is sniffed from the bytes).
  const contents: Array<[string, Buffer, string]> = [
    ['SVG with a script, named .png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml'],
    ['HTML named .png', Buffer.from('<html><script>alert(1)</script></html>'), 'text/html'],
    ['PDF header only', Buffer.from('%PDF-'), 'application/pdf'],
    ['JPEG magic only', Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg'],
    ['WEBP header only', Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBP', 'latin1'), 'image/webp'],
    ['PNG signature only', PNG_PIXEL.subarray(0, 8), 'image/png'],
    ['1 byte', Buffer.from([0]), 'image/png'],
    ['4 KB garbage', garbageBytes(4096, 19), 'image/png'],
    ['PNG followed by HTML', Buffer.concat([PNG_PIXEL, Buffer.from('<script>alert(1)</script>')]), 'image/png'],
  ];
  for (const [kind, bytes, type] of contents) add(`file ${kind}`, () => multipart(form([filePart('upload.png', bytes, type)])));

  // The showLanguage field, with each hostile value as its text.
  for (const value of HOSTILE_VALUES) {
    add(`showLanguage = ${value.label}`, () => multipart(form([filePart('a.png'), fieldPart('showLanguage', value.text)])));
  }

  cases.push(...credentialCases(() => multipart(form(valid()))));
  return [...cases, ...jsonCases({ ...call, fields: [] }).filter((c) => !c.guestOnly)];
}
