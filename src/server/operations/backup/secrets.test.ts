import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildServer } from '~/server/app';
import { loadConfig } from '~/server/core/config';
import { KEYS_LEFT_OUT_OF_BACKUPS } from '~/server/core/db/backup-secrets';
import { openDatabase } from '~/server/core/db/client';
import { mailSettings } from '~/server/core/db/mail-schema';
import { adminUsers } from '~/server/core/db/schema';
import { givingSecret, signGivingToken } from '~/server/giving';
import { confirmSecret } from '~/server/messaging';
import { callbackSecret } from '~/server/core/sms/callback-key';
import { testCleanups } from '~test/cleanups';
import { throwawayPostgres } from '~test/process';
import { TEST_ADMIN, startTestServer } from '~test/server';
import { STAFF_PASSWORD, makeStaff, passwordSignIn } from '~test/staff';
import { writeBackupFile } from './file';
import { restoreBackup } from './restore';

/**
 * Issue 37.4: a backup holds no key the site signs with and no authenticator secret; a
 * restore makes new keys (links signed before are refused) and asks the staff whose app
 * was left out to set one up again.
 */
const { later, tempDir } = testCleanups();

const SEED = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const PAYER = 'payer-secrets@example.org';

describe('what a backup leaves out', () => {
  it('holds no signing key and no authenticator secret; after a restore old links are refused and staff enrol again', async () => {
    const s = await startTestServer();
    later(() => s.close());
    const db = s.database.db;
    const staff = await makeStaff(db, 'viewer');
    await db.update(adminUsers).set({ totpSecret: SEED, totpLastStep: 1 }).where(eq(adminUsers.email, staff));
    // Every key made: the giving link's (at start), the confirmation's, the device cookie's (a sign-in).
    const oldLink = signGivingToken(PAYER, await givingSecret(db));
    await confirmSecret(db);
    await callbackSecret(db, s.config, 'pindo');
    await callbackSecret(db, s.config, 'africas-talking');
    expect((await passwordSignIn(s, TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(200);
    const keys = await db
      .select()
      .from(mailSettings)
      .where(inArray(mailSettings.key, [...KEYS_LEFT_OUT_OF_BACKUPS]));
    expect(keys.map((k) => k.key).sort()).toEqual(
      expect.arrayContaining([
        'at_callback_secret',
        'device_cookie_secret',
        'giving_link_secret',
        'pindo_callback_secret',
        'subscription_confirm_secret',
      ]),
    );
    expect((await s.request(`/api/giving?token=${encodeURIComponent(oldLink)}`)).status).toBe(200);

    const backup = await writeBackupFile(db, s.database.kind, tempDir('secrets-backups-'));
    const text = gunzipSync(readFileSync(backup.file)).toString('utf8');
    for (const k of keys) expect(text, k.key).not.toContain(k.value);
    expect(text).not.toContain(SEED);
    expect(text).toContain(staff); // the person is there, without the secret

    const target = process.env.TEST_DATABASE_URL // eslint-disable-line no-restricted-syntax -- the test picks its database
      ? { DATABASE_URL: (await throwawayPostgres().then((pg) => (later(() => pg.drop()), pg))).url }
      : {};
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      STAFF_REQUIRE_2FA: 'none',
      DATA_DIR: tempDir('secrets-restored-'),
      ...target,
    });
    const result = await restoreBackup(config, backup.file);
    expect(result.secondFactorsReset).toEqual([staff]);

    // The site works on the restored data, with keys of its own.
    const restored = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    const app = await buildServer({ config, db: restored.db, writeGeneration: restored.writeGeneration, web: false });
    later(async () => {
      await app.close();
      await restored.close();
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    expect((await fetch(`${url}/api/giving?token=${encodeURIComponent(oldLink)}`)).status).toBe(403);
    const newLink = signGivingToken(PAYER, await givingSecret(restored.db));
    expect((await fetch(`${url}/api/giving?token=${encodeURIComponent(newLink)}`)).status).toBe(200);
    const [person] = await restored.db.select().from(adminUsers).where(eq(adminUsers.email, staff));
    expect(person?.totpSecret).toBeNull();

    // The person with the app left out is asked to set one up again, and told why; the other signs in as before.
    const signIn = (email: string, password: string) =>
      fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    const admin = await signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(((await admin.json()) as { next: string }).next).toBe('dashboard');
    const res = await signIn(staff, STAFF_PASSWORD);
    expect(((await res.json()) as { next: string }).next).toBe('enrol');
    const sid = (res.headers.get('set-cookie') ?? '').match(/sid=([^;]+)/)?.[1];
    const pending = await fetch(`${url}/api/auth/second-factor`, { headers: { cookie: `sid=${sid}` } });
    expect(await pending.json()).toMatchObject({ data: { stage: 'enrol', reason: 'restored' } });
  });
});
