import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { rowsOf } from '~/server/core/db/rows';
import { insertChild } from './children';
import type { TestServer } from './server';

/** A person with a name, address and number nobody else has, to be found (or not) anywhere. */
export interface TestPerson {
  first: string;
  last: string;
  email: string;
  /** As typed into a form. */
  phone: string;
  /** The nine digits every written form of the number contains. */
  digits: string;
}

export const personNamed = (first: string, last: string, national: string): TestPerson => ({
  first,
  last,
  email: `${first}.${last}@example.org`.toLowerCase(),
  phone: `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`,
  digits: national,
});

async function ok(res: Response, ...statuses: number[]) {
  const text = await res.text();
  expect(statuses.length ? statuses : [200, 201, 202], text).toContain(res.status);
  return text ? (JSON.parse(text) as unknown) : null;
}

/**
 * Everything a supporter can leave with the charity, through the public API: a monthly
 * donation by MoMo with SMS receipts, a monthly card sponsorship, a gift order, a message,
 * a volunteer application, a confirmed newsletter subscription and a receipt profile.
 * Returns their signed giving link.
 */
export async function leaveEverything(s: TestServer, p: TestPerson): Promise<{ token: string }> {
  const post = (path: string, json: unknown) => s.request(path, { method: 'POST', json });
  const name = `${p.first} ${p.last}`;
  await ok(
    await post('/api/donations', {
      amount: 8000,
      donationType: 'monthly',
      paymentMethod: 'momo',
      firstName: p.first,
      lastName: p.last,
      email: p.email,
      phone: p.phone,
      pin: '1234',
      anonymous: false,
      smsReceipts: true,
    }),
  );
  const child = await insertChild(s.database.db, { story: 'Story', monthlySupport: '35000.00' });
  await ok(
    await post('/api/pay/sponsors', {
      childId: child.id,
      sponsorName: name,
      sponsorEmail: p.email,
      sponsorPhone: p.phone,
      amount: 35000,
      paymentMethod: 'card',
      paymentFrequency: 'monthly',
      paymentDetails: { cardNumber: '4242 4242 4242 4242', cardExpiry: '12/29', cardCvv: '123', cardName: name },
    }),
  );
  const [gift] = await rowsOf<{ id: string }>(s.database.db, sql`SELECT id FROM gifts LIMIT 1`);
  if (gift)
    await ok(
      await post('/api/orders', {
        items: [gift.id],
        paymentMethod: 'card',
        buyerName: name,
        buyerEmail: p.email,
        paymentDetails: { cardNumber: '4242424242424242', cardExpiry: '12/29', cardCvv: '123', cardName: name },
      }),
    );
  await ok(
    await post('/api/contact', {
      fullname: name,
      email: p.email,
      phoneNumber: p.phone,
      subject: 'A question',
      message: `Hello, this is ${name}. Call me on ${p.phone}.`,
    }),
  );
  await ok(
    await post('/api/add/application', {
      firstName: p.first,
      lastName: p.last,
      email: p.email,
      phone: p.phone,
      country: 'Rwanda',
      availabilityDate: '2027-01-15',
    }),
  );
  await ok(await post('/api/subscriptions', { email: p.email }));
  const mails = await s.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, p.email));
  const confirm = mails.map((m) => /\/subscribe\/confirm\?token=([^\s"&<]+)/.exec(m.text)?.[1]).find(Boolean);
  await ok(await post('/api/subscriptions/confirm', { token: decodeURIComponent(confirm!) }));
  const receipt = mails.map((m) => /\/my-giving\?token=([^\s"&<]+)/.exec(m.text)?.[1]).find(Boolean);
  const token = decodeURIComponent(receipt!);
  await ok(await post('/api/giving/profile', { token, name, postalAddress: `${name}\nPO Box 12, Musanze` }));
  return { token };
}

/** Every text-like column of every table of the database (the catalogue's own list). */
export async function textColumns(s: TestServer): Promise<{ table: string; column: string }[]> {
  const rows = await rowsOf<{ table_name: string; column_name: string }>(
    s.database.db,
    sql`SELECT c.table_name, c.column_name FROM information_schema.columns c
        JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.table_name NOT LIKE '__drizzle%'
          AND c.data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY', 'character')`,
  );
  return rows.map((r) => ({ table: r.table_name, column: r.column_name }));
}

/**
 * Where in the database any of these texts is found (case ignored; spaces and dashes
 * ignored too, so a number is found however it was written): "table.column" each.
 */
export async function whereFound(s: TestServer, needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column } of await textColumns(s)) {
    const c = sql.identifier(column);
    const hits = await rowsOf<{ n: number }>(
      s.database.db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.join(
        needles.map(
          (n) => sql`regexp_replace(${c}::text, '[[:space:]-]', '', 'g') ILIKE ${`%${n.replace(/[\s-]/g, '')}%`}`,
        ),
        sql` OR `,
      )}`,
    );
    if (Number(hits[0]?.n) > 0) found.push(`${table}.${column}`);
  }
  return found;
}
