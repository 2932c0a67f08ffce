import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { adminUsers } from '~/server/core/db/schema';
import { passkeys } from '~/server/core/db/staff-schema';
import { startTestServer, type TestServer } from '~test/server';
import { softPasskey } from '~test/soft-passkey';
import { STAFF_PASSWORD, makeStaff, tokenFor } from '~test/staff';

/**
 * Issue 37: a person whose only second factor is a passkey proves a change to how they
 * sign in with the password and that passkey, answered on the same session just before.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const post = (path: string, token: string, json: unknown = {}, cookie = '') =>
  s.request(path, { method: 'POST', token, json, headers: cookie ? { cookie } : {} });
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

/** Runs the passkey proof ceremony on the session `token` with `key`; answers the last response. */
async function prove(token: string, key: ReturnType<typeof softPasskey>) {
  const options = await post('/api/auth/passkey/proof/options', token);
  expect(options.status).toBe(200);
  const cookie = (options.headers.get('set-cookie') ?? '').match(/wac=[^;]+/)![0];
  const { data } = (await options.json()) as { data: { challenge: string; rpId: string } };
  return post('/api/auth/passkey/proof', token, { response: key.answer(data, s.url) }, cookie);
}

/** A person with a passkey as their only second factor, and two sessions opened before it was added. */
async function passkeyOnly() {
  const email = await makeStaff(s.database.db, 'content');
  const [first, second] = [await tokenFor(s, email), await tokenFor(s, email)];
  const [user] = await s.database.db.select().from(adminUsers).where(eq(adminUsers.email, email));
  const key = softPasskey();
  const [row] = await s.database.db
    .insert(passkeys)
    .values({ userId: user!.id, credentialId: key.credentialId, publicKey: key.publicKey, counter: 0, name: 'Phone' })
    .returning({ id: passkeys.id });
  return { email, first, second, key, passkeyId: row!.id };
}

describe('a passkey as the only second factor is asked for each change to how one signs in', () => {
  it('refuses the password alone, and takes it with the passkey answered on this session, once', async () => {
    const { first, key, passkeyId } = await passkeyOnly();
    const alone = await post('/api/auth/passkey/register/options', first, { password: STAFF_PASSWORD });
    expect(alone.status).toBe(400);
    expect(await messageOf(alone)).toMatch(/^passkey: Confirm with your passkey first/);
    expect((await post(`/api/account/passkeys/${passkeyId}/remove`, first, { password: STAFF_PASSWORD })).status).toBe(
      400,
    );

    expect((await prove(first, key)).status).toBe(200);
    // The password is still checked, and a wrong one does not spend the proof.
    expect((await post('/api/auth/passkey/register/options', first, { password: 'not-the-password-9' })).status).toBe(
      400,
    );
    expect((await post('/api/auth/passkey/register/options', first, { password: STAFF_PASSWORD })).status).toBe(200);
    // Spent: the next change asks again.
    expect((await post('/api/auth/passkey/register/options', first, { password: STAFF_PASSWORD })).status).toBe(400);
  });

  it("does not lend one session's proof to another session of the same person", async () => {
    const { first, second, key, passkeyId } = await passkeyOnly();
    expect((await prove(first, key)).status).toBe(200);
    const elsewhere = await post(`/api/account/passkeys/${passkeyId}/remove`, second, { password: STAFF_PASSWORD });
    expect(elsewhere.status).toBe(400);
    const here = await post(`/api/account/passkeys/${passkeyId}/remove`, first, { password: STAFF_PASSWORD });
    expect(here.status).toBe(200);
    expect(await s.database.db.select().from(passkeys).where(eq(passkeys.id, passkeyId))).toHaveLength(0);
  });

  it("refuses another person's passkey, or a forged answer, as the proof", async () => {
    const { first, key } = await passkeyOnly();
    const other = await passkeyOnly();
    expect((await prove(first, other.key)).status).toBe(401);
    const options = await post('/api/auth/passkey/proof/options', first);
    const cookie = (options.headers.get('set-cookie') ?? '').match(/wac=[^;]+/)![0];
    const { data } = (await options.json()) as { data: { challenge: string } };
    // Signed for another challenge than the one this session was given.
    const forged = key.answer({ challenge: Buffer.from('not-the-challenge').toString('base64url') }, s.url);
    expect((await post('/api/auth/passkey/proof', first, { response: forged }, cookie)).status).toBe(401);
    expect(data.challenge).toBeTruthy();
    expect((await post('/api/auth/passkey/register/options', first, { password: STAFF_PASSWORD })).status).toBe(400);
  });

  it('asks for it before an authenticator app is added, and not once the app is the second factor', async () => {
    const { first, key } = await passkeyOnly();
    const setup = (await (await post('/api/account/totp/setup', first)).json()) as { data: { secret: string } };
    const code = await generate({ secret: setup.data.secret });
    const alone = await post('/api/account/totp/confirm', first, { code, password: STAFF_PASSWORD });
    expect(alone.status).toBe(400);
    expect(await messageOf(alone)).toMatch(/^passkey: /);
    expect((await prove(first, key)).status).toBe(200);
    const ok = await post('/api/account/totp/confirm', first, { code, password: STAFF_PASSWORD });
    expect(ok.status).toBe(200);
    const { recoveryCodes } = (await ok.json()) as { recoveryCodes: string[] };
    // With the app on, its code (or a recovery code) is the proof, as before.
    const fresh = await post('/api/account/recovery-codes', first, {
      password: STAFF_PASSWORD,
      currentCode: recoveryCodes[0],
    });
    expect(fresh.status).toBe(200);
  });
});
