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
  s = await startTestServer({ web: true, env: { BUILD_DIR, ADMIN_PREFIX: 'staff-door' } });
  const { cookie } = await passwordSignIn(s, await makeStaff(s.database.db, 'viewer'));
  viewer = `sid=${cookie}`;
  // Someone the Staff screen would list.
  await makeStaff(s.database.db, 'finance', 'colleague-in-finance@test.example');
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
      expect(body, p).not.toContain('colleague-in-finance');
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

describe('the page of a screen the role does not include', () => {
  it('is the dashboard with its menu, saying so in the person’s language, as 403', async () => {
    for (const [lang, text] of [
      ['en', 'Your role does not include this screen.'],
      ['fr', 'Votre rôle ne comprend pas cet écran.'],
      ['rw', 'Uruhare rwanyu ntirurimo iyi paji.'],
    ] as const) {
      const res = await get(`/dashboard/staff?lang=${lang}`);
      expect(res.status, lang).toBe(403);
      const html = await res.text();
      expect(html, lang).toContain(text);
      // The frame: the menu of the viewer's screens, and the way back to the first one.
      expect(html, lang).toContain('id="admin-sidebar"');
      expect(html, lang).toContain('href="/dashboard/analysis"');
      expect(html, lang).not.toContain('href="/dashboard/staff"');
    }
    // A record's address under a refused screen too.
    const other = await get('/dashboard/supporters/00000000-0000-4000-8000-000000000000');
    expect(other.status).toBe(403);
    expect(await other.text()).toContain('id="admin-sidebar"');
  });
});

describe('the dashboard at the admin prefix', () => {
  it('admits and refuses as at /dashboard; another first segment is the public 404', async () => {
    const prefix = 'staff-door';
    expect((await get(`/${prefix}/analysis`)).status).toBe(200);
    expect((await get(`/${prefix}/staff`)).status).toBe(403);
    expect((await get(`/${prefix}/staff.data`)).status).toBe(403);
    const other = await get('/not-the-prefix/analysis');
    expect(other.status).toBe(404);
    expect(await other.text()).not.toContain('id="admin-sidebar"');
  });

  it("posts a donor's text message to the Text messages screen under the prefix, not /dashboard", async () => {
    const email = 'prefix-donor@example.org';
    const gave = await s.request('/api/donations', {
      method: 'POST',
      json: {
        amount: 5000,
        donationType: 'one-time',
        paymentMethod: 'momo',
        firstName: 'Aline',
        lastName: 'Prefix',
        email,
        phone: '0788 123 456',
        pin: '1234',
        anonymous: false,
      },
    });
    expect(gave.status, await gave.text()).toBeLessThan(300);
    const { cookie } = await passwordSignIn(s, await makeStaff(s.database.db, 'finance'));
    const res = await fetch(`${s.url}/staff-door/donors?${new URLSearchParams({ q: email, email })}`, {
      headers: { cookie: `sid=${cookie}` },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    // The record's send form (relative "../text_messages") resolves under the prefix it was opened at.
    expect(html).toContain('Send a text message');
    expect(html).toMatch(/<form[^>]*action="\/staff-door\/text_messages"/);
    expect(html).not.toContain('action="/dashboard/text_messages"');
  });
});
