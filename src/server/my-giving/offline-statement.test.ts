import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { donations, payments } from '~/server/core/db/schema';
import { givingSecret, signGivingToken } from '~/server/giving';
import { testServerForFile, type TestServer } from '~test/server';

/**
 * Gifts staff record as received offline (cash, bank, cheque) belong to the donor's own
 * page and yearly statement too; and a year is the organisation's calendar year.
 */
let s: TestServer;
let admin = '';
testServerForFile((t) => ({ s, token: admin } = t), { workers: false });

const EMAIL = 'cash.giver@example.org';
const offline = (amount: number, method: string, receivedOn: string) =>
  s.request('/api/donations/offline', {
    method: 'POST',
    token: admin,
    json: { amount, method, firstName: 'Cash', lastName: 'Giver', email: 'Cash.Giver@Example.org', receivedOn },
  });
type Giving = { data: { payments: { _id: string; method: string; amount: number; reference: string }[] } };

async function statementText(year: number): Promise<string> {
  await s.database.db.delete(mailOutbox).where(eq(mailOutbox.kind, 'giving-statement'));
  const res = await s.request('/api/recurring/statement', {
    method: 'POST',
    token: admin,
    json: { email: EMAIL, year },
  });
  expect(res.status).toBe(202);
  const [mail] = await s.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'giving-statement'));
  return mail!.text;
}

describe('offline gifts on the self-service page and the yearly statement', () => {
  it('lists them with their method, and counts each in the year it was received', async () => {
    expect((await offline(20_000, 'cash', '2025-06-01')).status).toBe(201);
    expect((await offline(3_000, 'cheque', '2024-12-31')).status).toBe(201);
    const online = await s.request('/api/donations', {
      method: 'POST',
      json: {
        amount: 8000,
        donationType: 'one-time',
        paymentMethod: 'momo',
        firstName: 'Cash',
        lastName: 'Giver',
        email: EMAIL,
        phone: '0788000111',
        pin: '1234',
        anonymous: false,
      },
    });
    expect(online.status).toBe(201);
    // Settled at 23:30 UTC on 31 December 2025: 01:30 on 1 January 2026 in Kigali.
    const [row] = await s.database.db.select().from(donations).where(eq(donations.email, EMAIL));
    await s.database.db
      .update(payments)
      .set({ settledAt: new Date('2025-12-31T23:30:00Z') })
      .where(eq(payments.id, row!.paymentId!));

    const token = signGivingToken(EMAIL, await givingSecret(s.database.db));
    const page = (await (await s.request(`/api/giving?token=${encodeURIComponent(token)}`)).json()) as Giving;
    expect(page.data.payments.map((p) => `${p.method} ${p.amount}`)).toEqual([
      'momo 8000',
      'cash 20000',
      'cheque 3000',
    ]);
    expect(page.data.payments[1]!.reference).toMatch(/^DN-/);
    // Its receipt is there too, as for any gift on the page.
    const pdf = await s.request(
      `/api/giving/receipts/${page.data.payments[1]!._id}?token=${encodeURIComponent(token)}`,
    );
    expect(pdf.status).toBe(200);

    const of2025 = await statementText(2025);
    expect(of2025).toContain('RWF 20,000');
    expect(of2025).toMatch(/Total: RWF 20,000/);
    expect(await statementText(2026)).toMatch(/Total: RWF 8,000/);
    expect(await statementText(2024)).toMatch(/Total: RWF 3,000/);
  });
});
