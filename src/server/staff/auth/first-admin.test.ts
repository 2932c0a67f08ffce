import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers } from '~/server/core/db/schema';
import { loadConfig } from '~/server/core/config';
import { startTestServer, type TestServer } from '~test/server';
import { WeakAdminPasswordError, ensureFirstAdmin } from './first-admin';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

/** Whether zxcvbn's modules (and their lists) are held by this process. */
const guessingLoaded = () => Object.keys(createRequire(import.meta.url).cache).some((k) => k.includes('@zxcvbn-ts'));
const first = (email: string, password: string) =>
  ensureFirstAdmin(s.database.db, { email, password, name: 'First', orgEmail: 'hello@example.org' }, () => {});
const adminsOf = (email: string) => s.database.db.select().from(adminUsers).where(eq(adminUsers.email, email));

describe('ADMIN_PASSWORD (issue 44: the guessing lists only while it is checked)', () => {
  it('is not checked for strength when the configuration is read', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'test', ADMIN_EMAIL: 'boss@example.org', ADMIN_PASSWORD: 'Password1234' }),
    ).not.toThrow();
    expect(guessingLoaded()).toBe(false);
  });

  it('stops the start when it is too weak to make the first admin, and makes none', async () => {
    await expect(first('weak@example.org', 'Password1234')).rejects.toBeInstanceOf(WeakAdminPasswordError);
    await expect(first('weak@example.org', 'Password1234')).rejects.toThrow(/ADMIN_PASSWORD: .*too common/);
    expect(await adminsOf('weak@example.org')).toHaveLength(0);
    expect(guessingLoaded()).toBe(false);
  });

  it('makes the admin when strong, then lets go of the lists', async () => {
    await first('strong@example.org', 'copper-meadow-violin-77');
    expect(await adminsOf('strong@example.org')).toHaveLength(1);
    expect(guessingLoaded()).toBe(false);
  });

  it('is not checked at all once its admin exists (changing it later changes nothing)', async () => {
    await first('strong@example.org', 'Password1234');
    expect(guessingLoaded()).toBe(false);
  });
});
