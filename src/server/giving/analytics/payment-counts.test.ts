import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '~/server/core/db/schema';
import { startTestServer, type TestServer } from '~test/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const attempt = (status: 'approved' | 'declined' | 'pending' | 'expired', createdAt = new Date()) => ({
  kind: 'donation' as const,
  amountMinor: 1000,
  currency: 'RWF' as const,
  method: 'momo',
  provider: 'mtn-momo',
  status,
  createdAt,
});

describe('GET /api/stats: payments', () => {
  it('counts pending payments (any age) and those failed or expired in the period', async () => {
    const old = new Date(Date.now() - 400 * 24 * 3600_000);
    await s.database.db
      .insert(payments)
      .values([
        attempt('pending'),
        attempt('pending', old),
        attempt('declined'),
        attempt('expired'),
        attempt('declined', old),
        attempt('approved'),
      ]);
    const res = await s.request('/api/stats?period=30d', { token: await s.login() });
    const { data } = (await res.json()) as {
      data: { payments: { pending: number; failed: number }; engagement: { key: string; value: number }[] };
    };
    expect(data.payments).toEqual({ pending: 2, failed: 2 });
    // One approved of three decided (an expired payment was not approved).
    expect(data.engagement.find((e) => e.key === 'paymentsApproved')?.value).toBeCloseTo(33.3, 0);
  });
});
