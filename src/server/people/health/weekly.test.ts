import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '~test/server';
import * as make from '~test/health-data';
import { mailsOfKind } from '~test/outbox';
import { STAFF_PASSWORD, makeStaff } from '~test/staff';
import { adminUsers } from '~/server/core/db/schema';
import { callSuggestions } from './calls';
import { weekOf, whoToCallPass } from './weekly';

/**
 * The weekly "who to call" e-mail with an injected clock: from Monday 07:00 in Kigali,
 * once a week per member of sponsorship staff, in the language they last signed in
 * with; none while the Site setting is off; never to other roles.
 */
let s: TestServer;
let french: string;
let english: string;
let finance: string;
const deps = () => ({ db: s.database.db, config: s.config });
/** Monday 15 June 2026 at `hh:mm` in Kigali (UTC+2), `weeks` later. */
const monday = (hhmm: string, weeks = 0) =>
  new Date(new Date(`2026-06-15T${hhmm}:00+02:00`).getTime() + weeks * 7 * 86_400_000);

beforeAll(async () => {
  s = await startTestServer();
  const db = s.database.db;
  french = await makeStaff(db, 'sponsorship');
  english = await makeStaff(db, 'sponsorship');
  finance = await makeStaff(db, 'finance');
  // Signing in with the dashboard in French keeps French for what is written to them.
  const res = await s.request('/api/auth/login', {
    method: 'POST',
    json: { email: french, password: STAFF_PASSWORD },
    headers: { 'accept-language': 'fr' },
  });
  expect(res.status).toBe(200);
  const kevin = await make.supporter(db, 'Kevin Habimana', 'kevin@example.org', '0788555000');
  await make.plan(db, kevin, { status: 'lapsed', changed: '2026-06-05T10:00:00Z' });
});
afterAll(() => s.close());

describe('the week', () => {
  it('starts on Monday at 07:00 in the organisation’s time zone', () => {
    expect(weekOf(monday('06:59'), 'Africa/Kigali')).toEqual({ monday: '2026-06-15', due: false });
    expect(weekOf(monday('07:00'), 'Africa/Kigali')).toEqual({ monday: '2026-06-15', due: true });
    // Sunday night still belongs to the week that began on the Monday before.
    expect(weekOf(new Date('2026-06-21T23:30:00+02:00'), 'Africa/Kigali')).toEqual({ monday: '2026-06-15', due: true });
  });
});

describe('the weekly pass', () => {
  it('sends nothing before Monday 07:00, then once per person and week, in their language', async () => {
    const [row] = await s.database.db
      .select({ lang: adminUsers.lang })
      .from(adminUsers)
      .where(eq(adminUsers.email, french));
    expect(row?.lang).toBe('fr');
    expect(await whoToCallPass(deps(), monday('06:30'))).toBeNull();
    expect(await whoToCallPass(deps(), monday('07:30'))).toEqual({ week: '2026-06-15', queued: 2 });
    // Later that week (another instance, a restart): nothing twice.
    expect(await whoToCallPass(deps(), monday('15:00', 0.3))).toEqual({ week: '2026-06-15', queued: 0 });
    const [fr] = await mailsOfKind(s.database.db, french, 'who-to-call');
    expect(fr?.subject).toBe('Qui appeler cette semaine : 1 personne');
    expect(fr?.text).toContain('Kevin Habimana');
    expect(fr?.text).toContain('Don mensuel interrompu après des échecs de paiement');
    expect(fr?.text).toContain('/dashboard/sponsor_health');
    const [en] = await mailsOfKind(s.database.db, english, 'who-to-call');
    expect(en?.subject).toBe('Who to call this week: 1 person');
    expect(en?.text).toContain('0788555000');
    expect(await mailsOfKind(s.database.db, finance, 'who-to-call')).toEqual([]);
  });

  it('sends again the next week, and not at all while the Site setting is off', async () => {
    expect(await whoToCallPass(deps(), monday('08:00', 1))).toEqual({ week: '2026-06-22', queued: 2 });
    const token = await s.login();
    const off = await s.request('/api/sponsor-health/settings', { method: 'PUT', token, json: { weeklyCalls: 'off' } });
    expect(off.status).toBe(200);
    expect(await whoToCallPass(deps(), monday('08:00', 2))).toEqual({ week: '2026-06-29', queued: 0 });
    expect(await mailsOfKind(s.database.db, english, 'who-to-call')).toHaveLength(2);
  });

  it('sends nothing when nobody is worth a call (the only one was just called)', async () => {
    const token = await s.login();
    await s.request('/api/sponsor-health/settings', { method: 'PUT', token, json: { weeklyCalls: 'on' } });
    const at = monday('08:00', 3);
    const before = await callSuggestions({ db: s.database.db, now: at, timeZone: 'Africa/Kigali' });
    expect(before.map((p) => p.name)).toEqual(['Kevin Habimana']);
    const called = await s.request('/api/sponsor-health/calls', {
      method: 'POST',
      token,
      json: { supporterId: before[0]!.supporterId, note: 'Called Kevin.' },
    });
    expect(called.status).toBe(201);
    expect(await whoToCallPass(deps(), at)).toEqual({ week: '2026-07-06', queued: 0 });
  });
});
