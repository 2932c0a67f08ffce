import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { adminUsers } from '~/server/core/db/schema';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { passkeys } from '~/server/core/db/staff-schema';
import { startTestServer, type TestServer } from '~test/server';
import { softPasskey } from '~test/soft-passkey';
import { STAFF_PASSWORD, emailedStaffLink, makeStaff, tokenFor, tokenOf } from '~test/staff';

/**
 * Issue 37.1 and 37.10: a session alone (stolen, or left open) cannot add or remove a
 * passkey or an authenticator app; each change asks for the password (and the current
 * code), is in the activity log and is e-mailed to the person.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const post = (path: string, token: string, json: unknown = {}) => s.request(path, { method: 'POST', token, json });
const notices = async (email: string) =>
  (
    await s.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'staff-security-notice')))
  ).map((m) => m.subject);
const userId = async (email: string) =>
  (await s.database.db.select().from(adminUsers).where(eq(adminUsers.email, email)))[0]!.id;
/** The passkeys a person has now. */
const passkeysOf = async (email: string) =>
  s.database.db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, await userId(email)));

/** Adds the authenticator app on the Account screen's API; answers the recovery codes. */
async function addApp(token: string) {
  const setup = (await (await post('/api/account/totp/setup', token)).json()) as { data: { secret: string } };
  const code = await generate({ secret: setup.data.secret });
  return { secret: setup.data.secret, code };
}

