import { type Config, ConfigError } from '~/server/core/config';
import { type Database, openDatabase } from '~/server/core/db/client';
import { DataDirLockedError } from '~/server/core/db/data-dir-lock';
import { ownerOnlyFiles } from '~/server/core/db/data-dir-mode';

/**
 * The database a command line tool works on, as the server finds it (DATABASE_URL or
 * DATA_DIR), or the refusal when the embedded one belongs to another process (the
 * running site): each tool says what that means for it.
 */
export async function openForCommand(config: Config, lockRole: string): Promise<Database | DataDirLockedError> {
  try {
    return await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, lockRole });
  } catch (e) {
    if (e instanceof DataDirLockedError) return e;
    throw e;
  }
}

/**
 * Runs a tool's main and exits with its code; an error it did not expect exits 1 with
 * its message (the whole error, stack and all, when `stack` is asked for).
 */
export function runCommand(main: (argv: string[]) => Promise<number>, { stack = false } = {}): void {
  // What a tool writes into DATA_DIR (a restored database, a backup) is the owner's alone, as the server's is.
  ownerOnlyFiles();
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err) => {
      console.error(err instanceof ConfigError || (!stack && err instanceof Error) ? err.message : err);
      process.exit(1);
    },
  );
}
