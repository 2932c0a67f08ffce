/**
 * The public face of src/server/people (README.md beside it): the one file another part of
 * src/server imports. Its re-exports are kept by scripts/domain-imports.ts (docs/architecture.md).
 */

export { applicationRoutes } from './applications/routes';
export { callRoutes } from './health/call-routes';
export { sponsorHealthRoutes } from './health/routes';
export { startWhoToCallJob } from './health/weekly';
export { isFormula, readDate } from './imports/cells';
export { EMBEDDED_IMPORT_BATCH, startImportWorker } from './imports/import-queue';
export { readSheetRows } from './imports/read-rows';
export { importRoutes } from './imports/routes';
export { type ImportAnswer, ImportRefused, isWritableKind, runImport } from './imports/run-import';
export { importRunRoutes } from './imports/run-routes';
export { SheetError } from './imports/sheet';
export { erasePerson } from './privacy/erase';
export { exportPerson, sendExport } from './privacy/export';
export { personByEmail } from './privacy/person';
export { PERSON_TABLES } from './privacy/person-tables';
export { readableExport } from './privacy/readable-export';
export { startRetentionJob } from './privacy/retention';
export { correctPerson, myDataOf, withdrawConsent } from './privacy/rights';
export { privacyRoutes } from './privacy/routes';
export { supporterRoutes } from './supporters/routes';
