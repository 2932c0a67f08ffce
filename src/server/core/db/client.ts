import { mkdirSync } from 'node:fs';
import { closeToOthers } from './data-dir-mode';
import { PGlite, types } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as cacheTables from './cache-schema';
import * as limitTables from './limits-schema';
import * as mailTables from './mail-schema';
import * as recurringTables from './recurring-schema';
import * as recordTables from './records-schema';
import * as contentTables from './schema';
import * as settingsTables from './settings-schema';
import * as sponsorshipTables from './sponsorship-schema';
import * as imageTables from './images-schema';
import * as jobTables from './jobs-schema';
import { markTransactions } from './outside-call';
import * as smsTables from './sms-schema';
import * as givingLinkTables from './giving-links-schema';
import * as backupTables from './backup-schema';
import { migrationsFolder } from './migrations';
import { type DataDirLock, lockDataDir, lockedDir } from './data-dir-lock';
import * as staffTables from './staff-schema';
import * as activityTables from './activity-schema';
import * as supporterTables from './supporters-schema';
import * as supporterNoteTables from './supporter-notes-schema';
import * as departureTables from './departure-schema';
import * as childGiftTables from './child-gifts-schema';
import * as mailEventTables from '~/server/core/db/mail-events-schema';
import * as preapprovalTables from './preapproval-schema';
import * as importRunTables from './import-runs-schema';

/** Every table, for Drizzle's relational queries. */
const schema = {
  ...contentTables,
  ...mailTables,
  ...cacheTables,
  ...limitTables,
  ...settingsTables,
  ...recurringTables,
  ...recordTables,
  ...sponsorshipTables,
  ...imageTables,
  ...jobTables,
  ...smsTables,
  ...givingLinkTables,
  ...backupTables,
  ...staffTables,
  ...activityTables,
  ...supporterTables,
  ...supporterNoteTables,
  ...departureTables,
  ...childGiftTables,
  ...mailEventTables,
  ...preapprovalTables,
  ...importRunTables,
};

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Only for the embedded database, which one process owns: a number that changes
   * whenever a statement that may write is submitted (anything but a plain SELECT, and
   * every transaction). Lets a reader reuse what it last read while nothing was written.
   */
  writeGeneration?: () => number;
  /** The embedded database's directory lock (a data directory is owned by one process). */
  lock?: DataDirLock;
  close(): Promise<void>;
}

/** Any number of instances may start at once: the first takes this lock and migrates, the others wait. */
const MIGRATION_LOCK = 727_001;

export interface OpenOptions {
  /** postgres:// URL; without it an embedded PGlite database is used. */
  databaseUrl?: string;
  /** PGlite directory; without it (and without a URL) the database lives in memory. */
  dataDir?: string;
  /**
   * An in-memory PGlite database starts as a copy of this dump (PGlite's `dumpDataDir`,
   * made of an already migrated database): the test suite makes one per run rather than
   * setting up a new cluster for each of its servers. Migrations still run (none is due).
   */
  template?: Blob;
  /** Who takes the data directory's lock: 'server' (the default) or a command's name. */
  lockRole?: string;
  /** How long (ms) to wait for the data directory's lock while another live process holds it (default 0: refuse at once). */
  lockWait?: number;
  /** Run the migrations from this folder (restore: up to a backup's level first). */
  migrationsFolder?: string;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // The PostgreSQL client is loaded only when the site runs on PostgreSQL.
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      // PostgreSQL compiles a query it estimates as costly (an aggregate over a year of
      // donations) with LLVM first: 300 ms of compiling for a 170 ms query, on every call.
      // Our queries are short and many; JIT pays only for long analytical ones.
      // Set on each new connection before it is used (a startup option instead may be
      // refused by a pooler; a server without JIT refuses the setting, which is harmless).
      onConnect: async (client) => {
        await client.query('SET jit = off').catch(() => {});
      },
    });
    // An idle client losing its connection must not take the process down.
    pool.on('error', () => {});
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder: opts.migrationsFolder ?? migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
    const db = markTransactions(drizzlePg({ client: pool, schema }) as unknown as Db);
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  let lock: DataDirLock | undefined;
  if (opts.dataDir) {
    const dir = lockedDir(opts.dataDir);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    lock = await lockDataDir(dir, opts.lockRole ?? 'server', { wait: opts.lockWait });
    // PGlite makes its files 0666 whatever the umask: closed to others at every opening (data-dir-mode.ts).
    closeToOthers(dir);
    client = new PGlite(dir, { startParams: [...PGlite.defaultStartParams, ...SMALL_SERVER], ...BYTEA_AS_HEX });
  } else {
    client = new PGlite({ ...(opts.template ? { loadDataDir: opts.template } : {}), ...BYTEA_AS_HEX });
  }
  const writeGeneration = trackWrites(client);
  const pdb = drizzlePglite({ client, schema });
  try {
    await migratePglite(pdb, { migrationsFolder: opts.migrationsFolder ?? migrationsFolder });
    // And the files its start made (its folders, 0700, keep others from those it makes later).
    if (opts.dataDir) closeToOthers(lockedDir(opts.dataDir));
  } catch (e) {
    await client.close().catch(() => {});
    await lock?.release();
    throw e;
  }
  const close = async () => {
    try {
      await client.close();
    } finally {
      await lock?.release();
    }
  };
  return { db: markTransactions(pdb as unknown as Db), kind: 'pglite', writeGeneration, lock, close };
}

