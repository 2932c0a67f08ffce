import { sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { ident, listSequences, listTables, rowsOf } from './catalog';
import { BACKUP_FORMAT, type BackupHeader, type DumpStats } from './dump';
import { BackupFormatError } from './errors';
import { type BackupFileEntry, parseFileLine } from './files';

export { BackupFormatError };

/** Reads the H line a backup starts with. */
export function parseHeader(line: string | undefined): BackupHeader {
  if (!line?.startsWith('H ')) throw new BackupFormatError('This is not a backup of this site (no header).');
  const header = JSON.parse(line.slice(2)) as BackupHeader;
  if (header.format !== BACKUP_FORMAT) throw new BackupFormatError('This is not a backup of this site.');
  if (header.version !== 1 && header.version !== 2)
    throw new BackupFormatError(`Backup format version ${header.version} is not known here.`);
  return header;
}

const BATCH_ROWS = 200;
const BATCH_BYTES = 4 * 1024 * 1024;

/**
 * Loads the rows that follow a backup's header into an empty database migrated to the
 * backup's level, in one transaction (all or nothing). The tables' own triggers (the kept
 * totals) are off meanwhile: the totals are in the backup as they were. Then every
 * sequence continues past the highest id restored. The outbox files (F lines) go to
 * `onFile` (a staging folder, placed once the rows are in: restore.ts).
 */
export async function loadRows(
  db: Db,
  lines: AsyncIterator<string>,
  onFile?: (entry: BackupFileEntry) => Promise<void>,
): Promise<DumpStats> {
  return db.transaction(async (tx) => {
    const tables = await listTables(tx);
    const known = new Map(tables.map((t) => [t.name, new Set(t.columns)]));
    for (const t of tables) await tx.execute(sql`ALTER TABLE ${ident(t.name)} DISABLE TRIGGER USER`);
    // What the migrations themselves inserted (counters, defaults) is in the backup too, as it was.
    if (tables.length)
      await tx.execute(
        sql`TRUNCATE ${sql.join(
          tables.map((t) => ident(t.name)),
          sql`, `,
        )}`,
      );

    let table: string | null = null;
    let columns: string[] = [];
    let batch: string[] = [];
    let batchBytes = 0;
    let rows = 0;
    let tableCount = 0;
    let files = 0;
    let end: DumpStats | null = null;
    const flush = async () => {
      if (!table || batch.length === 0) return;
      const cols = sql.join(
        columns.map((c) => ident(c)),
        sql`, `,
      );
      await tx.execute(
        sql`INSERT INTO ${ident(table)} (${cols}) OVERRIDING SYSTEM VALUE
            SELECT ${cols} FROM jsonb_populate_recordset(NULL::${ident(table)}, ${`[${batch.join(',')}]`}::jsonb)`,
      );
      rows += batch.length;
      batch = [];
      batchBytes = 0;
    };
    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      const line = next.value;
      if (line.startsWith('R ')) {
        if (!table) throw new BackupFormatError('A row before any table.');
        batch.push(line.slice(2));
        batchBytes += line.length;
        if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) await flush();
      } else if (line.startsWith('T ')) {
        await flush();
        const t = JSON.parse(line.slice(2)) as { table: string; columns: string[] };
        const target = known.get(t.table);
        if (!target) throw new BackupFormatError(`The backup has a table this database does not: ${t.table}.`);
        table = t.table;
        columns = t.columns.filter((c) => target.has(c));
        tableCount++;
      } else if (line.startsWith('F ')) {
        await flush();
        const entry = parseFileLine(line);
        await onFile?.(entry);
        files++;
      } else if (line.startsWith('E ')) {
        await flush();
        end = JSON.parse(line.slice(2)) as DumpStats;
      } else if (line !== '') {
        throw new BackupFormatError('The backup has a line this version cannot read.');
      }
    }
    if (!end) throw new BackupFormatError('The backup is cut short (no end line): nothing was restored.');
    if (end.rows !== rows || end.tables !== tableCount || (end.files ?? 0) !== files)
      throw new BackupFormatError(
        `The backup says ${end.rows} rows and ${end.files ?? 0} files, ${rows} and ${files} were read: nothing was restored.`,
      );

    for (const t of tables) await tx.execute(sql`ALTER TABLE ${ident(t.name)} ENABLE TRIGGER USER`);
    for (const s of await listSequences(tx)) {
      if (!s.sequence) continue;
      await rowsOf(
        tx,
        sql`SELECT setval(${s.sequence}::regclass, coalesce((SELECT max(${ident(s.column)}) FROM ${ident(s.table)}), 0) + 1, false)`,
      );
    }
    return { tables: tableCount, rows, files };
  });
}
