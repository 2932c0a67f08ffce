import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { activityLog } from '~/server/core/db/activity-schema';
import { givingSecret, signGivingToken } from '~/server/giving';
import { signAddressToken } from '~/server/core/mail/signed-token';
import { startTestServer, type TestServer } from '~test/server';

/** The payer's signed link and page (no account), and staff's Recurring section, on the sandbox. */
let s: TestServer;
let token = '';
beforeAll(async () => {
  // Every plan change is e-mailed now: room for them under the per-address daily cap.
  s = await startTestServer({ workers: false, env: { MAIL_PER_RECIPIENT_PER_DAY: '100' } });
});
afterAll(() => s.close());

const donate = (email: string, donationType = 'monthly') =>
  s.request('/api/donations', {
    method: 'POST',
    json: {
      amount: 8000,
      donationType,
      paymentMethod: 'momo',
      firstName: 'Jean',
      lastName: 'Uwase',
      email,
      phone: '0788000111',
      pin: '1234',
      anonymous: false,
    },
  });
const giving = (t: string) => s.request(`/api/giving?token=${encodeURIComponent(t)}`);
type Giving = {
  data: { email: string; payments: { _id: string }[]; plans: { _id: string; status: string; nextDueOn: string }[] };
};
const change = (planId: string, body: object, t = token) =>
  s.request(`/api/giving/plans/${planId}`, { method: 'POST', json: { token: t, ...body } });
const outbox = (kind: string) => s.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind));

