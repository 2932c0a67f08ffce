import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/server/core/db/client';
import { startTestServer, type TestServer } from '~test/server';
import { readIdentity } from './identity';
import { saveSection } from './store';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ env: { ORG_NAME: 'Config Name', ORG_EMAIL: 'config@example.org' } });
});
afterAll(() => s.close());

/** A database that must not be asked. */
const untouchable = new Proxy({} as Db, {
  get: () => {
    throw new Error('queried');
  },
});
const version = async () => (await s.database.db.query.contentVersion.findFirst())!.version;

describe('readIdentity (the organisation in e-mails)', () => {
  it('answers from its cache without a query while the content version has not moved', async () => {
    expect(await readIdentity(s.database.db, s.config)).toMatchObject({ name: 'Config Name' });
    expect(await readIdentity(untouchable, s.config, await version())).toMatchObject({ name: 'Config Name' });
  });

  it('reads the saved identity once it is saved', async () => {
    const identity = await readIdentity(s.database.db, s.config);
    const [admin] = await s.database.db.query.adminUsers.findMany({ limit: 1 });
    await saveSection(s.database.db, 'identity', { ...identity, name: 'Saved Name' }, admin!.id);
    // The caller's own query read the version before the save: the cache is not trusted with it.
    await expect(readIdentity(untouchable, s.config, (await version()) - 1)).rejects.toThrow('queried');
    expect(await readIdentity(s.database.db, s.config, await version())).toMatchObject({ name: 'Saved Name' });
    expect(await readIdentity(untouchable, s.config, await version())).toMatchObject({ name: 'Saved Name' });
  });
});
