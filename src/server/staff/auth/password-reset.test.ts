import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { passwordResets } from '~/server/core/db/staff-schema';
import { startTestServer, type TestServer } from '~test/server';
import { STAFF_PASSWORD, emailedStaffLink, makeStaff, passwordSignIn, tokenFor, tokenOf } from '~test/staff';
import { RESETS_PER_HOUR, createReset } from './staff-links';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const ask = (email: string) => s.request('/api/auth/password-reset/request', { method: 'POST', json: { email } });
const reset = (token: string, password: string) =>
  s.request('/api/auth/password-reset', { method: 'POST', json: { token, password } });
/** The reset is prepared after the answer: wait (bounded) for its e-mail. */
async function linkFor(email: string, count = 1): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const rows = await s.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    if (rows.filter((r) => r.kind === 'staff-password-reset').length >= count)
      return emailedStaffLink(s, email, 'reset');
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no reset e-mail');
}

describe('password reset by e-mail', () => {
  it('answers the same whether the address has an account or not', async () => {
    const email = await makeStaff(s.database.db, 'content');
    const known = await ask(email);
    const unknown = await ask('nobody-here@test.example');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual(await unknown.json());
    await linkFor(email);
    const sent = await s.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nobody-here@test.example'));
    expect(sent).toHaveLength(0);
  });

  it('sets a new password once, refuses a weak one, and ends every session of the person', async () => {
    const email = await makeStaff(s.database.db, 'finance');
    const before = await tokenFor(s, email);
    await ask(email);
    const token = tokenOf(await linkFor(email));
    expect(JSON.stringify(await s.database.db.select().from(passwordResets))).not.toContain(token);
    expect((await reset(token, '123456789012')).status).toBe(400);
    expect((await reset(token, 'copper-meadow-violin-77')).status).toBe(200);
    expect((await reset(token, 'another-river-stone-88')).status).toBe(400);
    expect((await s.request('/api/auth/me', { token: before })).status).toBe(401);
    expect((await passwordSignIn(s, email, 'copper-meadow-violin-77')).status).toBe(200);
  });

  it('a password change voids every earlier reset and invitation link of the person (issue 37.9)', async () => {
    const email = await makeStaff(s.database.db, 'content');
    await ask(email);
    const token = tokenOf(await linkFor(email));
    const session = await tokenFor(s, email);
    const changed = await s.request('/api/account/password', {
      method: 'PUT',
      token: session,
      json: {
        currentPassword: STAFF_PASSWORD,
        newPassword: 'copper-meadow-violin-77',
        confirmPassword: 'copper-meadow-violin-77',
      },
    });
    expect(changed.status).toBe(200);
    expect((await reset(token, 'another-river-stone-88')).status).toBe(400);
    expect((await passwordSignIn(s, email, 'copper-meadow-violin-77')).status).toBe(200);

    // An invitation still open to an address whose account got a password meanwhile (npm run admin).
    const invited = 'invited-then-made@test.example';
    const admin = await s.login();
    expect(
      (
        await s.request('/api/staff/invitations', {
          method: 'POST',
          token: admin,
          json: { email: invited, name: 'X', role: 'viewer' },
        })
      ).status,
    ).toBe(201);
    const invitation = tokenOf(await emailedStaffLink(s, invited, 'invitation'));
    expect((await s.request(`/api/auth/invitation?token=${invitation}`)).status).toBe(200);
    await makeStaff(s.database.db, 'viewer', invited);
    expect((await s.request(`/api/auth/invitation?token=${invitation}`)).status).toBe(404);
  });

  it('expires: a link past its hour does nothing', async () => {
    const email = await makeStaff(s.database.db, 'viewer');
    await ask(email);
    const token = tokenOf(await linkFor(email));
    await s.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await reset(token, 'copper-meadow-violin-77')).status).toBe(400);
  });

  it(`sends at most ${RESETS_PER_HOUR} links an hour to one account, answering the same past it`, async () => {
    const email = await makeStaff(s.database.db, 'viewer');
    for (let i = 0; i < RESETS_PER_HOUR + 2; i++) expect((await ask(email)).status).toBe(202);
    await linkFor(email, RESETS_PER_HOUR);
    // The last requests are prepared after their answers: give them the time the first ones took.
    await new Promise((r) => setTimeout(r, 500));
    const sent = await s.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(sent).toHaveLength(RESETS_PER_HOUR);
  });

  it('counts requests arriving together one after another (no more links than the hour allows)', async () => {
    const email = await makeStaff(s.database.db, 'viewer');
    const made = await Promise.all(Array.from({ length: 8 }, () => createReset(s.database.db, email)));
    expect(made.filter(Boolean)).toHaveLength(RESETS_PER_HOUR);
  });
});
