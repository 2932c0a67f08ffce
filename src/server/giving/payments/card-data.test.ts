import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '~/server/core/db/client';
import { gifts } from '~/server/core/db/schema';
import { insertChildrenNamed } from '~test/children';
import { tracedServerForFile } from '~test/traced-server';
import { testBuyerOrder } from '~test/payers';

/**
 * docs/payments.md#cards-never-touch-our-server: "No card data or PIN is ever stored or logged." Pays every way there is with
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
let database: Database;
let url: string;
tracedServerForFile(logLines, (server) => ({ database, url } = server), { publicWriteLimit: 8 });

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
    const kids = await insertChildrenNamed(database.db, ['Aline', 'Eric'], {
      age: 9,
      location: 'Musanze',
      needs: ['Books'],
      monthlySupport: '35000',
    });
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
    const sponsorPays = (childId: string, payment: Record<string, unknown>) =>
      post('/api/pay/sponsors', { ...sponsor, childId, ...payment });
    /** The card the order and the sponsorship pay with, as their forms send it. */
    const cardDetails = { cardNumber: CARD, cardExpiry: '12/29', cardCvv: CVC, cardName: 'Grace M' };
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
      await post(
        '/api/orders',
        testBuyerOrder([gift!.id, gift!.id], { paymentMethod: 'card', paymentDetails: cardDetails }),
      ),
      await sponsorPays(kids[0]!.id, {
        paymentMethod: 'card',
        paymentFrequency: 'monthly',
        paymentDetails: cardDetails,
      }),
      await sponsorPays(kids[1]!.id, {
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
