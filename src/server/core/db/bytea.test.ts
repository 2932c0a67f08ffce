import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';

/**
 * Bytes go to PGlite and come back through Node's hex codec (client.ts's `BYTEA_AS_HEX`):
 * every byte value, an empty value, a view into a larger buffer, and a 5 MB file.
 */
let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(() => database.close());

const roundTrip = async (bytes: Uint8Array) => {
  const result = await database.db.execute(
    sql`SELECT ${bytes}::bytea AS back, octet_length(${bytes}::bytea) AS size, encode(substring(${bytes}::bytea from 1 for 4), 'hex') AS head`,
  );
  return (result as unknown as { rows: { back: Buffer; size: number; head: string }[] }).rows[0]!;
};

describe('bytea on PGlite', () => {
  it('keeps every byte, in order, whatever the value', async () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => 255 - i);
    const back = await roundTrip(all);
    expect(Buffer.compare(back.back, Buffer.from(all))).toBe(0);
    expect(Number(back.size)).toBe(256);
    expect(back.head).toBe('fffefdfc');
  });

  it('sends only the view it is given, and an empty value as empty', async () => {
    const whole = Buffer.from('0123456789');
    const back = await roundTrip(whole.subarray(3, 6));
    expect(back.back.toString()).toBe('345');
    expect(Number((await roundTrip(new Uint8Array(0))).size)).toBe(0);
  });

  it('carries a 5 MB file unchanged', async () => {
    const file = randomBytes(5 * 2 ** 20);
    const back = await roundTrip(file);
    expect(Number(back.size)).toBe(file.length);
    expect(back.back.equals(file)).toBe(true);
  });
});