/**
 * The embedded database's memory on a small server: PostgreSQL's defaults
 * (128 MB of shared buffers) are sized for a machine that runs only the database; the
 * charity's whole database fits in a few MB and the OS caches its files anyway.
 *
 * PGlite's WebAssembly build zeroes its shared memory when it starts, so every megabyte of
 * it is resident for good: the shared buffers (4 MB, 512 pages: a miss reads the page from
 * the OS's cache) and the tables sized by `max_connections` (locks, processes: PGlite is one
 * process with one connection; 4 is the least PostgreSQL accepts beside its 3 reserved
 * ones). Measured idle: 33 MiB of WebAssembly memory touched with 16 MB and 100, 17 MiB with
 * these (docs/performance.md, "Memory").
 */
const SMALL_SERVER = [
  '-c',
  'shared_buffers=4MB',
  '-c',
  'max_connections=4',
  '-c',
  'work_mem=4MB',
  '-c',
  'maintenance_work_mem=16MB',
  '-c',
  'temp_buffers=4MB',
];

/**
 * Bytes (`bytea`: an uploaded file, a photo, a backup's parts) to and from PostgreSQL's hex
 * text by Node's own hex codec. PGlite's built-in ones make one JavaScript string per byte
 * (`Array.from(bytes).map(...)`, `parseInt` per pair): a 5 MB spreadsheet queued for import
 * held the server's thread about 1.7 s and made some 200 MB of garbage, each way
 * (docs/performance.md, "Importing").
 */
const BYTEA_AS_HEX = {
  serializers: {
    [types.BYTEA]: (bytes: unknown) => {
      if (!(bytes instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      return `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`;
    },
  },
  parsers: { [types.BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex') },
};

const PLAIN_SELECT = /^\s*select\b/i;

/**
 * Counts the statements given to PGlite that may write. PGlite runs one statement or
 * transaction at a time, in the order submitted, so a read submitted after a write
 * (and after the counter moved) sees that write. Transactions count at their start and
 * again once committed or rolled back.
 */
function trackWrites(client: PGlite): () => number {
  let generation = 0;
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, ...rest: unknown[]) => {
    if (!PLAIN_SELECT.test(text)) generation++;
    return (query as (...args: unknown[]) => unknown)(text, ...rest);
  }) as PGlite['query'];
  client.exec = ((text: string, ...rest: unknown[]) => {
    generation++;
    return (exec as (...args: unknown[]) => unknown)(text, ...rest);
  }) as PGlite['exec'];
  client.transaction = (async (callback: Parameters<PGlite['transaction']>[0]) => {
    generation++;
    try {
      return await transaction(callback);
    } finally {
      generation++;
    }
  }) as PGlite['transaction'];
  return () => generation;
}
