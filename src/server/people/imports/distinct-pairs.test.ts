import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '~/server/core/db/activity-schema';
import { supporters } from '~/server/core/db/supporters-schema';
import { expectError, expectJson, send } from '~test/api';
import { testServerForFile, type TestServer } from '~test/server';
import { makeStaff, tokenFor } from '~test/staff';
import type { DuplicateList } from '~/shared/schemas/import-runs';

/** "Not the same person" in the duplicates report (docs/importing.md, "Duplicates"). */
let s: TestServer;
let token: string;
testServerForFile((t) => ({ s, token } = t));

const report = async () =>
  (await expectJson<DuplicateList>(await s.request('/api/supporters/duplicates', { token }), 200)).data;
const paired = (list: DuplicateList['data'], a: string, b: string) =>
  list.some((p) => [p.a._id, p.b._id].sort().join() === [a, b].sort().join());

describe('not the same person', () => {
  it('hides a pair once staff say they are two people, in the activity log, and undoes it', async () => {
    const [one, two] = await s.database.db
      .insert(supporters)
      .values([
        { name: 'Jean Habimana', email: 'jean.h@example.org', phone: '+250788400001' },
        { name: 'Jeanne Habimana', email: 'jeanne.h@example.org', phone: '+250788400001' },
      ])
      .returning();
    const [a, b] = [one!.id, two!.id];
    expect(paired(await report(), a, b)).toBe(true);
    // Given in either order, kept once.
    const marked = await send(s, 'POST', '/api/supporters/duplicates/distinct', { a: b, b: a }, token);
    expect(marked.status).toBe(201);
    expect((await send(s, 'POST', '/api/supporters/duplicates/distinct', { a, b }, token)).status).toBe(201);
    expect(paired(await report(), a, b)).toBe(false);
    const logged = await s.database.db.select().from(activityLog).where(eq(activityLog.action, 'mark-distinct'));
    expect(logged).toHaveLength(1);
    const [low, high] = [a, b].sort();
    const undone = await s.request(`/api/supporters/duplicates/distinct/${b}/${a}`, { method: 'DELETE', token });
    expect(undone.status).toBe(200);
    expect(paired(await report(), a, b)).toBe(true);
    expect(
      await s.database.db.select().from(activityLog).where(eq(activityLog.action, 'unmark-distinct')),
    ).toMatchObject([{ entityId: low }]);
    await expectError(
      await s.request(`/api/supporters/duplicates/distinct/${low}/${high}`, { method: 'DELETE', token }),
      404,
    );
    await expectError(await send(s, 'POST', '/api/supporters/duplicates/distinct', { a, b: a }, token), 400, /b/);
    await expectError(await send(s, 'POST', '/api/supporters/duplicates/distinct', { a, b: 'x' }, token), 400);
    const sponsorship = await tokenFor(s, await makeStaff(s.database.db, 'sponsorship'));
    expect((await send(s, 'POST', '/api/supporters/duplicates/distinct', { a, b }, sponsorship)).status).toBe(403);
  });
});
