import { sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { readJournal } from '~/server/db/migrations';
import { ident, listTables, rowsOf } from './catalog';

/**
 * The backup's own format, the same from PGlite and PostgreSQL (either restores into the
 * other): text lines, gzip-compressed by the caller.
 *   H {header}            format, version, when, source database, migration level
 *   T {"table","columns"} a table starts; its rows follow
 *   R <row>               one row as PostgreSQL's own to_jsonb(): images (bytea) as \x hex,
 *                         times with their offset, numbers exact
 *   E {"tables","rows"}   the end: a file cut short has no E line and is refused
 * Every table of the application is in it: records, settings, images and their variants,
 * the mail outbox.
 */
export const BACKUP_FORMAT = 'musanze-charity-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  source: 'pglite' | 'postgres';
  /** How many migrations the database had applied, and the last one's name. */
  migrations: number;
  lastMigration: string | null;
}

export interface DumpStats {
  tables: number;
  rows: number;
}

const FETCH = 100;

/**
 * Writes every table inside one read-only REPEATABLE READ transaction: a snapshot, so a
 * backup taken while the site takes donations holds each payment whole or not at all
 * (on PGlite, which runs one transaction at a time, writes wait until it ends).
 */
export async function dumpDatabase(
  db: Db,
  source: BackupHeader['source'],
  write: (line: string) => Promise<void>,
  now = new Date(),
): Promise<DumpStats> {
  return db.transaction(
    async (tx) => {
      const [level] = await rowsOf<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
      const migrations = Number(level?.n ?? 0);
      const journal = readJournal().entries;
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: now.toISOString(),
        source,
        migrations,
        lastMigration: journal[migrations - 1]?.tag ?? null,
      };
      await write(`H ${JSON.stringify(header)}\n`);
      let rows = 0;
      const tables = await listTables(tx);
      for (const table of tables) {
        await write(`T ${JSON.stringify({ table: table.name, columns: table.columns })}\n`);
        // A cursor, so a table of photos is never in memory at once.
        await tx.execute(
          sql`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT to_jsonb(t)::text AS j FROM ${ident(table.name)} t`,
        );
        for (;;) {
          const batch = await rowsOf<{ j: string }>(tx, sql.raw(`FETCH ${FETCH} FROM backup_rows`));
          for (const r of batch) await write(`R ${r.j}\n`);
          rows += batch.length;
          if (batch.length < FETCH) break;
        }
        await tx.execute(sql`CLOSE backup_rows`);
      }
      await write(`E ${JSON.stringify({ tables: tables.length, rows })}\n`);
      return { tables: tables.length, rows };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
