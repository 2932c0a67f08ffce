import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recurringPlans } from '~/server/core/db/recurring-schema';
import { startTestServer, type TestServer } from '~test/server';
import { linkIn, mailsOfKind } from '~test/outbox';

/**
 * A giving link was valid for 30 days whoever held it, with no way to take it
 * back. "Sign out of all links" voids every link of the address issued before it (and a
 * raise waiting for confirmation) and e-mails a fresh one. Runs on PGlite and PostgreSQL.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ workers: false, env: { MAIL_PER_RECIPIENT_PER_DAY: '1000' } });
});
afterAll(() => s.close());

const mailsTo = (to: string, kind: string) => mailsOfKind(s.database.db, to, kind);
const giving = (token: string) => s.request(`/api/giving?token=${encodeURIComponent(token)}`);
const post = (path: string, json: object) => s.request(path, { method: 'POST', json });

describe('signing out of all links', () => {
  it('voids every earlier link and waiting raise of the address, and e-mails a fresh link that works', async () => {
    const email = 'forwarded@example.org';
    const gift = {
      amount: 8000,
      donationType: 'monthly',
      paymentMethod: 'momo',
      firstName: 'Ann',
      lastName: 'Uwase',
      email,
      phone: '0788000111',
      pin: '1234',
      anonymous: false,
    };
    expect((await post('/api/donations', gift)).status).toBe(201);
    const old = linkIn((await mailsTo(email, 'donation-receipt'))[0]!.text, '/my-giving');
    expect((await post('/api/giving/link', { email })).status).toBe(202);
    // Queued once the answer is sent (link-after-answer.test.ts): wait for it.
    const [askedMail] = await vi.waitFor(async () => {
      const rows = await mailsTo(email, 'giving-link');
      expect(rows).toHaveLength(1);
      return rows;
    });
    const asked = linkIn(askedMail!.text, '/my-giving');
    expect((await giving(old)).status).toBe(200);
    expect((await giving(asked)).status).toBe(200);
    const [plan] = await s.database.db.select().from(recurringPlans).where(eq(recurringPlans.payerEmail, email));
    const raise = await post(`/api/giving/plans/${plan!.id}`, { token: old, action: 'amount', amount: 20_000 });
    expect(raise.status).toBe(202);
    const confirmLink = linkIn((await mailsTo(email, 'plan-change-confirm'))[0]!.text, '/my-giving/confirm');

    const revoked = await post('/api/giving/revoke', { token: asked });
    expect(revoked.status).toBe(200);
    expect(((await revoked.json()) as { message: string }).message).toMatch(/signed out/);
    for (const t of [old, asked]) {
      const res = await giving(t);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { message: string }).message).toMatch(/not valid or has expired/);
      expect((await post(`/api/giving/plans/${plan!.id}`, { token: t, action: 'cancel' })).status).toBe(403);
      expect((await post('/api/giving/revoke', { token: t })).status).toBe(403);
    }
    expect((await post('/api/giving/changes/confirm', { token: confirmLink })).status).toBe(410);

    const sent = await mailsTo(email, 'giving-link');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.text).toContain('You signed out of all your earlier links');
    const fresh = linkIn(sent[1]!.text, '/my-giving');
    expect((await giving(fresh)).status).toBe(200);
    // Another address's links are untouched.
    expect((await post('/api/donations', { ...gift, email: 'other@example.org' })).status).toBe(201);
    const other = linkIn((await mailsTo('other@example.org', 'donation-receipt'))[0]!.text, '/my-giving');
    expect((await giving(other)).status).toBe(200);
  });
});