describe('changes to how one signs in ask for a fresh proof', () => {
  it('adds an authenticator app only with the password, logged and e-mailed', async () => {
    const email = await makeStaff(s.database.db, 'content');
    const token = await tokenFor(s, email);
    const { code } = await addApp(token);
    expect((await post('/api/account/totp/confirm', token, { code })).status).toBe(400);
    const wrong = await post('/api/account/totp/confirm', token, { code, password: 'not-the-password-1' });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toMatch(/^password: /);
    expect(await notices(email)).toEqual([]);

    const ok = await post('/api/account/totp/confirm', token, { code, password: STAFF_PASSWORD });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
    expect(await notices(email)).toEqual([expect.stringContaining('An authenticator app was added')]);
    const log = (await (
      await s.request(`/api/activity?entityId=${await userId(email)}`, { token: await s.login() })
    ).json()) as {
      data: { after: unknown }[];
    };
    expect(JSON.stringify(log.data)).toContain('authenticatorApp');
  });

  it('with the app on, new recovery codes and its removal need the password and a current code', async () => {
    const email = await makeStaff(s.database.db, 'finance');
    const token = await tokenFor(s, email);
    const { code } = await addApp(token);
    const confirmed = await post('/api/account/totp/confirm', token, { code, password: STAFF_PASSWORD });
    const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };

    // The session alone, or the password alone: refused.
    expect((await post('/api/account/recovery-codes', token)).status).toBe(400);
    expect((await post('/api/account/recovery-codes', token, { password: STAFF_PASSWORD })).status).toBe(400);
    expect((await post('/api/account/totp/remove', token, { password: STAFF_PASSWORD })).status).toBe(400);
    expect(
      (await post('/api/account/totp/remove', token, { password: STAFF_PASSWORD, currentCode: 'aaaaa-bbbbb' })).status,
    ).toBe(400);
    // The old unguarded removal is gone.
    expect((await s.request('/api/account/totp', { method: 'DELETE', token })).status).toBe(404);

    const fresh = await post('/api/account/recovery-codes', token, {
      password: STAFF_PASSWORD,
      currentCode: recoveryCodes[0],
    });
    expect(fresh.status).toBe(200);
    const { recoveryCodes: newCodes } = (await fresh.json()) as { recoveryCodes: string[] };
    const removed = await post('/api/account/totp/remove', token, {
      password: STAFF_PASSWORD,
      currentCode: newCodes[0],
    });
    expect(removed.status).toBe(200);
    const [user] = await s.database.db.select().from(adminUsers).where(eq(adminUsers.email, email));
    expect(user!.totpSecret).toBeNull();
    expect(await notices(email)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('New recovery codes'),
        expect.stringContaining('The authenticator app was removed'),
      ]),
    );
  });

  it('starts adding a passkey only with the password, and removes one only with it', async () => {
    const email = await makeStaff(s.database.db, 'sponsorship');
    const token = await tokenFor(s, email);
    expect((await post('/api/auth/passkey/register/options', token)).status).toBe(400);
    expect((await post('/api/auth/passkey/register/options', token, { password: 'nope-nope-nope' })).status).toBe(400);
    expect((await post('/api/auth/passkey/register/options', token, { password: STAFF_PASSWORD })).status).toBe(200);

    const device = softPasskey();
    const [key] = await s.database.db
      .insert(passkeys)
      .values({
        userId: await userId(email),
        credentialId: device.credentialId,
        publicKey: device.publicKey,
        counter: 0,
        name: 'Phone',
      })
      .returning({ id: passkeys.id });
    expect((await s.request(`/api/account/passkeys/${key!.id}`, { method: 'DELETE', token })).status).toBe(404);
    expect((await post(`/api/account/passkeys/${key!.id}/remove`, token)).status).toBe(400);
    // The passkey is this person's only second factor: it is asked for too (passkey-proof.test.ts).
    expect((await post(`/api/account/passkeys/${key!.id}/remove`, token, { password: STAFF_PASSWORD })).status).toBe(
      400,
    );
    const options = await post('/api/auth/passkey/proof/options', token);
    const cookie = (options.headers.get('set-cookie') ?? '').match(/wac=[^;]+/)![0];
    const { data } = (await options.json()) as { data: { challenge: string } };
    const proof = await s.request('/api/auth/passkey/proof', {
      method: 'POST',
      token,
      json: { response: device.answer(data, s.url) },
      headers: { cookie },
    });
    expect(proof.status).toBe(200);
    const ok = await post(`/api/account/passkeys/${key!.id}/remove`, token, { password: STAFF_PASSWORD });
    expect(ok.status).toBe(200);
    expect(await s.database.db.select().from(passkeys).where(eq(passkeys.id, key!.id))).toHaveLength(0);
    expect(await notices(email)).toEqual([expect.stringContaining('A passkey was removed')]);
  });

  it('a password reset by e-mail removes the passkeys by default, ends every session and is e-mailed', async () => {
    const ask = (email: string) => s.request('/api/auth/password-reset/request', { method: 'POST', json: { email } });
    const reset = async (email: string, json: Record<string, unknown>) => {
      await ask(email);
      let link = '';
      for (let i = 0; i < 200 && !link; i++) {
        link = await emailedStaffLink(s, email, 'reset').catch(() => '');
        if (!link) await new Promise((r) => setTimeout(r, 50));
      }
      return s.request('/api/auth/password-reset', { method: 'POST', json: { token: tokenOf(link), ...json } });
    };
    const plant = async (email: string) =>
      s.database.db
        .insert(passkeys)
        .values({ userId: await userId(email), credentialId: `c-${email}`, publicKey: 'x', counter: 0, name: 'Key' });

    const email = await makeStaff(s.database.db, 'viewer');
    const before = await tokenFor(s, email);
    await plant(email);
    expect((await reset(email, { password: 'copper-meadow-violin-77' })).status).toBe(200);
    expect(await passkeysOf(email)).toHaveLength(0);
    expect((await s.request('/api/auth/me', { token: before })).status).toBe(401);
    expect(await notices(email)).toEqual([expect.stringContaining('password')]);

    const keeps = await makeStaff(s.database.db, 'viewer');
    await plant(keeps);
    expect((await reset(keeps, { password: 'copper-meadow-violin-77', removePasskeys: false })).status).toBe(200);
    expect(await passkeysOf(keeps)).toHaveLength(1);
  });
});
