import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '~test/server';
import { insertChild } from '~test/children';
import * as make from '~test/health-data';
import { callSuggestions, markCalled } from './calls';
import { healthPage, healthSummary } from './lists';

/**
 * Sponsor health's figures and lists at a fixed moment (15 June 2026, 10:00 UTC, Kigali's
 * calendar): who counts as retained, LYBUNT, SYBUNT, plans at risk, who stopped, children
 * waiting, sponsors whose child left, sponsors who heard nothing; and who to call.
 */
const NOW = new Date('2026-06-15T10:00:00Z');
const ctx = (s: TestServer) => ({ db: s.database.db, now: NOW, timeZone: 'Africa/Kigali' });
const days = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString();

let s: TestServer;
const id: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  const db = s.database.db;
  for (const who of ['alice', 'bruno', 'claire', 'david', 'fatuma', 'gaspard', 'hope', 'ines', 'jean', 'kevin'])
    id[who] = await make.supporter(
      db,
      `${who[0]!.toUpperCase()}${who.slice(1)} Test`,
      `${who}@example.org`,
      '0788000111',
    );
  // Alice: last year only, 15 months ago (retention's base, not retained): LYBUNT.
  await make.donation(db, id.alice!, '2025-03-10T10:00:00Z', 30_000);
  // Bruno: 2023 only: SYBUNT.
  await make.donation(db, id.bruno!, '2023-05-01T10:00:00Z');
  // Claire: 14 months ago and again this year: retained, on neither list.
  await make.donation(db, id.claire!, '2025-04-01T10:00:00Z');
  await make.donation(db, id.claire!, '2026-02-01T10:00:00Z');
  // David: this year only. Fatuma: a sponsorship payment last August (LYBUNT, by sponsorship). Gaspard: declined.
  await make.donation(db, id.david!, '2026-06-01T10:00:00Z');
  await make.sponsorshipPayment(db, id.fatuma!, '2025-08-01T10:00:00Z');
  await make.sponsorshipPayment(db, id.gaspard!, '2025-08-01T10:00:00Z', 'declined');
  // A gift after "now" does not count yet.
  await make.donation(db, id.bruno!, '2026-07-01T10:00:00Z');

  // Plans: a month failed 10 days ago; paused 70 days; paused 10 days; cancelled with a reason; lapsed; cancelled long ago.
  id.failedPlan = await make.plan(db, id.hope!, { status: 'active', changed: days(40) });
  await make.charge(db, id.failedPlan, days(10));
  id.pausedPlan = await make.plan(db, id.ines!, { status: 'paused', changed: days(70) });
  await make.plan(db, id.david!, { status: 'paused', changed: days(10) });
  await make.plan(db, id.jean!, { status: 'cancelled', changed: days(20), stopReason: 'Moving abroad' });
  await make.plan(db, id.kevin!, { status: 'lapsed', changed: days(30) });
  await make.plan(db, id.claire!, { status: 'cancelled', changed: days(120) });

  // Children: one waiting 200 days, one 100 days; Jean's child left 5 days ago (no choice); Kevin heard nothing for 8 months.
  const waiting = await insertChild(db, { name: 'Aline Uwase', preferredName: 'Lina' });
  await db.execute(sql`UPDATE children SET waiting_since = ${days(200)}::timestamptz WHERE id = ${waiting.id}`);
  id.waitingChild = waiting.id;
  const recent = await insertChild(db, { name: 'Eric Recent' });
  await db.execute(sql`UPDATE children SET waiting_since = ${days(100)}::timestamptz WHERE id = ${recent.id}`);
  const left = await insertChild(db, { name: 'Olivier Left' });
  const jeans = await make.sponsorship(db, id.jean!, left.id, days(400));
  await make.departure(db, left.id, jeans, days(5));
  const quiet = await insertChild(db, { name: 'Quiet Child' });
  await make.sponsorship(db, id.kevin!, quiet.id, days(240));
  const told = await insertChild(db, { name: 'Told Child' });
  await make.sponsorship(db, id.alice!, told.id, days(240));
  await make.childUpdate(db, told.id, days(30));
});
afterAll(() => s.close());

const names = async (list: Parameters<typeof healthPage>[1], n: 'full' | 'public' = 'full') =>
  (await healthPage(ctx(s), list, n, 1, 25)).data.map((r) => `${r.name}|${r.reason}`);

describe('the figures', () => {
  it('count retention over 13-24 months and each list', async () => {
    const summary = await healthSummary(ctx(s), true);
    // Base: Alice (15 months) and Claire (14.5); Claire gave again: 50 %.
    expect(summary.retention).toEqual({ base: 2, retained: 1, rate: 50 });
    expect(summary.counts).toEqual({
      lybunt: 2,
      sybunt: 1,
      'at-risk': 2,
      stopped: 2,
      'child-left': 1,
      waiting: 1,
      quiet: 1,
    });
    expect(summary.quietMonths).toBe(6);
  });
});

