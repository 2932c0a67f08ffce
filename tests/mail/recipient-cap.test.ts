import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { startTestServer, type TestServer } from '../helpers/server';
import { MAIL_ENV, waitUntil } from './helpers';

/** Issue 13, item 3: the forms cannot be used to write to someone else's address. */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ env: MAIL_ENV });
});
afterAll(() => s.close());

const db = () => s.database.db;

describe('mail to an address a visitor typed', () => {
  it('a stranger typing someone’s address into the forms: their words never reach it, and a few messages a day at most', async () => {
    const victim = 'victim@example.com';
    const donate = (i: number) =>
      s.request('/api/donations', {
        method: 'POST',
        json: {
          amount: 1_000,
          donationType: 'one-time',
          paymentMethod: 'card',
          firstName: 'Call +1 555 0100',
          lastName: 'visit evil.example',
          // Tags after '+' reach the same mailbox: they count for it too.
          email: i % 2 ? victim : `victim+${i}@example.com`,
          cardNumber: '4242424242424242',
          cardExpiry: '12/30',
          cardCvc: '123',
          cardName: 'X',
        },
      });
    const cap = s.config.MAIL_PER_RECIPIENT_PER_DAY;
    const toVictim = async (kind: string) =>
      (await db().select().from(mailOutbox)).filter(
        (m) => m.kind === kind && /^victim(\+\d+)?@example\.com$/.test(m.to),
      );
    // A receipt is the payer's own mail: never held back by the cap (a stranger pays for each,
    // and the payment limits hold them: PAYMENT_LIMIT_PER_EMAIL), and never carries their words.
    for (let i = 0; i <= cap + 1; i++) expect((await donate(i)).status).toBe(201);
    const receipts = await toVictim('donation-receipt');
    expect(receipts).toHaveLength(cap + 2);
    expect(receipts.filter((m) => m.status === 'failed')).toEqual([]);
    for (const m of receipts) expect(`${m.subject} ${m.text} ${m.html}`).not.toMatch(/555 0100|evil\.example/);
    // A public form's answer costs nothing: a few a day at most; the one past the cap is recorded, not sent.
    for (let i = 0; i <= cap; i++) {
      const res = await s.request('/api/add/application', {
        method: 'POST',
        json: {
          firstName: 'Call +1 555 0100',
          lastName: 'visit evil.example',
          email: i % 2 ? victim : `victim+${i}@example.com`,
          phone: '+250 788 555 123',
          country: 'Rwanda',
          skillsInterests: '',
          availabilityDate: '2027-02-15',
        },
      });
      expect(res.status).toBe(201);
    }
    const answers = await waitUntil(
      () => toVictim('application-confirmation'),
      (rows) => rows.length === cap + 1,
      20_000,
      'every volunteer confirmation, sent or not',
    );
    expect(answers.filter((m) => m.status === 'failed').map((m) => m.reason)).toEqual(['over-cap']);
    for (const m of answers) expect(`${m.subject} ${m.text} ${m.html}`).not.toMatch(/555 0100|evil\.example/);
    // The organisation's own address is not capped.
    for (let i = 0; i <= cap; i++)
      await s.request('/api/contact', {
        method: 'POST',
        json: { fullname: 'A', email: victim, subject: `Hello ${i}`, message: 'Hi' },
      });
    await waitUntil(
      () =>
        db()
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, 'office@charity.example'), eq(mailOutbox.kind, 'contact-notice'))),
      (rows) => rows.length === cap + 1,
      20_000,
      'every contact notice',
    );
  });
});
