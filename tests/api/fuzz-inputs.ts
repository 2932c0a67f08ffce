import fc from 'fast-check';
import type { z } from 'zod';
import { KNOWN_KEYS, LONG, ODD } from './fuzz-words';

/**
 * Random requests for tests/api/fuzz.test.ts: JSON of every shape, operator-like
 * objects, very long and odd strings, malformed JSON, wrong content types and random
 * multipart bodies, with random ids in the path.
 */

export const oddString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 3, arbitrary: fc.constantFrom(...ODD) },
  { weight: 1, arbitrary: fc.constantFrom(...LONG) },
);

const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 0.001, 1.5, 1e308, -1e308, 2 ** 53 + 2, 2 ** 31, -(2 ** 31) - 1),
);

/** MongoDB- and prototype-style objects a careless handler might pass through. */
const operatorObject = fc.constantFrom<unknown>(
  { $ne: null },
  { $gt: '' },
  { $where: 'sleep(1000)' },
  { $regex: '.*', $options: 'i' },
  { $in: [null, '', 0] },
  JSON.parse('{"__proto__":{"isAdmin":true,"polluted":1}}'),
  { constructor: { prototype: { polluted: 1 } } },
  { toString: 'x', valueOf: 1 },
);

const key = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...KNOWN_KEYS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

const leaf = fc.oneof(oddString, number, fc.boolean(), fc.constant(null), operatorObject);

export const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('v'), { maxLength: 5 }),
    fc.dictionary(key, tie('v'), { maxKeys: 6 }),
  ),
})).v;

/** Objects with the API's field names, the favourite shape of real mistakes. */
const jsonObject = fc.dictionary(key, jsonValue, { minKeys: 1, maxKeys: 10 });

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string | null; text: string }
  | {
      kind: 'multipart';
      fields: [string, string][];
      files: { field: string; name: string; type: string; bytes: Uint8Array }[];
    };

const malformedJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    '{"a":1,}',
    "{'a':1}",
    'nul',
    '{"a":"\\x"}',
    '\u0000',
    '{"a":1}{"b":2}',
    '{"__proto__":',
  ),
  fc.string({ maxLength: 30 }).map((s) => `{${s}`),
);

const wrongTypes = fc.constantFrom(
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'text/html; charset=utf-8',
  'application/octet-stream',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16',
  'application/graphql',
  'image/png',
);

const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 256 }),
  // A PNG signature followed by junk: looks like an image, is not one.
  fc.uint8Array({ maxLength: 64 }).map((b) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...b])),
  fc.constant(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
);

const multipart = fc.record({
  fields: fc.array(fc.tuple(key, oddString), { maxLength: 8 }),
  files: fc.array(
    fc.record({
      field: fc.constantFrom('image', 'photo', 'file', 'name', 'x'),
      name: fc.constantFrom('a.png', '../../evil.png', 'x.svg', '', 'a'.repeat(300), 'a\u0000.png'),
      type: fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', ''),
      bytes: fileBytes,
    }),
    { maxLength: 2 },
  ),
});

export const fuzzBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  { weight: 4, arbitrary: jsonObject.map((value) => ({ kind: 'json' as const, value })) },
  { weight: 2, arbitrary: jsonValue.map((value) => ({ kind: 'json' as const, value })) },
  {
    weight: 1,
    arbitrary: malformedJson.map((text) => ({ kind: 'raw' as const, contentType: 'application/json', text })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        wrongTypes,
        fc.oneof(
          oddString,
          jsonValue.map((v) => JSON.stringify(v) ?? ''),
        ),
      )
      .map(([contentType, text]) => ({ kind: 'raw' as const, contentType, text })),
  },
  { weight: 1, arbitrary: oddString.map((text) => ({ kind: 'raw' as const, contentType: null, text })) },
  { weight: 2, arbitrary: multipart.map((m) => ({ kind: 'multipart' as const, ...m })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
);

/** encodeURIComponent that turns a lone surrogate into bytes that are not UTF-8 instead of throwing. */
export function encodeAny(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...s].map((ch) => (/[\ud800-\udfff]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch))).join('');
  }
}

/** Ids for path parameters: random uuids (which name nothing) and anything but a uuid. */
export const pathParam = fc.oneof(
  { weight: 3, arbitrary: fc.uuid({ version: 4 }) },
  { weight: 1, arbitrary: fc.uuid() },
  {
    weight: 3,
    arbitrary: fc.oneof(oddString, fc.integer().map(String)).map((s) => encodeAny(s.slice(0, 400)) || 'x'),
  },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '..', '%2e%2e', 'a'.repeat(250), '%00', '1;DROP', 'null') },
);

const queryValue = fc.oneof(
  oddString,
  number.map(String),
  fc.constantFrom('7d', '30d', 'all', '1y', 'card', 'monthly'),
);
export const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          'page',
          'pageSize',
          'period',
          'type',
          'method',
          'q',
          'sort',
          'limit',
          'token',
          'email',
          '__proto__[x]',
          'a[]',
        ),
        fc.string({ maxLength: 8 }),
      ),
      queryValue,
    ),
    { maxLength: 5 },
  )
  .map((pairs) =>
    pairs.length ? `?${pairs.map(([k, v]) => `${encodeAny(k)}=${encodeAny(v.slice(0, 2000))}`).join('&')}` : '',
  );

/** Whether a body would pass the route's own schema (so it is not a refusal we can count on). */
export function acceptedBySchema(schema: z.ZodType | undefined, body: FuzzBody): boolean {
  if (!schema) return false;
  if (body.kind === 'json') return schema.safeParse(body.value).success;
  if (body.kind === 'multipart') return schema.safeParse(Object.fromEntries(body.fields)).success;
  if (body.kind === 'none') return schema.safeParse({}).success;
  return false;
}

/** A short, printable account of a body for a report. */
export function describeBody(body: FuzzBody): string {
  const clip = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s);
  switch (body.kind) {
    case 'none':
      return 'no body';
    case 'json':
      return `JSON ${clip(JSON.stringify(body.value) ?? String(body.value))}`;
    case 'raw':
      return `${body.contentType ?? 'no content-type'}: ${clip(JSON.stringify(body.text))}`;
    case 'multipart':
      return `multipart fields ${clip(JSON.stringify(body.fields))} files ${JSON.stringify(
        body.files.map((f) => ({ field: f.field, name: clip(f.name), type: f.type, bytes: f.bytes.length })),
      )}`;
  }
}