describe('the signed link', () => {
  it('comes in every receipt, works signed, and refuses a tampered, expired or foreign token', async () => {
    expect((await donate('Payer@Example.org')).status).toBe(201);
    expect((await donate('payer@example.org', 'one-time')).status).toBe(201);
    const receipts = await outbox('donation-receipt');
    expect(receipts.length).toBe(2);
    for (const r of receipts) expect(r.text).toMatch(/\/my-giving\?token=/);
    token = decodeURIComponent(/\/my-giving\?token=([^\s"&]+)/.exec(receipts[0]!.text)![1]!);

    const ok = await giving(token);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toContain('no-store');
    const body = (await ok.json()) as Giving;
    expect(body.data.email).toBe('payer@example.org');
    expect(body.data.payments.length).toBe(2);
    expect(body.data.plans.map((p) => p.status)).toEqual(['active']); // the monthly gift only

    const secret = await givingSecret(s.database.db);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    for (const bad of [
      token.slice(0, -1) + last, // tampered signature
      signGivingToken('payer@example.org', secret, Date.now() - 1000), // expired
      signAddressToken('subscribe', 'payer@example.org', secret, Date.now() + 60_000), // made for another use
      signGivingToken('payer@example.org', 'another-secret-entirely', Date.now() + 60_000), // not ours
    ]) {
      const res = await giving(bad);
      expect(res.status, bad).toBe(403);
      expect(((await res.json()) as { message: string }).message).toMatch(/not valid or has expired/);
    }
    expect((await s.request('/api/giving')).status).toBe(400);
  });

  it('gives receipts as PDF and a yearly statement', async () => {
    const { data } = (await (await giving(token)).json()) as Giving;
    const pdf = await s.request(`/api/giving/receipts/${data.payments[0]!._id}?token=${encodeURIComponent(token)}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const other = await s.request(`/api/giving/receipts/${crypto.randomUUID()}?token=${encodeURIComponent(token)}`);
    expect(other.status).toBe(404);
    const year = new Date().getUTCFullYear();
    const statement = await s.request(`/api/giving/statement?token=${encodeURIComponent(token)}&year=${year}`);
    expect(statement.status).toBe(200);
    expect(
      Buffer.from(await statement.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await s.request(`/api/giving/statement?token=${encodeURIComponent(token)}&year=2999`)).status).toBe(400);
  });
});

describe('a payer managing a plan', () => {
  it('changes amount and day, pauses, resumes and cancels; bad input is a 400 naming the field', async () => {
    const { data } = (await (await giving(token)).json()) as Giving;
    const id = data.plans[0]!._id;
    const small = await change(id, { action: 'amount', amount: 50 });
    expect(small.status).toBe(400);
    expect(((await small.json()) as { message: string }).message).toMatch(/^amount: .*at least/);
    expect((await change(id, { action: 'amount', amount: '9000' })).status).toBe(400);
    expect((await change(id, { action: 'day', dayOfMonth: 31 })).status).toBe(400);
    expect((await change(id, { action: 'explode' })).status).toBe(400);
    // A raise waits for the payer's confirmation by e-mail (plan-raise.test.ts); a lower amount is at once.
    const raise = await change(id, { action: 'amount', amount: 9000 });
    expect(raise.status).toBe(202);
    expect(((await raise.json()) as { data: { amount: number } }).data.amount).toBe(8000);
    const amount = await change(id, { action: 'amount', amount: 7500 });
    expect(((await amount.json()) as { data: { amount: number } }).data.amount).toBe(7500);
    const day = await change(id, { action: 'day', dayOfMonth: 5 });
    expect(((await day.json()) as { data: { nextDueOn: string } }).data.nextDueOn).toMatch(/-05$/);
    expect((await change(id, { action: 'pay' })).status).toBe(400);
    expect((await s.request(`/api/giving/plans/${id}/pay`, { method: 'POST', json: { token } })).status).toBe(409);
    expect((await change(id, { action: 'pause' })).status).toBe(200);
    expect((await change(id, { action: 'pause' })).status).toBe(409);
    expect((await change(id, { action: 'resume' })).status).toBe(200);
    // Someone else's link cannot touch this plan.
    const stranger = signGivingToken('someone@example.org', await givingSecret(s.database.db));
    expect((await change(id, { action: 'cancel' }, stranger)).status).toBe(404);
    expect((await change(id, { action: 'cancel' })).status).toBe(200);
    expect((await change(id, { action: 'resume' })).status).toBe(409);
  });

  it('"send me my link" answers the same whether or not the address is known', async () => {
    const before = (await outbox('giving-link')).length;
    const known = await s.request('/api/giving/link', { method: 'POST', json: { email: 'payer@example.org' } });
    const unknown = await s.request('/api/giving/link', { method: 'POST', json: { email: 'nobody@example.org' } });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual(await unknown.json());
    // Queued after the answer is sent (link-after-answer.test.ts).
    const sent = await vi.waitFor(async () => {
      const rows = await outbox('giving-link');
      expect(rows.length).toBe(before + 1);
      return rows;
    });
    expect(sent.at(-1)!.to).toBe('payer@example.org');
    expect((await s.request('/api/giving/link', { method: 'POST', json: { email: 'not-an-address' } })).status).toBe(
      400,
    );
  });
});

describe('the Recurring section', () => {
  it('is for staff: plans, pause and cancel with an activity record, statements, revenue', async () => {
    expect((await s.request('/api/recurring')).status).toBe(401);
    expect((await s.request('/api/recurring/revenue')).status).toBe(401);
    const admin = await s.login();
    expect((await donate('second@example.org')).status).toBe(201);
    const list = (await (await s.request('/api/recurring', { token: admin })).json()) as {
      data: { _id: string; status: string; payerEmail: string }[];
    };
    expect(list.data.map((p) => p.status)).toEqual(['active', 'cancelled']); // cancelled last
    const active = list.data[0]!;
    const paused = await s.request(`/api/recurring/${active._id}/status`, {
      method: 'POST',
      token: admin,
      json: { action: 'pause' },
    });
    expect(paused.status).toBe(200);
    const records = await s.database.db.select().from(activityLog).where(eq(activityLog.entityId, active._id));
    expect(records.map((r) => [r.action, r.entity])).toEqual([['pause', 'recurring_plan']]);
    const revenue = (await (await s.request('/api/recurring/revenue', { token: admin })).json()) as {
      data: { mrr: number; activePlans: number };
    };
    expect(revenue.data).toMatchObject({ mrr: 0, activePlans: 0 });
    expect(
      (
        await s.request(`/api/recurring/${active._id}/status`, {
          method: 'POST',
          token: admin,
          json: { action: 'resume' },
        })
      ).status,
    ).toBe(200);
    const after = (await (await s.request('/api/recurring/revenue', { token: admin })).json()) as {
      data: { mrr: number };
    };
    expect(after.data.mrr).toBe(8000);

    const year = new Date().getUTCFullYear();
    const st = await s.request('/api/recurring/statement', {
      method: 'POST',
      token: admin,
      json: { email: 'payer@example.org', year },
    });
    expect(st.status).toBe(202);
    const [mail] = await outbox('giving-statement');
    expect(mail!.to).toBe('payer@example.org');
    expect(mail!.text).toContain('RWF 8,000');
    expect(mail!.text).toMatch(/Total: RWF 16,000/);
    const bad = await s.request('/api/recurring/statement', {
      method: 'POST',
      token: admin,
      json: { email: 'x', year },
    });
    expect(bad.status).toBe(400);
  });
});
