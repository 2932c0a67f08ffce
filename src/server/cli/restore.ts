import { readFileSync } from 'node:fs';
import { loadConfig } from '~/server/core/config';
import { DataDirLockedError } from '~/server/core/db/data-dir-lock';
import { restoreBackup, RestoreRefused } from '~/server/operations';
import { runCommand } from './command';

const usage = `Usage: npm run restore -- <backup file> [--force] [--key-file <file>]
Restores a backup made by npm run backup into DATA_DIR (the embedded database) or
DATABASE_URL (PostgreSQL): either kind of backup into either kind of database.
The target must be empty; --force replaces what is there (on the embedded database the
old folder is kept aside as pglite.replaced-<time>). Stop the site first.
An encrypted backup (.age) needs its secret key: BACKUP_ENCRYPTION_KEY set to the
AGE-SECRET-KEY-1... line, or --key-file <file> holding it.`;

async function main(argv: string[]): Promise<number> {
  let file: string | undefined;
  let force = false;
  let keyFile: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--force') force = true;
    else if (a === '--key-file') keyFile = argv[++i];
    else if (!a.startsWith('--') && !file) file = a;
    else {
      console.error(usage);
      return 2;
    }
  }
  if (!file) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const identity = keyFile
    ? readFileSync(keyFile, 'utf8')
        .split('\n')
        .find((l) => l.startsWith('AGE-SECRET-KEY-'))
        ?.trim()
    : config.BACKUP_ENCRYPTION_KEY;
  try {
    const r = await restoreBackup(config, file, { force, identity });
    console.log(`Restored ${r.stats.rows} rows in ${r.stats.tables} tables from ${file}.`);
    if (r.filesPlaced) console.log(`  ${r.filesPlaced} files of the mail and text outboxes put back in DATA_DIR.`);
    if (!r.checksum) console.warn('  (no .sha256 beside the file: its checksum was not checked)');
    if (r.keptAside) console.log(`  The data that was there is kept in ${r.keptAside}.`);
    console.log(
      '  A backup keeps no signing key: the site makes new ones, so links e-mailed before (giving pages, newsletter\n' +
        '  confirmations) no longer work and supporters ask for a new one from the page; the SMS gateways need the new\n' +
        '  callback addresses (Text messages screen) unless PINDO_CALLBACK_SECRET / AT_CALLBACK_SECRET are set.',
    );
    if (r.secondFactorsReset.length)
      console.log(
        `  A backup keeps no authenticator app: these staff set theirs up again at their next sign-in:\n    ${r.secondFactorsReset.join('\n    ')}`,
      );
    console.log(`  The database is at migration ${r.migrationsAfter}. Start the site.`);
    return 0;
  } catch (e) {
    if (e instanceof RestoreRefused || e instanceof DataDirLockedError) {
      console.error(
        `${e.message}${e instanceof DataDirLockedError ? '\nNothing was changed: stop the site first.' : ''}`,
      );
      return 3;
    }
    throw e;
  }
}

runCommand(main);
