import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { childUpdates } from '~/server/core/db/child-news-schema';
import { freshSince } from '~/server/sponsorship';
import type { TestServer } from '~test/server';
import { startWebTestServer } from '~test/web-build';
import { send } from '~test/api';
import { insertChild } from '~test/children';

/**
 * docs/field.md#freshness: with the Site setting on, a child whose last photo turns 12
 * months old leaves the /sponsorship page the next day, though nothing was written (the
 * page and the API under it are cached by content version and day). Needs a build, as
 * page-shape.test.ts (`npm test` builds first; BUILD_DIR picks another).
 */

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startWebTestServer();
  token = await s.login();
});
afterAll(() => s?.close());

const page = async () => {
  const res = await s.request('/sponsorship');
  expect(res.status).toBe(200);
  return res.text();
};

describe('the sponsorship page and a child gone stale by time alone', () => {
  it('shows the child today and not the next day, with no write between', async () => {
    expect((await send(s, 'PUT', '/api/children/freshness', { hideStale: true }, token)).status).toBe(200);
    const today = new Date();
    const child = await insertChild(s.database.db, {
      name: 'Ageing Uwase',
      preferredName: 'Uwimana',
      createdAt: freshSince(freshSince(today)),
    });
    // Its last photo is 12 months old less an hour: fresh today, stale tomorrow.
    await s.database.db.insert(childUpdates).values({
      childId: child.id,
      kind: 'photo',
      texts: { en: 'A photo.' },
      postedAt: new Date(freshSince(today).getTime() + 3_600_000),
    });
    vi.useFakeTimers({ now: today, toFake: ['Date'] });
    try {
      expect(await page()).toContain('Uwimana');
      expect(await page()).toContain('Uwimana');
      vi.setSystemTime(new Date(today.getTime() + 86_400_000));
      expect(await page()).not.toContain('Uwimana');
    } finally {
      vi.useRealTimers();
    }
  });
});
