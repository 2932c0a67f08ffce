import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Random requests for tests/api/fuzz.test.ts: JSON of every shape, operator-like
 * objects, very long and odd strings, malformed JSON, wrong content types and random
 * multipart bodies, with random ids in the path.
 */

/** Field names the API uses, so objects often hit real fields with wrong values. */
export const KNOWN_KEYS = [
  'fullname',
  'email',
  'phoneNumber',
  'subject',
  'message',
  'status',
  'firstName',
  'lastName',
  'phone',
  'country',
  'skillsInterests',
  'availabilityDate',
  'name',
  'description',
  'requirements',
  'price',
  'quantity',
  'category',
  'title',
  'excerpt',
  'content',
  'type',
  'tags',
  'videoId',
  'age',
  'location',
  'story',
  'needs',
  'monthlySupport',
  'isSponsored',
  'amount',
  'donationType',
  'paymentMethod',
  'anonymous',
  'childId',
  'cardNumber',
  'cardExpiry',
  'cardCvc',
  'cardName',
  'pin',
  'items',
  'paymentDetails',
  'paymentFrequency',
  'sponsorName',
  'sponsorEmail',
  'sponsorPhone',
  'subscriptionId',
  'password',
  'token',
  'id',
  '_id',
  'page',
  'pageSize',
  'period',
  'method',
  'image',
  'photo',
  'file',
  '__proto__',
  'constructor',
  'prototype',
];

const LONG = ['x'.repeat(101), 'y'.repeat(1001), 'z'.repeat(5001), 'w'.repeat(20_001), 'v'.repeat(120_000)];
const ODD = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202e',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '"; DROP TABLE gifts; --',
  '../../../etc/passwd',
  '%00',
  '%',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '-1',
  '0',
  '1e309',
  '-0',
  '9'.repeat(40),
  '2024-02-30',
  '0000-01-01',
  '99999-12-31',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '💥'.repeat(40),
  '{"$ne":null}',
  '[]',
  '{}',
  'card',
  'momo',
  'Read',
  'Unread',
  'article',
  'video',
];

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

/* ---- valid-shaped bodies with hostile text (needs each route's `config.openapi.body`) ---- */

/** Values that satisfy the API's usual rules for a field of this name. */
export function sampleByName(ids: Record<string, string | undefined>): Record<string, unknown> {
  return {
    email: 'fuzz@example.org',
    sponsorEmail: 'fuzz@example.org',
    phone: '0788123456',
    phoneNumber: '0788123456',
    sponsorPhone: '0788123456',
    amount: 5000,
    price: 5,
    age: 5,
    monthlySupport: 10,
    quantity: 1,
    availabilityDate: '2030-01-01',
    cardNumber: '4242424242424242',
    cardExpiry: '12/30',
    cardCvc: '123',
    cardCvv: '123',
    pin: '1234',
    momoNumber: '0788123456',
    items: ids.gift ? [ids.gift] : undefined,
    childId: ids.child,
    skillsInterests: ids.skill,
    needs: 'Books, Shoes',
    tags: 'one, two',
    requirements: ['Patience'],
    videoId: '',
    paymentDetails: {
      cardNumber: '4242424242424242',
      cardExpiry: '12/30',
      cardCvv: '123',
      cardName: 'Fuzz',
      momoNumber: '0788123456',
      phone: '0788123456',
      pin: '1234',
      provider: 'mtn',
      network: 'mtn',
    },
  };
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  minLength?: number;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  default?: unknown;
};

function sampleOf(schema: JsonSchema, name: string, byName: Record<string, unknown>): unknown {
  if (byName[name] !== undefined) return byName[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return sampleOf(schema.anyOf[0]!, name, byName);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return schema.format === 'uuid' ? undefined : schema.format === 'date' ? '2030-01-01' : 'Fuzz text';
    case 'number':
    case 'integer':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return schema.items ? [sampleOf(schema.items, name, byName)].filter((v) => v !== undefined) : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .map(([k, s]) => [k, sampleOf(s, k, byName)] as const)
          .filter(([, v]) => v !== undefined),
      );
    default:
      return undefined;
  }
}

/** A body the route's schema accepts, built from its JSON Schema and the names above; null when none is found. */
export function validExample(
  schema: z.ZodType,
  jsonSchema: Record<string, unknown>,
  ids: Record<string, string | undefined>,
): Record<string, unknown> | null {
  const body = sampleOf(jsonSchema as JsonSchema, '', sampleByName(ids));
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  return schema.safeParse(body).success ? (body as Record<string, unknown>) : null;
}

/** Text a careless handler may fail to store or render. */
export const HOSTILE_TEXT = [
  'a\u0000b',
  '\u0000',
  '\ud800 lone surrogate',
  '\u202e reversed',
  'O\'Brien "; DROP TABLE gifts; --',
  '<img src=x onerror=alert(1)>',
  '💥'.repeat(20),
  '\r\nBcc: victim@example.org',
  '%s%n%x',
  ' \t ',
];
