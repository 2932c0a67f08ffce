import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { startTestServer, type TestServer } from '~test/server';
import { makeStaff, tokenFor } from '~test/staff';
import { staffRoles, type StaffRole } from '~/shared/staff-roles';
import { screenRoles } from '~/shared/staff-screens';
import { checkScreenRoles } from '~/server/web/screen-roles';
import { installGuard } from '~/server/core/auth/guard';

let s: TestServer;
const tokens = {} as Record<StaffRole, string>;
beforeAll(async () => {
  s = await startTestServer();
  for (const role of staffRoles) tokens[role] = await tokenFor(s, await makeStaff(s.database.db, role));
});
afterAll(() => s.close());

const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'x');

describe('staff roles', () => {
  it('has every admin route declare the roles it admits, the administrator among them', () => {
    const admin = s.app.apiRoutes.filter((r) => r.auth === 'admin');
    expect(admin.length).toBeGreaterThan(40);
    for (const route of admin) {
      expect(route.roles?.length, `${route.method} ${route.url}`).toBeGreaterThan(0);
      expect(route.roles, `${route.method} ${route.url}`).toContain('administrator');
    }
  });

  it('walks every admin route as every role: 403 where the role is not admitted, never where it is', async () => {
    const admin = s.app.apiRoutes.filter((r) => r.auth === 'admin');
    // Reads first, then writes: a write admitted here acts on an unknown id or an empty body.
    const ordered = [...admin].sort((a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'));
    for (const role of staffRoles) {
      for (const route of ordered) {
        const res = await s.request(concrete(route.url), { method: route.method, token: tokens[role] });
        const label = `${role}: ${route.method} ${route.url} (${res.status})`;
        if (route.roles!.includes(role)) expect([401, 403], label).not.toContain(res.status);
        else {
          expect(res.status, label).toBe(403);
          expect(await res.json(), label).toEqual({ message: 'Your role does not give access to this.' });
        }
      }
    }
  });

  it('keeps personal data and its exports from the roles that may not make them', async () => {
    const personal = [
      '/api/donors',
      '/api/donations',
      '/api/orders',
      '/api/payments',
      '/api/recurring',
      '/api/subscriptions',
    ];
    for (const path of personal) {
      expect((await s.request(path, { token: tokens.viewer })).status, `viewer ${path}`).toBe(403);
      expect((await s.request(path, { token: tokens.content })).status === 403 || path === '/api/subscriptions').toBe(
        true,
      );
    }
    expect((await s.request('/api/donors', { token: tokens.finance })).status).toBe(200);
    expect((await s.request('/api/donors', { token: tokens.sponsorship })).status).toBe(403);
    // Everyone reads the dashboard's figures.
    expect((await s.request('/api/stats', { token: tokens.viewer })).status).toBe(200);
  });

  it('tells who is signed in, with their role', async () => {
    const res = await s.request('/api/auth/me', { token: tokens.finance });
    expect(((await res.json()) as { data: { role: string } }).data.role).toBe('finance');
  });

  it('refuses to start with an admin route that declares no roles, naming the route', async () => {
    const app = Fastify();
    installGuard(app, s.database.db);
    expect(() =>
      app.route({ method: 'GET', url: '/api/new-thing', config: { auth: 'admin' }, handler: async () => ({}) }),
    ).toThrow(/GET \/api\/new-thing must declare the staff roles/);
    await app.close();
  });

  it('refuses to start with a dashboard screen that declares no roles, naming it', () => {
    const routes = {
      'dashboard-donors': { id: 'dashboard-donors', path: 'donors' },
      'prefixed-new_screen': { id: 'prefixed-new_screen', path: ':adminPrefix/new_screen' },
    };
    expect(() => checkScreenRoles({ routes } as never)).toThrow(
      /:adminPrefix\/new_screen .*must declare the staff roles/,
    );
    expect(() => checkScreenRoles({ routes: { a: routes['dashboard-donors'] } } as never)).not.toThrow();
    expect(Object.keys(screenRoles)).toContain('staff');
  });
});
