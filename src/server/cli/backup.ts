import { loadConfig } from '~/server/core/config';
import { DataDirLockedError } from '~/server/core/db/data-dir-lock';
import { backupThroughServer, runBackup, type BackupOutcome } from '~/server/operations';
import { openForCommand, runCommand } from './command';

const usage = `Usage: npm run backup
Takes a backup of every table (records, settings, images, the mail outbox) into
BACKUP_DIR (default DATA_DIR/backups): compressed, with a .sha256 beside it, encrypted
when BACKUP_ENCRYPTION_KEY is set, and copied to BACKUP_S3_URL when set. Safe while the
site runs: on the embedded database the running site takes it. Restore with
npm run restore -- <file>.`;

function report(o: BackupOutcome, via: string) {
  console.log(`Backup written${via}: ${o.file}`);
  console.log(`  ${o.rows} rows, ${o.bytes} bytes, sha256 ${o.sha256}`);
  if (o.offsite === 'ok') console.log('  copied to the bucket (BACKUP_S3_URL)');
  if (o.offsite === 'failed') console.error(`  NOT copied to the bucket: ${o.offsiteError}`);
  if (o.deleted.length) console.log(`  older backups removed by BACKUP_KEEP: ${o.deleted.join(', ')}`);
  return o.offsite === 'failed' ? 4 : 0;
}

async function main(argv: string[]): Promise<number> {
  if (argv.length > 0) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const database = await openForCommand(config, 'npm run backup');
  if (database instanceof DataDirLockedError) {
    const outcome = await backupThroughServer(config);
    if (outcome) return report(outcome, ' by the running site');
    console.error(`${database.message}\nNo backup taken: try again once it has finished.`);
    return 3;
  }
  try {
    return report(await runBackup(database, config, { trigger: 'manual' }), '');
  } finally {
    await database.close();
  }
}

runCommand(main);
