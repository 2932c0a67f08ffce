import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bumpContentVersion } from '~/server/core/content/version-bump';
import { openDatabase, type Database } from '~/server/core/db/client';
import { gifts } from '~/server/core/db/schema';
import { createContentVersion } from './content-version';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(async () => {
  await database.close();
});

/** A gift added as the application adds one: with the bump, in one transaction. */
const addGift = (name: string) =>
  database.db.transaction(async (tx) => {
    await tx
      .insert(gifts)
      .values({ name, description: 'A test gift', priceCents: 1000, quantity: 1, category: 'other' });
    await bumpContentVersion(tx);
  });

describe('the content version on the embedded database', () => {
  it('is read once, then reused until something is written', async () => {
    const version = createContentVersion(database.db, database.writeGeneration);
    const execute = vi.spyOn(database.db, 'execute');
    const first = await version.current();
    expect(await version.current()).toBe(first);
    expect(await Promise.all([version.current(), version.current()])).toEqual([first, first]);
    expect(execute).toHaveBeenCalledTimes(1);
    // Reading other tables writes nothing.
    await database.db.select().from(gifts);
    expect(await version.current()).toBe(first);
    expect(execute).toHaveBeenCalledTimes(1);
    execute.mockRestore();
  });

  it('sees a bump made in a transaction, through the query builder or raw SQL at once', async () => {
    const version = createContentVersion(database.db, database.writeGeneration);
    const v0 = await version.current();
    await addGift('In a transaction');
    const v1 = await version.current();
    expect(v1).toBeGreaterThan(v0);
    await bumpContentVersion(database.db);
    const v2 = await version.current();
    expect(v2).toBeGreaterThan(v1);
    await database.db.execute(sql`UPDATE content_version SET version = version + 1 WHERE id = 1`);
    expect(await version.current()).toBeGreaterThan(v2);
  });

  it('does not move on a write to the content alone: the writer bumps it (content/version-bump.ts)', async () => {
    const reader = createContentVersion(database.db);
    const v0 = await reader.current();
    await database.db.execute(sql`UPDATE gifts SET price_cents = price_cents + 1`);
    expect(await reader.current()).toBe(v0);
  });

  it('a read that starts while a write is under way waits for it', async () => {
    const version = createContentVersion(database.db, database.writeGeneration);
    await version.current();
    const before = database.writeGeneration!();
    const write = addGift('Concurrent');
    // Once the write has reached the database, a read is queued behind it.
    while (database.writeGeneration!() === before) await new Promise((r) => setImmediate(r));
    const read = version.current();
    await write;
    expect(await read).toBe(await createContentVersion(database.db).current());
  });
});

describe('without a write counter (PostgreSQL)', () => {
  it('asks the database every time', async () => {
    const version = createContentVersion(database.db);
    const execute = vi.spyOn(database.db, 'execute');
    await version.current();
    await version.current();
    expect(execute).toHaveBeenCalledTimes(2);
    execute.mockRestore();
  });
});
