import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailSettings } from '~/server/core/db/mail-schema';
import { startTestServer, type TestServer } from '~test/server';
import { storedSecret } from './stored-secret';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const db = () => s.database.db;

describe('storedSecret', () => {
  it('is made once, kept in the database, and read once per process: transactions use what was read', async () => {
    const first = storedSecret(db(), 'test_secret_a');
    expect(storedSecret(db(), 'test_secret_a')).toBe(first);
    const value = await first;
    expect(value).toMatch(/^[\w-]{43}$/);
    const [row] = await db().select().from(mailSettings).where(eq(mailSettings.key, 'test_secret_a'));
    expect(row?.value).toBe(value);
    // Inside a transaction and a savepoint: the same promise, no query.
    await db().transaction(async (tx) => {
      expect(storedSecret(tx, 'test_secret_a')).toBe(first);
      await tx.transaction(async (sp) => expect(storedSecret(sp, 'test_secret_a')).toBe(first));
    });
    // The giving link's key is read when the server starts.
    const [giving] = await db().select().from(mailSettings).where(eq(mailSettings.key, 'giving_link_secret'));
    expect(await storedSecret(db(), 'giving_link_secret')).toBe(giving?.value);
  });

  it('a secret first made in a transaction that rolls back is not kept in the cache', async () => {
    let made = '';
    await expect(
      db().transaction(async (tx) => {
        made = await storedSecret(tx, 'test_secret_b');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(made).toMatch(/^[\w-]{43}$/);
    const again = await storedSecret(db(), 'test_secret_b');
    expect(again).not.toBe(made);
    const [row] = await db().select().from(mailSettings).where(eq(mailSettings.key, 'test_secret_b'));
    expect(row?.value).toBe(again);
  });
});
