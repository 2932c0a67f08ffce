import { describe, expect, it } from 'vitest';
import { testServerForFile, type TestServer } from '~test/server';
import { expectJson } from '~test/api';
import { insertChild, paySponsorship, sponsorCard } from '~test/children';
import { givingTokenOf } from '~test/child-news';
import { linkIn, mailsOfKind } from '~test/outbox';

/*
 * Issue 39 item 15: a sponsorship's amount field says (and enforces in the page) the
 * child's monthly support, and a confirmed raise leads back to the sponsor's own page.
 */
let s: TestServer;
testServerForFile((t) => ({ s } = t), { workers: false, env: { MAIL_PER_RECIPIENT_PER_DAY: '100' } });

const EMAIL = 'raise.back@example.org';
type Plan = { _id: string; kind: string; minAmount?: number };
const plansOf = async (token: string) =>
  (
    await expectJson<{ data: { plans: Plan[] } }>(
      await s.request(`/api/giving?token=${encodeURIComponent(token)}`),
      200,
    )
  ).data.plans;

describe("a sponsorship's monthly amount on the sponsor's page", () => {
  it("knows the child's monthly support, and a confirmed raise leads back to the sponsor's page", async () => {
    const db = s.database.db;
    const child = await insertChild(db, { name: 'Aline Uwase', age: 8, monthlySupport: '62000.00' });
    const paid = await paySponsorship(s, {
      childId: child.id,
      sponsorEmail: EMAIL,
      sponsorPhone: '+250 788 123 456',
      amount: 62000,
      paymentMethod: 'card',
      paymentDetails: sponsorCard,
    });
    expect(paid.status, await paid.clone().text()).toBe(201);
    const token = await givingTokenOf(db, EMAIL);
    const [plan] = await plansOf(token);
    expect(plan).toMatchObject({ kind: 'sponsorship', minAmount: 62000 });

    const asked = await s.request(`/api/giving/plans/${plan!._id}`, {
      method: 'POST',
      json: { token, action: 'amount', amount: 70000 },
    });
    expect(asked.status).toBe(202);
    const [mail] = await mailsOfKind(db, EMAIL, 'plan-change-confirm');
    const confirmed = await expectJson<{ pageLink?: string }>(
      await s.request('/api/giving/changes/confirm', {
        method: 'POST',
        json: { token: linkIn(mail!.text, '/my-giving/confirm') },
      }),
      200,
    );
    expect(confirmed.pageLink).toMatch(/^\/my-giving\?token=[^&]+&lang=en$/);
    const back = new URL(confirmed.pageLink!, 'http://x').searchParams.get('token')!;
    expect((await s.request(`/api/giving?token=${encodeURIComponent(back)}`)).status).toBe(200);
  });
});
