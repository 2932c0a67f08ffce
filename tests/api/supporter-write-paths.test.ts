import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribe } from '~/server/messaging/newsletter/unsubscribe';
import { confirmSubscription } from '~/server/messaging/subscriptions/opt-in';
import { rowsOf } from '~/server/core/db/rows';
import { confirmSecret, signConfirmToken } from '~/server/messaging/subscriptions/subscription-token';
import { saveReceiptProfile } from '~/server/giving/recurring/receipt-profile';
import { expectJson } from '~test/api';
import { startTestServer, type TestServer } from '~test/server';

/**
 * Every write path that records a person finds or makes their supporter in the same
 * transaction: the record's supporter_id names the supporter of its address
 * (normalised), and one person giving in several ways is one supporter.
 */
let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = await s.login();
});
afterAll(() => s.close());

const post = (path: string, json: unknown, auth = false) =>
  s.request(path, { method: 'POST', json, ...(auth ? { token } : {}) });
const card = { cardNumber: '4242 4242 4242 4242', cardExpiry: '09/28', cardCvc: '123', cardName: 'Ana' };
const q = (query: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(s.database.db, query);

/** The address of the supporter each row of `table` names (null: none), for rows matching `where`. */
const supporterOf = async (table: string, where: ReturnType<typeof sql>) =>
  (
    await q(sql`SELECT s.email, s.name FROM ${sql.identifier(table)} t
                LEFT JOIN supporters s ON s.id = t.supporter_id WHERE ${where}`)
  ).map((r) => r.email);

describe('the write paths find or make the supporter', () => {
  it('for a donation, its SMS consent, a sponsorship, its plan and payments, and a gift order: one person', async () => {
    const donation = {
      amount: 5000,
      donationType: 'one-time',
      paymentMethod: 'card',
      firstName: 'Ana',
      lastName: 'Mukamana',
      email: 'Ana@Example.org',
      phone: '0788123456',
      smsReceipts: true,
      ...card,
    };
    await expectJson(await post('/api/donations', donation), 201);
    expect(await supporterOf('donations', sql`t.email ILIKE 'ana@example.org'`)).toEqual(['ana@example.org']);
    expect(await supporterOf('sms_consents', sql`t.phone = '+250788123456'`)).toEqual(['ana@example.org']);

    // Listed: the guardian's consent is recorded (docs/children-protection.md).
    const [child] = await q(sql`INSERT INTO children (name, age, location, story, monthly_support,
                                  consent_given_by, consent_given_on, consent_scope)
                                VALUES ('Aline', 8, 'Kinigi', 'S', 35000, 'Guardian', '2026-01-05', '{listing}') RETURNING id`);
    const sponsor = {
      childId: child!.id,
      sponsorName: 'Ana M.',
      sponsorEmail: ' ana@example.ORG',
      sponsorPhone: '0788123456',
      amount: 35000,
      paymentMethod: 'card',
      paymentFrequency: 'monthly',
      paymentDetails: { ...card, cardCvv: '123' },
    };
    await expectJson(await post('/api/pay/sponsors', sponsor), 201);
    for (const table of ['sponsorships', 'sponsorship_payments', 'recurring_plans'])
      expect(await supporterOf(table, sql`t.child_id = ${child!.id}`), table).toEqual(['ana@example.org']);

    const [gift] = await q(sql`INSERT INTO gifts (name, price_cents) VALUES ('Goat', 4000) RETURNING id`);
    const order = {
      items: [gift!.id],
      paymentMethod: 'card',
      buyerName: 'Ana',
      buyerEmail: 'ANA@example.org',
      paymentDetails: { cardNumber: '4242424242424242', cardExpiry: '01/30', cardCvv: '123', cardName: 'A' },
    };
    await expectJson(await post('/api/orders', order), 201);
    expect(await supporterOf('gift_orders', sql`t.buyer_email = 'ana@example.org'`)).toEqual(['ana@example.org']);

    const [ana] = await q(sql`SELECT id, name, phone FROM supporters WHERE email = 'ana@example.org'`);
    // The latest name given (the gift order's) and the phone given earlier.
    expect(ana).toMatchObject({ name: 'Ana', phone: '0788123456' });
    const consents = await q(sql`SELECT purpose, given_source FROM supporter_consents WHERE supporter_id = ${ana!.id}
                                 ORDER BY given_at`);
    expect(consents).toEqual([{ purpose: 'sms', given_source: 'donate-form' }]);
  });

  it('for an offline gift, a contact message, an application and a receipt profile', async () => {
    const offline = {
      amount: 20000,
      method: 'cash',
      firstName: 'Eric',
      lastName: 'Habimana',
      email: 'Eric@Example.org',
      phone: '',
      receivedOn: '2026-01-10',
      note: '',
    };
    await expectJson(await post('/api/donations/offline', offline, true), 201);
    expect(await supporterOf('donations', sql`t.email = 'eric@example.org'`)).toEqual(['eric@example.org']);

    const message = {
      fullname: 'Eric H',
      email: 'eric@example.org ',
      phoneNumber: '',
      subject: 'A visit',
      message: 'May I visit?',
    };
    await expectJson(await post('/api/contact', message), 201);
    expect(await supporterOf('contact_messages', sql`t.subject = 'A visit'`)).toEqual(['eric@example.org']);

    const application = {
      firstName: 'Eric',
      lastName: 'Habimana',
      email: 'ERIC@example.org',
      phone: '0788 000 111',
      country: 'Rwanda',
      skillsInterests: '',
      availabilityDate: '2030-02-28',
    };
    await expectJson(await post('/api/add/application', application), 201);
    expect(await supporterOf('applications', sql`t.country = 'Rwanda'`)).toEqual(['eric@example.org']);

    await saveReceiptProfile(s.database.db, 'eric@example.org', { name: 'E. Habimana', postalAddress: '' });
    expect(await supporterOf('giving_profiles', sql`t.email_key = 'eric@example.org'`)).toEqual(['eric@example.org']);
    const [n] = await q(sql`SELECT count(*)::int AS n FROM supporters WHERE email = 'eric@example.org'`);
    expect(n?.n).toBe(1);
  });

  it('for a confirmed subscription, with the newsletter consent given and withdrawn on unsubscribing', async () => {
    const email = 'reader@example.org';
    await confirmSubscription(s.database.db, signConfirmToken(email, await confirmSecret(s.database.db)));
    expect(await supporterOf('subscriptions', sql`t.email = ${email}`)).toEqual([email]);
    const consent = sql`SELECT c.given_source, c.withdrawn_source FROM supporter_consents c
                        JOIN supporters p ON p.id = c.supporter_id WHERE p.email = ${email} AND c.purpose = 'newsletter'`;
    expect(await q(consent)).toEqual([{ given_source: 'newsletter-confirm', withdrawn_source: null }]);
    await unsubscribe(s.database.db, email);
    expect(await q(consent)).toEqual([{ given_source: 'newsletter-confirm', withdrawn_source: 'unsubscribe-link' }]);
  });
});