describe('the lists', () => {
  it('LYBUNT: last year, not this; the most recent giver first, with the last gift and how it was given', async () => {
    const page = await healthPage(ctx(s), 'lybunt', 'full', 1, 25);
    expect(page.data.map((r) => [r.name, r.reason, r.amountRwf, r.method, r.date?.slice(0, 10)])).toEqual([
      ['Fatuma Test', 'sponsorship', 20000, 'momo', '2025-08-01'],
      ['Alice Test', 'donation', 30000, 'cash', '2025-03-10'],
    ]);
    expect(page.data[0]!.supporterId).toBe(id.fatuma);
  });

  it('SYBUNT: some earlier year only', async () => {
    expect(await names('sybunt')).toEqual(['Bruno Test|donation']);
  });

  it('plans at risk and plans stopped, with the reason given', async () => {
    expect(await names('at-risk')).toEqual(['Hope Test|failed', 'Ines Test|paused']);
    const stopped = (await healthPage(ctx(s), 'stopped', 'full', 1, 25)).data;
    expect(stopped.map((r) => [r.name, r.reason, r.note])).toEqual([
      ['Jean Test', 'cancelled', 'Moving abroad'],
      ['Kevin Test', 'lapsed', null],
    ]);
  });

  it('a plan whose card or pre-approval ends soon, through the merge hook', async () => {
    const ending = (at: ReturnType<typeof sql>) =>
      sql`SELECT id, ${at} + interval '12 days' AS ends_at FROM recurring_plans WHERE id = ${id.failedPlan}`;
    const page = await healthPage({ ...ctx(s), ending }, 'at-risk', 'full', 1, 25);
    const row = page.data.find((r) => r.reason === 'card-expiring');
    expect(row?.name).toBe('Hope Test');
    expect(row?.date?.slice(0, 10)).toBe('2026-06-27');
    expect((await healthSummary({ ...ctx(s), ending }, true)).counts['at-risk']).toBe(3);
  });

  it('children waiting over 180 days: in full to sponsorship staff, by the public name to others', async () => {
    expect(await names('waiting', 'full')).toEqual(['Aline Uwase|waiting']);
    expect(await names('waiting', 'public')).toEqual(['Lina|waiting']);
  });

  it('sponsors whose child left without a choice, and sponsors who heard nothing', async () => {
    const left = (await healthPage(ctx(s), 'child-left', 'full', 1, 25)).data;
    expect(left.map((r) => [r.name, r.childName, r.supporterId])).toEqual([['Jean Test', 'Olivier Left', id.jean]]);
    expect(await names('quiet')).toEqual(['Kevin Test|quiet']);
  });

  it('pages: the total stays, the rows move on', async () => {
    const second = await healthPage(ctx(s), 'lybunt', 'full', 2, 1);
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.data.map((r) => r.name)).toEqual(['Alice Test']);
  });
});

describe('who to call', () => {
  it('ranks the strongest reasons first, five at most, and leaves out who was just called', async () => {
    const first = await callSuggestions(ctx(s));
    expect(first.length).toBe(5);
    // Jean: child left (60) and cancelled (45); Kevin: lapsed (55) and heard nothing (20); Hope: a failed month.
    expect(first.slice(0, 3).map((p) => [p.name, p.reasons])).toEqual([
      ['Jean Test', ['child-left', 'cancelled']],
      ['Kevin Test', ['lapsed', 'quiet']],
      ['Hope Test', ['failed']],
    ]);
    // Then a long pause, and a giver of last year (ties go to who gave more lately: Alice's 30,000 over Fatuma's 20,000).
    expect(first.slice(3).map((p) => [p.name, p.reasons, p.givenRwf])).toEqual([
      ['Ines Test', ['paused'], 0],
      ['Alice Test', ['lybunt'], 30000],
    ]);
    const admin = (await s.database.db.execute(sql`SELECT id FROM admin_users LIMIT 1`)) as unknown;
    const adminId = ((admin as { rows?: { id: string }[] }).rows ?? (admin as { id: string }[]))[0]!.id;
    await markCalled(s.database.db, adminId, id.jean!, 'Spoke with Jean: will choose another child.');
    const next = await callSuggestions(ctx(s));
    expect(next.map((p) => p.name)).not.toContain('Jean Test');
    expect(next[0]!.name).toBe('Kevin Test');
  });
});

describe('the hook for authority that ends (card expiry, MoMo pre-approval)', () => {
  it('lists an active plan whose card expires or whose approved pre-approval ends within 30 days, not later ones', async () => {
    const db = s.database.db;
    const card = await make.plan(db, id.gaspard!, { status: 'active', changed: days(40) });
    const approval = await make.plan(db, id.bruno!, { status: 'active', changed: days(40) });
    const later = await make.plan(db, id.alice!, { status: 'active', changed: days(40) });
    await db.execute(
      sql`UPDATE recurring_plans SET card_token = 'tok', card_expires_on = '2026-06-30' WHERE id = ${card}`,
    );
    await db.execute(
      sql`UPDATE recurring_plans SET preapproval_status = 'approved', preapproval_ends_on = '2026-07-10' WHERE id = ${approval}`,
    );
    await db.execute(
      sql`UPDATE recurring_plans SET preapproval_status = 'approved', preapproval_ends_on = '2026-09-01' WHERE id = ${later}`,
    );
    try {
      const rows = (await healthPage(ctx(s), 'at-risk', 'full', 1, 25)).data.filter(
        (r) => r.reason === 'card-expiring',
      );
      expect(rows.map((r) => [r.name, r.date?.slice(0, 10)]).sort()).toEqual([
        ['Bruno Test', '2026-07-10'],
        ['Gaspard Test', '2026-06-30'],
      ]);
    } finally {
      await db.execute(sql`DELETE FROM recurring_plans WHERE id IN (${card}, ${approval}, ${later})`);
    }
  });
});
