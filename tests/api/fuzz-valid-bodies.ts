import type { z } from 'zod';

/**
 * Valid-shaped bodies for the hostile-text part of tests/api/fuzz.test.ts: built from
 * each route's documented body schema (`config.openapi.body`), then given hostile text.
 */

/** Values that satisfy the API's usual rules for a field of this name. */
export function sampleByName(ids: Record<string, string | undefined>): Record<string, unknown> {
  return {
    email: 'fuzz@example.org',
    sponsorEmail: 'fuzz@example.org',
    buyerEmail: 'fuzz@example.org',
    phone: '0788123456',
    phoneNumber: '0788123456',
    sponsorPhone: '0788123456',
    amount: 5000,
    price: 5,
    age: 5,
    monthlySupport: 10,
    quantity: 1,
    availabilityDate: '2030-01-01',
    receivedOn: '2026-01-01',
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
