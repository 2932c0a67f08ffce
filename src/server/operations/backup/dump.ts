import { sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { readJournal } from '~/server/core/db/migrations';
import { listTables, rowsOf } from './catalog';
import { rowsSelect } from './left-out';

/**
 * The backup's own format, the same from PGlite and PostgreSQL (either restores into the
 * other): text lines, gzip-compressed by the caller.
 *   H {header}            format, version, when, source database, migration level
 *   T {"table","columns"} a table starts; its rows follow
 *   R <row>               one row as PostgreSQL's own to_jsonb(): images (bytea) as \x hex,
 *                         times with their offset, numbers exact
 *   F {"folder","name","mtime","data"}  (version 2) a file of DATA_DIR's mail or text
 *                         outbox, its bytes in base64 (files.ts)
 *   E {"tables","rows","files"}  the end: a file cut short has no E line and is refused
 * Every table of the application is in it: records, settings, images and their variants,
 * the mail queue; and the outbox folders' files. Never the site's signing keys nor the
 * staff's authenticator secrets (left-out.ts).
 */
export const BACKUP_FORMAT = 'musanze-charity-backup';
export const BACKUP_VERSION = 2;

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
  /** Files of the outbox folders (version 2; absent from a version 1 backup). */
  files?: number;
}

const FETCH = 100;
/** A table with bytes (photos, up to 5 MB each, twice that as hex): two rows at a time, so a backup never holds many in memory. */
const FETCH_BYTES = 2;

/**
 * Writes every table inside one read-only REPEATABLE READ transaction: a snapshot, so a
 * backup taken while the site takes donations holds each payment whole or not at all
 * (on PGlite, which runs one transaction at a time, writes wait until it ends). Then the
 * outbox folders' files (`files`: F lines), outside the transaction, and the end line.
 */
export async function dumpDatabase(
  db: Db,
  source: BackupHeader['source'],
  write: (line: string) => Promise<void>,
  now = new Date(),
  files: AsyncIterable<string> | Iterable<string> = [],
): Promise<DumpStats> {
  const stats = await db.transaction(
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
      const withBytes = new Set(
        (
          await rowsOf<{ name: string }>(
            tx,
            sql`SELECT DISTINCT c.relname AS name FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
                JOIN pg_namespace n ON n.oid = c.relnamespace
                WHERE n.nspname = 'public' AND a.atttypid = 'bytea'::regtype AND a.attnum > 0 AND NOT a.attisdropped`,
          )
        ).map((r) => r.name),
      );
      for (const table of tables) {
        const fetch = withBytes.has(table.name) ? FETCH_BYTES : FETCH;
        await write(`T ${JSON.stringify({ table: table.name, columns: table.columns })}\n`);
        // A cursor, so a table of photos is never in memory at once.
        await tx.execute(sql`DECLARE backup_rows NO SCROLL CURSOR FOR ${rowsSelect(table.name)}`);
        for (;;) {
          const batch = await rowsOf<{ j: string }>(tx, sql.raw(`FETCH ${fetch} FROM backup_rows`));
          for (const r of batch) await write(`R ${r.j}\n`);
          rows += batch.length;
          if (batch.length < fetch) break;
        }
        await tx.execute(sql`CLOSE backup_rows`);
      }
      return { tables: tables.length, rows };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  let fileCount = 0;
  for await (const line of files) {
    await write(line);
    fileCount++;
  }
  const end: DumpStats = { ...stats, files: fileCount };
  await write(`E ${JSON.stringify(end)}\n`);
  return end;
}
