import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { donations } from '~/server/core/db/schema';
import { findOrCreateSupporter } from '~/server/core/supporters/find-or-create';
import { testServerForFile, type TestServer } from '~test/server';

let s: TestServer;
let token: string;
testServerForFile((t) => ({ s, token } = t));

type Totals = { total: number; totalAmount: number; donors: number };
const FILTERS = ['', '?type=monthly', '?type=one-time', '?method=cash', '?method=card&type=one-time', '?period=all'];

/** What GET /api/donations says, and the same recounted over every donation row. */
async function both(query: string): Promise<[Totals, Totals]> {
  const res = await s.request(`/api/donations${query}`, { token });
  expect(res.status).toBe(200);
  const { total, totalAmount, donors } = (await res.json()) as Totals;
  const params = new URLSearchParams(query.slice(1));
  const type = params.get('type');
  const method = params.get('method');
  const rows = (await s.database.db.execute(sql`
    SELECT count(*) AS total, coalesce(sum(amount_rwf), 0) AS amount, count(DISTINCT supporter_id) AS donors
    FROM donations
    WHERE (${type}::text IS NULL OR donation_type = ${type}) AND (${method}::text IS NULL OR payment_method = ${method})`)) as unknown as {
    rows: { total: unknown; amount: unknown; donors: unknown }[];
  };
  const r = rows.rows[0]!;
  return [
    { total, totalAmount, donors },
    { total: Number(r.total), totalAmount: Number(r.amount), donors: Number(r.donors) },
  ];
}

/** A donation as the write paths make it: with its supporter, found by the address in any case. */
const row = async (n: number): Promise<typeof donations.$inferInsert> => {
  const email = n % 4 === 0 ? `Donor${n % 5}@Example.org` : `donor${n % 5}@example.org`;
  return { ...fields(n, email), supporterId: await findOrCreateSupporter(s.database.db, { email }) };
};
const fields = (n: number, email: string) => ({
  amountRwf: 1000 * n,
  donationType: n % 3 === 0 ? ('monthly' as const) : ('one-time' as const),
  paymentMethod: (['cash', 'bank', 'cheque'] as const)[n % 3]!,
  firstName: 'Donor',
  lastName: String(n),
  // The same donor in two spellings of the address: one donor.
  email,
  target: 'general',
});

describe('the donation totals (plain SQL over the rows, decision 014)', () => {
  it('agree with a recount after donations are added, changed and removed, under every filter', async () => {
    const added = await s.database.db
      .insert(donations)
      .values(await Promise.all(Array.from({ length: 24 }, (_, i) => row(i + 1))))
      .returning({ id: donations.id });
    for (const f of FILTERS) {
      const [answered, recounted] = await both(f);
      expect(answered, f).toEqual(recounted);
    }
    const [all] = await both('');
    expect(all.total).toBeGreaterThanOrEqual(24);

    // A change of amount, kind, method and donor moves the donation between totals.
    await s.database.db
      .update(donations)
      .set({
        amountRwf: 777,
        donationType: 'monthly',
        paymentMethod: 'card',
        email: 'new.donor@example.org',
        supporterId: await findOrCreateSupporter(s.database.db, { email: 'new.donor@example.org' }),
      })
      .where(eq(donations.id, added[0]!.id));
    await s.database.db.delete(donations).where(
      inArray(
        donations.id,
        added.slice(1, 6).map((a) => a.id),
      ),
    );
    for (const f of FILTERS) {
      const [answered, recounted] = await both(f);
      expect(answered, f).toEqual(recounted);
    }
    const [after] = await both('');
    expect(after.total).toBe(all.total - 5);
  });
});
