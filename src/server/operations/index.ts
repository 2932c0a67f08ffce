/**
 * The public face of src/server/operations (README.md beside it): the one file another part of
 * src/server imports. Its re-exports are kept by scripts/domain-imports.ts (docs/architecture.md).
 */

export { backupThroughServer, createControlToken, installControlRoute } from './backup/control';
export { restoreBackup, RestoreRefused } from './backup/restore';
export { type BackupOutcome, runBackup } from './backup/run';
export { startBackupScheduler } from './backup/schedule';
export { seedDemoContent } from './demo/seed';
export { siteRoutes } from './site/routes';
