import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { childDepartures } from '~/server/core/db/departure-schema';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { recurringPlans } from '~/server/core/db/recurring-schema';
import { children } from '~/server/core/db/schema';
import { sponsorships } from '~/server/core/db/sponsorship-schema';
import { givingSecret, signGivingToken } from '~/server/giving';
import { expectError, expectJson } from '~test/api';
import { insertChild, paySponsorship } from '~test/children';
import { testServerForFile, type TestServer } from '~test/server';

/**
 * A child leaving (docs/children-protection.md#a-child-leaving): staff record it with a message, the sponsor is e-mailed and
 * chooses from their signed page (another child, a general monthly gift, the end), the
 * monthly plan follows, and staff see who has not answered in 30 days.
 */
let s: TestServer;
let staff: string;
testServerForFile((t) => ({ s, token: staff } = t), { workers: false, env: { MAIL_PER_RECIPIENT_PER_DAY: '100' } });

const DAY = 86_400_000;
async function child(name: string, opts: { waitedDays?: number; support?: number } = {}) {
  return insertChild(s.database.db, {
    name,
    age: 9,
    location: 'Kinigi, Musanze',
    needs: ['Books'],
    monthlySupport: String(opts.support ?? 20000),
    waitingSince: new Date(Date.now() - (opts.waitedDays ?? 1) * DAY),
  });
}
/** A monthly sponsorship paid by MoMo on the sandbox: the sponsorship and its plan. */
async function sponsor(childId: string, email: string) {
  const res = await paySponsorship(s, {
    childId,
    sponsorName: 'Grace Sponsor',
    sponsorEmail: email,
    sponsorPhone: '0788123456',
    amount: 25000,
    paymentDetails: { momoNumber: '0788123456', pin: '1234' },
  });
  expect(res.status).toBe(201);
  const [plan] = await s.database.db.select().from(recurringPlans).where(eq(recurringPlans.childId, childId));
  return plan!;
}
const leave = (childId: string, body: object) =>
  s.request(`/api/sponsors/${childId}/leave`, { method: 'POST', token: staff, json: body });
const tokenFor = async (email: string) => signGivingToken(email, await givingSecret(s.database.db));
interface Offered {
  _id: string;
  childName: string;
  hasPlan: boolean;
  choice: string | null;
  offered: { _id: string; name: string } | null;
}
const mine = async (t: string) =>
  (await expectJson<{ data: Offered[] }>(await s.request(`/api/giving/departures?token=${encodeURIComponent(t)}`), 200))
    .data;
const choose = (id: string, t: string, choice: string) =>
  s.request(`/api/giving/departures/${id}`, { method: 'POST', json: { token: t, choice } });
const planOf = async (id: string) =>
  (await s.database.db.select().from(recurringPlans).where(eq(recurringPlans.id, id)))[0]!;

