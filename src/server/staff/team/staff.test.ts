import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminUsers } from '~/server/core/db/schema';
import { staffInvitations } from '~/server/core/db/staff-schema';
import { TEST_ADMIN, testServerForFile, type TestServer } from '~test/server';
import { STAFF_PASSWORD, emailedStaffLink, makeStaff, passwordSignIn, tokenFor, tokenOf } from '~test/staff';

let s: TestServer;
let admin: string;
testServerForFile((t) => ({ s, token: admin } = t));

const idOf = async (email: string) =>
  (await s.database.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email)))[0]!.id;
const patch = (id: string, json: unknown, token = admin) =>
  s.request(`/api/staff/${id}`, { method: 'PATCH', json, token });

describe('the Staff screen', () => {
  it('invites by e-mail with a role: the link (72 hours, once) lets them choose a password and sign in', async () => {
    const email = 'new.colleague@test.example';
    const res = await s.request('/api/staff/invitations', {
      method: 'POST',
      token: admin,
      json: { email, name: 'New Colleague', role: 'sponsorship' },
    });
    expect(res.status).toBe(201);
    const list = (await (await s.request('/api/staff', { token: admin })).json()) as {
      invitations: { email: string; role: string; expiresAt: string }[];
    };
    const invitation = list.invitations.find((i) => i.email === email)!;
    expect(invitation.role).toBe('sponsorship');
    const hours = (Date.parse(invitation.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    // Only the token's hash is stored.
    const token = tokenOf(await emailedStaffLink(s, email, 'invitation'));
    const stored = await s.database.db.select().from(staffInvitations);
    expect(JSON.stringify(stored)).not.toContain(token);

    const lookup = await s.request(`/api/auth/invitation?token=${token}`);
    expect(await lookup.json()).toEqual({ data: { email, name: 'New Colleague', role: 'sponsorship' } });
    const weak = await s.request('/api/auth/invitation', { method: 'POST', json: { token, password: 'Password1234' } });
    expect(weak.status).toBe(400);
    const accept = await s.request('/api/auth/invitation', {
      method: 'POST',
      json: { token, password: STAFF_PASSWORD },
    });
    expect(accept.status).toBe(201);
    const again = await s.request('/api/auth/invitation', {
      method: 'POST',
      json: { token, password: STAFF_PASSWORD },
    });
    expect(again.status).toBe(400);

    const signIn = await passwordSignIn(s, email);
    expect(signIn.body).toMatchObject({ next: 'dashboard', user: { email, role: 'sponsorship' } });
    expect((await s.request('/api/staff', { token: signIn.body.token as string })).status).toBe(403);
  });

  it('refuses to invite an address that already has an account, and withdraws an invitation', async () => {
    const taken = await s.request('/api/staff/invitations', {
      method: 'POST',
      token: admin,
      json: { email: 'admin@test.example', name: 'Again', role: 'viewer' },
    });
    expect(taken.status).toBe(409);
    await s.request('/api/staff/invitations', {
      method: 'POST',
      token: admin,
      json: { email: 'withdrawn@test.example', name: 'Maybe', role: 'viewer' },
    });
    const token = tokenOf(await emailedStaffLink(s, 'withdrawn@test.example', 'invitation'));
    const [row] = await s.database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, 'withdrawn@test.example'));
    expect((await s.request(`/api/staff/invitations/${row!.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await s.request(`/api/auth/invitation?token=${token}`)).status).toBe(404);
  });

  it('changes a role, and deactivating ends the person’s sessions at once', async () => {
    const email = await makeStaff(s.database.db, 'content');
    const id = await idOf(email);
    expect((await patch(id, { role: 'finance' })).status).toBe(200);
    const token = await tokenFor(s, email);
    expect((await s.request('/api/donors', { token })).status).toBe(200);
    expect((await patch(id, { active: false })).status).toBe(200);
    expect((await s.request('/api/auth/me', { token })).status).toBe(401);
    expect((await passwordSignIn(s, email)).status).toBe(401);
    const people = (await (await s.request('/api/staff', { token: admin })).json()) as {
      data: { email: string; active: boolean; role: string; lastSignInAt: string | null }[];
    };
    expect(people.data.find((p) => p.email === email)).toMatchObject({ active: false, role: 'finance' });
    expect(people.data.find((p) => p.email === email)!.lastSignInAt).not.toBeNull();
    expect((await patch(id, { active: true })).status).toBe(200);
    expect((await passwordSignIn(s, email)).status).toBe(200);
  });

  it('ends the sessions of a person whose role changes: a viewer promoted cannot invite on a password-only session', async () => {
    const email = await makeStaff(s.database.db, 'viewer');
    const token = await tokenFor(s, email);
    expect((await patch(await idOf(email), { role: 'administrator' })).status).toBe(200);
    const invite = await s.request('/api/staff/invitations', {
      method: 'POST',
      token,
      json: { email: 'planted-admin@test.example', name: 'Planted', role: 'administrator' },
    });
    expect(invite.status).toBe(401);
    expect((await s.request('/api/auth/me', { token })).status).toBe(401);
  });

  it('keeps the last active administrator: not demoted, not deactivated, even by two at once', async () => {
    const me = await idOf('admin@test.example');
    const [others] = await Promise.all([
      s.database.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.role, 'administrator')),
    ]);
    // Make the test admin the only administrator.
    for (const o of others)
      if (o.id !== me) await s.database.db.update(adminUsers).set({ role: 'viewer' }).where(eq(adminUsers.id, o.id));
    expect((await patch(me, { role: 'content' })).status).toBe(409);
    expect((await patch(me, { active: false })).status).toBe(409);

    const second = await makeStaff(s.database.db, 'administrator');
    const secondToken = await tokenFor(s, second);
    const secondId = await idOf(second);
    // Each demotes the other at the same moment: one of them stays an administrator.
    const results = await Promise.all([
      patch(secondId, { role: 'viewer' }),
      patch(me, { role: 'viewer' }, secondToken),
    ]);
    // (The loser is refused as the last administrator, or, when the winner's change came first, as
    // signed out: a role change ends the sessions of the person changed.)
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((x) => x === 200)).toHaveLength(1);
    expect(statuses.filter((x) => [401, 403, 409].includes(x))).toHaveLength(1);
    const left = await s.database.db.select().from(adminUsers).where(eq(adminUsers.role, 'administrator'));
    expect(left.filter((a) => a.active)).toHaveLength(1);
    // Put things back for the other tests.
    await s.database.db.update(adminUsers).set({ role: 'administrator' }).where(eq(adminUsers.id, me));
    // A fresh sign-in: s.login() keeps its first token, which the demotion (when it won) ended.
    const signIn = await s.request('/api/auth/login', { method: 'POST', json: TEST_ADMIN });
    admin = ((await signIn.json()) as { token: string }).token;
  });

  it('writes every change in the activity log', async () => {
    const log = (await (await s.request('/api/activity?entity=admin_user', { token: admin })).json()) as {
      data: { action: string; before: unknown; after: unknown }[];
    };
    expect(log.data.some((e) => JSON.stringify(e.after).includes('finance'))).toBe(true);
    const invites = (await (await s.request('/api/activity?entity=staff_invitation', { token: admin })).json()) as {
      data: { action: string }[];
    };
    expect(invites.data.map((e) => e.action)).toEqual(expect.arrayContaining(['create', 'delete']));
  });
});
