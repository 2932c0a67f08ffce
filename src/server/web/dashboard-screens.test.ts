import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '~test/server';
import { makeStaff, passwordSignIn } from '~test/staff';

/**
 * The dashboard's per-screen role check, asked as a browser asks: the document, and the
 * data React Router fetches for a screen after the first page (`/dashboard/staff.data`).
 * Needs a build, as page-shape.test.ts.
 */
// eslint-disable-next-line no-restricted-syntax -- like the browser tests, the test is told which build to use
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
let s: TestServer;
let viewer: string;
beforeAll(async () => {
  if (!existsSync(path.resolve(BUILD_DIR, 'server/index.js')))
    throw new Error(`No build in ${BUILD_DIR}/: run \`npm run build\` (or BUILD_DIR=... npx react-router build) first`);
  s = await startTestServer({ web: true, env: { BUILD_DIR } });
  const { cookie } = await passwordSignIn(s, await makeStaff(s.database.db, 'viewer'));
  viewer = `sid=${cookie}`;
});
afterAll(() => s.close());

const get = (p: string) => fetch(s.url + p, { headers: { cookie: viewer }, redirect: 'manual' });

describe('a screen the role does not admit', () => {
  it('is refused on its data requests as on its page', async () => {
    for (const p of [
      '/dashboard/staff.data',
      '/dashboard/staff.data?_routes=dashboard-staff',
      '/dashboard/supporters.data',
      '/dashboard/activity/.data',
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(403);
      const body = await res.text();
      expect(body, p).not.toContain('e2e-admin');
      expect(body, p).not.toContain('@test.example');
    }
    // The screens the viewer has still answer their data.
    expect((await get('/dashboard/analysis.data')).status).toBe(200);
  });

  it('is refused however its address is written (case, escapes)', async () => {
    for (const p of ['/dashboard/STAFF', '/dashboard/%73taff', '/dashboard/Staff.data']) {
      expect((await get(p)).status, p).toBe(403);
    }
  });
});
