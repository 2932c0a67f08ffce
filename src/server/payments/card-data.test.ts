import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '~/server/app';
import { loadConfig } from '~/server/config';
import { type Database, openDatabase } from '~/server/db/client';
import { children, gifts } from '~/server/db/schema';
import { listedChild } from '~test/children';

/**
 * DESIGN: "No card data or PIN is ever stored or logged." Pays every way there is with
 * a known card number, CVC and PIN, then looks for them in every table and in every log
 * line the server wrote at trace level.
 */
const CARD = '4242424242424242';
const SPACED = '4242 4242 4242 4242';
const DECLINED = '4000000000000002';
/** A CVC and a PIN no date, amount or phone of the test holds. */
const CVC = '7391';
const PIN = '5827';
/** A CVC or PIN as a value of its own: not the inside of a longer run of digits or letters (an id, a hash). */
const standalone = (secret: string) => new RegExp(`(?<![0-9A-Za-z])${secret}(?![0-9A-Za-z])`);

const logLines: string[] = [];
let app: FastifyInstance;
let database: Database;
let url: string;
let dropDatabase: (() => Promise<void>) | undefined;

async function throwawayPostgres(base: string) {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

beforeAll(async () => {
  // eslint-disable-next-line no-restricted-syntax -- like tests/helpers/server.ts, the test picks its database
  const base = process.env.TEST_DATABASE_URL;
  const pgDb = base ? await throwawayPostgres(base) : undefined;
  dropDatabase = pgDb?.drop;
  database = await openDatabase({ databaseUrl: pgDb?.url });
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = await buildServer({
    config: loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', HOST: '127.0.0.1', PORT: '0' }),
    db: database.db,
    web: false,
    workers: false,
    publicWriteLimit: 8,
    logger: { level: 'trace', stream },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await dropDatabase?.();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function dumpEveryTable(): Promise<string> {
  const rowsOf = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows);
  const tables = rowsOf(
    await database.db.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    ),
  ) as { table_name: string }[];
  expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(['payments', 'donations', 'gift_orders']));
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const rows = rowsOf(
      await database.db.execute(sql.raw(`SELECT row_to_json(t)::text AS j FROM "${table_name}" t`)),
    ) as { j: string }[];
    parts.push(`${table_name}:`, ...rows.map((r) => r.j));
  }
  return parts.join('\n');
}

describe('card data and PINs', () => {
  it('are stored nowhere and logged nowhere, whatever was paid for', async () => {
    const [gift] = await database.db.insert(gifts).values({ name: 'Goat', priceCents: 4000 }).returning();
    const kids = await database.db
      .insert(children)
      .values(
        ['Aline', 'Eric'].map((name) => ({
          ...listedChild,
          name,
          age: 9,
          location: 'Musanze',
          story: 'S',
          needs: ['Books'],
          monthlySupport: '35000',
        })),
      )
      .returning();
    const donor = {
      amount: 30000,
      donationType: 'one-time',
      firstName: 'Grace',
      lastName: 'M',
      email: 'grace@example.org',
    };
    const sponsor = {
      sponsorName: 'Grace',
      sponsorEmail: 'grace@example.org',
      sponsorPhone: '0788123456',
      amount: 35000,
    };
    const answers: Response[] = [
      await post('/api/donations', {
        ...donor,
        paymentMethod: 'card',
        cardNumber: SPACED,
        cardExpiry: '12/29',
        cardCvc: CVC,
        cardName: 'Grace M',
      }),
      await post(
        '/api/donations',
        { ...donor, paymentMethod: 'momo', phone: '0788123456', pin: PIN },
        { 'idempotency-key': 'k-1' },
      ),
      await post('/api/orders', {
        items: [gift!.id, gift!.id],
        buyerName: 'Test Buyer',
        buyerEmail: 'buyer@example.org',
        paymentMethod: 'card',
        paymentDetails: { cardNumber: CARD, cardExpiry: '12/29', cardCvv: CVC, cardName: 'Grace M' },
      }),
      await post('/api/pay/sponsors', {
        ...sponsor,
        childId: kids[0]!.id,
        paymentMethod: 'card',
        paymentFrequency: 'monthly',
        paymentDetails: { cardNumber: CARD, cardExpiry: '12/29', cardCvv: CVC, cardName: 'Grace M' },
      }),
      await post('/api/pay/sponsors', {
        ...sponsor,
        childId: kids[1]!.id,
        paymentMethod: 'momo',
        paymentFrequency: 'onetime',
        paymentDetails: { momoNumber: '0788123456', pin: PIN },
      }),
    ];
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const bodies = await Promise.all(answers.map((r) => r.text()));

    // A declined card and a refused form carry card numbers too.
    const declined = await post('/api/donations', {
      ...donor,
      paymentMethod: 'card',
      cardNumber: DECLINED,
      cardExpiry: '12/29',
      cardCvc: CVC,
      cardName: 'G',
    });
    expect(declined.status).toBe(402);
    const refused = await post('/api/donations', {
      ...donor,
      paymentMethod: 'card',
      cardNumber: CARD,
      cardExpiry: '99/99',
      cardCvc: CVC,
      cardName: 'G',
    });
    expect(refused.status).toBe(400);
    bodies.push(await declined.text(), await refused.text());

    const dump = await dumpEveryTable();
    expect(dump).toContain('"card_last4":"4242"');
    expect(dump).toContain('"card_last4":"0002"');
    for (const secret of [CARD, SPACED, DECLINED]) {
      expect(dump).not.toContain(secret);
      expect(bodies.join('\n')).not.toContain(secret);
    }
    for (const secret of [CVC, PIN]) {
      expect(dump).not.toMatch(standalone(secret));
      expect(bodies.join('\n')).not.toMatch(standalone(secret));
    }

    const logs = logLines.join('');
    expect(logs).toContain('payment recorded');
    expect(logs).toContain('payment declined');
    for (const secret of [CARD, SPACED, DECLINED, '"pin"', 'cardCvc', 'cardCvv']) expect(logs).not.toContain(secret);
    for (const secret of [CVC, PIN]) expect(logs).not.toMatch(standalone(secret));
  });

  it('travel through public POSTs that are rate limited per address (429)', async () => {
    let last: Response | undefined;
    for (let i = 0; i < 8; i++) last = await post('/api/orders', { items: [] });
    expect(last!.status).toBe(429);
    expect(((await last!.json()) as { message: string }).message).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
  });
});