describe('a child leaving the programme', () => {
  it('is recorded by staff: unlisted, sponsorship ended, plan paused, the sponsor e-mailed with their link', async () => {
    const eric = await child('Eric Habimana');
    const plan = await sponsor(eric.id, 'first@example.org');
    expect(plan.status).toBe('active');
    await expectError(await leave(eric.id, { reason: 'retired', message: 'x' }), 400, /^reason: /);
    await expectError(await leave(eric.id, { reason: 'graduated', message: ' ' }), 400, /^message: /);
    const res = await expectJson<{ data: { _id: string; hasPlan: boolean; sponsorEmail: string } }>(
      await leave(eric.id, { reason: 'graduated', message: 'Eric finished secondary school with honours.' }),
      201,
    );
    expect(res.data).toMatchObject({ hasPlan: true, sponsorEmail: 'first@example.org' });
    await expectError(await leave(eric.id, { reason: 'graduated', message: 'again' }), 409);

    const [row] = await s.database.db.select().from(children).where(eq(children.id, eric.id));
    expect(row).toMatchObject({ listed: false, isSponsored: false, sponsorshipId: null });
    expect(row!.leftAt).not.toBeNull();
    const [ended] = await s.database.db.select().from(sponsorships).where(eq(sponsorships.childId, eric.id));
    expect(ended!.status).toBe('ended');
    expect((await planOf(plan.id)).status).toBe('paused');
    expect((await s.request(`/api/pending/sponsors/${eric.id}`)).status).toBe(404);

    const mails = await s.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'child-departure'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Eric finished secondary school with honours.');
    expect(mails[0]!.text).toMatch(/\/my-giving\?token=/);
    // Named as the public knows the child: the preferred name, never the surname.
    expect(mails[0]!.subject).toContain('Eric');
    expect(`${mails[0]!.subject} ${mails[0]!.text}`).not.toContain('Habimana');
    // The payer cannot resume it behind the choice's back.
    const t = await tokenFor('first@example.org');
    const resume = await s.request(`/api/giving/plans/${plan.id}`, {
      method: 'POST',
      json: { token: t, action: 'resume' },
    });
    expect(resume.status).toBe(409);
  });

  it('offers the child waiting longest, and "another child" moves the plan to them, active again', async () => {
    const older = await child('Aline Uwase', { waitedDays: 300 });
    await child('Divine Ingabire', { waitedDays: 200 });
    await child('Costly Child', { waitedDays: 900, support: 90000 }); // waiting longer, but above the plan's amount
    const t = await tokenFor('first@example.org');
    const [d] = await mine(t);
    expect(d).toMatchObject({
      childName: 'Eric',
      hasPlan: true,
      choice: null,
      offered: { _id: older.id, name: 'Aline' },
    });
    // Who they are, as the public meets them: the story and (with consent) the photo.
    expect(d!.offered).toHaveProperty('photo');
    expect(d!.offered).toHaveProperty('story');
    await expectError(await choose(d!._id, t, 'maybe'), 400, /^choice: /);
    await expectError(await choose(d!._id, await tokenFor('someone@example.org'), 'end'), 404);
    const ok = await expectJson<{ data: { newChildId: string } }>(await choose(d!._id, t, 'another_child'), 200);
    expect(ok.data.newChildId).toBe(older.id);
    await expectError(await choose(d!._id, t, 'end'), 409);

    const [dep] = await s.database.db.select().from(childDepartures).where(eq(childDepartures.id, d!._id));
    const plan = await planOf(dep!.planId!);
    expect(plan).toMatchObject({ status: 'active', kind: 'sponsorship', childId: older.id, target: 'Aline' });
    expect(plan.template).toMatchObject({ childId: older.id, childName: 'Aline' });
    const [now] = await s.database.db.select().from(children).where(eq(children.id, older.id));
    expect(now!.isSponsored).toBe(true);
    const [sp] = await s.database.db.select().from(sponsorships).where(eq(sponsorships.id, now!.sponsorshipId!));
    expect(sp).toMatchObject({ status: 'active', sponsorEmail: 'first@example.org' });
    expect((await mine(t))[0]).toMatchObject({ choice: 'another_child', offered: null });

    // Issue 39.16: the child chosen is introduced by e-mail (the preferred name, never the surname).
    let intro: (typeof mailOutbox.$inferSelect)[] = [];
    for (let i = 0; i < 50 && !intro.length; i++) {
      intro = await s.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'child-introduced'));
      if (!intro.length) await new Promise((r) => setTimeout(r, 100));
    }
    expect(intro).toHaveLength(1);
    expect(intro[0]).toMatchObject({ to: 'first@example.org' });
    expect(intro[0]!.subject).toContain('Meet Aline, the child you now sponsor');
    expect(JSON.stringify(intro[0])).not.toContain('Uwase');
  });

  it('turns the plan into a general monthly gift, or ends it', async () => {
    const a = await child('Patrick Nshimiyimana');
    const b = await child('Grace Umutoni');
    const gift = await sponsor(a.id, 'second@example.org');
    const end = await sponsor(b.id, 'third@example.org');
    await expectJson(await leave(a.id, { reason: 'moved_away', message: 'The family moved to Kigali.' }), 201);
    await expectJson(await leave(b.id, { reason: 'left_programme', message: 'Grace left the programme.' }), 201);

    const t2 = await tokenFor('second@example.org');
    await expectJson(await choose((await mine(t2))[0]!._id, t2, 'general_gift'), 200);
    expect(await planOf(gift.id)).toMatchObject({
      status: 'active',
      kind: 'donation',
      childId: null,
      target: 'General Donation',
    });
    expect((await planOf(gift.id)).template).toMatchObject({ donationType: 'monthly', childId: null, amount: 25000 });

    const t3 = await tokenFor('third@example.org');
    await expectJson(await choose((await mine(t3))[0]!._id, t3, 'end'), 200);
    expect(await planOf(end.id)).toMatchObject({ status: 'cancelled', cardToken: null });
  });

  it('shows staff the sponsors who have not answered in 30 days', async () => {
    const c = await child('Claudine Mukamana');
    await sponsor(c.id, 'slow@example.org');
    const made = await expectJson<{ data: { _id: string } }>(
      await leave(c.id, { reason: 'graduated', message: 'Claudine graduated.' }),
      201,
    );
    type Page = { data: { _id: string; childName: string; sponsorEmail: string }[]; total: number };
    const overdue = async () =>
      (await expectJson<Page>(await s.request('/api/departures?overdue=true', { token: staff }), 200)).data;
    expect((await overdue()).map((d) => d._id)).not.toContain(made.data._id);
    await s.database.db
      .update(childDepartures)
      .set({ createdAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(childDepartures.id, made.data._id));
    expect(await overdue()).toEqual([
      expect.objectContaining({ _id: made.data._id, childName: 'Claudine Mukamana', sponsorEmail: 'slow@example.org' }),
    ]);
    const all = await expectJson<Page>(await s.request('/api/departures', { token: staff }), 200);
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect((await s.request('/api/departures')).status).toBe(401);
    expect((await s.request(`/api/sponsors/${c.id}/leave`, { method: 'POST', json: {} })).status).toBe(401);
  });
});
