import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '~/server/core/db/rows';
import { startTestServer, type TestServer } from '~test/server';
import { cardSponsorship, insertChild } from '~test/children';
import type { AdminChild } from '~/shared/schemas/child';
import { erasePerson } from './erase';
import { personByEmail } from './person';

/**
 * Erasing a sponsor ends their sponsorship properly (issue 39.5): the child waits again
 * from the erasure (back on the public list of children waiting), and staff are told, in
 * the activity log and on the child's record, without the erased person in either.
 */
let s: TestServer;
let token: string;
let childId: string;
const email = 'grace.erased@example.org';

beforeAll(async () => {
  s = await startTestServer();
  token = await s.login();
  childId = (await insertChild(s.database.db, { name: 'Aline Uwimana', preferredName: 'Lina' })).id;
  const res = await s.request('/api/pay/sponsors', {
    method: 'POST',
    json: cardSponsorship(childId, { sponsorEmail: email, sponsorName: 'Grace Erased' }),
  });
  expect(res.status).toBe(201);
});
afterAll(() => s.close());

const adminChild = async () =>
  ((await (await s.request(`/api/sponsors/${childId}`, { token })).json()) as { data: AdminChild }).data;

describe('erasing a sponsor', () => {
  it('ends the sponsorship: the child waits again from the erasure, listed, and staff see why', async () => {
    expect((await adminChild()).state).toBe('sponsored');
    const before = Date.now();
    await erasePerson(s.database.db, await personByEmail(s.database.db, email), {
      staffId: null,
      dataDir: s.config.DATA_DIR,
    });

    const child = await adminChild();
    expect(child).toMatchObject({ isSponsored: false, state: 'available', sponsor: null, listed: true });
    expect(Date.parse(child.waitingSince)).toBeGreaterThanOrEqual(before - 1000);
    expect(child.sponsorErasedAt).not.toBeNull();
    const [ship] = await rowsOf<{ status: string; ended_at: unknown }>(
      s.database.db,
      sql`SELECT status, ended_at FROM sponsorships WHERE child_id = ${childId}`,
    );
    expect(ship).toMatchObject({ status: 'ended' });
    expect(ship!.ended_at).not.toBeNull();

    // Back on the public list of children waiting for a sponsor.
    const waiting = (await (await s.request('/api/pending/sponsors?status=available')).json()) as {
      data: { _id: string }[];
    };
    expect(waiting.data.map((c) => c._id)).toContain(childId);

    // The activity log says the child waits again because the sponsor's data was erased.
    const logged = await rowsOf<Record<string, unknown>>(
      s.database.db,
      sql`SELECT action, entity, entity_id, after FROM activity_log WHERE entity = 'child' AND entity_id = ${childId}`,
    );
    expect(logged).toEqual([
      expect.objectContaining({
        action: 'mark-available',
        after: expect.objectContaining({ reason: 'sponsor-erased' }),
      }),
    ]);
    expect(JSON.stringify(logged)).not.toMatch(/grace/i);
  });
});
