import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { activityLog } from '~/server/core/db/activity-schema';
import { testServerForFile, type TestServer } from '~test/server';
import { expectError, expectJson } from '~test/api';
import { makeOfficer } from '~test/field';
import { tokenFor } from '~test/staff';

let s: TestServer;
let admin: string;
testServerForFile((t) => ({ s, token: admin } = t), { workers: false });

type Session = { data: { signedIn: boolean; wipe: boolean } };
const session = (token?: string) =>
  s.request('/api/field/session', token ? { headers: { cookie: `sid=${token}` } } : {});

describe('a lost phone (docs/field.md#a-lost-phone)', () => {
  it('ends every session of the person and tells each phone that carried one to clear the app; a new session is not cleared', async () => {
    const officer = await makeOfficer(s, []);
    const second = await tokenFor(s, officer.email);
    expect(await expectJson<Session>(await session(officer.token), 200)).toEqual({
      data: { signedIn: true, wipe: false },
    });

    const ended = await s.request(`/api/staff/${officer.id}/sessions/end`, { method: 'POST', token: admin });
    expect((await expectJson<{ message: string }>(ended, 200)).message).toMatch(/^2 sessions ended/);

    await expectError(await s.request('/api/field/children', { token: officer.token }), 401);
    for (const token of [officer.token, second]) {
      const res = await session(token);
      expect(res.headers.get('clear-site-data')).toBe('"cache", "storage"');
      expect(await expectJson<Session>(res, 200)).toEqual({ data: { signedIn: false, wipe: true } });
    }
    // Signed in again: that phone keeps what it has.
    const again = await tokenFor(s, officer.email);
    const fresh = await session(again);
    expect(fresh.headers.get('clear-site-data')).toBeNull();
    expect(await expectJson<Session>(fresh, 200)).toEqual({ data: { signedIn: true, wipe: false } });
    // A session that merely expired, or none: sign in again, nothing cleared.
    expect(await expectJson<Session>(await session('not-a-token'), 200)).toEqual({
      data: { signedIn: false, wipe: false },
    });
    expect(await expectJson<Session>(await session(), 200)).toEqual({ data: { signedIn: false, wipe: false } });
  });

  it('deactivating the person clears their phones as ending their sessions does, and the log says so', async () => {
    const officer = await makeOfficer(s, []);
    const second = await tokenFor(s, officer.email);
    const off = await s.request(`/api/staff/${officer.id}`, { method: 'PATCH', json: { active: false }, token: admin });
    expect(off.status).toBe(200);
    for (const token of [officer.token, second]) {
      const res = await session(token);
      expect(res.headers.get('clear-site-data')).toBe('"cache", "storage"');
      expect(await expectJson<Session>(res, 200)).toEqual({ data: { signedIn: false, wipe: true } });
    }
    const [logged] = await s.database.db
      .select({ before: activityLog.before, after: activityLog.after })
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'admin_user'), eq(activityLog.entityId, officer.id)))
      .orderBy(desc(activityLog.id))
      .limit(1);
    // The log keeps what changed: as "end their sessions" records it, with the deactivation.
    expect(logged).toMatchObject({
      before: { active: true, sessions: 2 },
      after: { active: false, sessions: 0, phoneCleared: true },
    });
  });

  it('is for administrators only, and says so for an unknown person', async () => {
    const officer = await makeOfficer(s, []);
    await expectError(
      await s.request(`/api/staff/${officer.id}/sessions/end`, { method: 'POST', token: officer.token }),
      403,
    );
    await expectError(await s.request(`/api/staff/${officer.id}/sessions/end`, { method: 'POST' }), 401);
    await expectError(
      await s.request('/api/staff/00000000-0000-4000-8000-000000000000/sessions/end', { method: 'POST', token: admin }),
      404,
    );
    // Still signed in: the refused calls ended nothing.
    expect(await expectJson<Session>(await session(officer.token), 200)).toEqual({
      data: { signedIn: true, wipe: false },
    });
  });
});
