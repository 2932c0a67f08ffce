/**
 * The public face of src/server/field (README.md beside it): the one file another part of
 * src/server imports. Its re-exports are kept by scripts/domain-imports.ts (docs/architecture.md).
 */

export { centreRoutes } from './centres/routes';
export { fieldChildRoutes } from './children/routes';
export { fieldItemRoutes } from './items/routes';
export { yearReportAttachment, yearReportRoutes } from './report-pdf/routes';
export { translationRoutes } from './translations/routes';
export { enterStaffLetter } from './translations/staff-letter';
export { fieldUploadRoutes, registerFieldUploads } from './uploads/routes';
export { fieldWipeRoutes } from './wipe/routes';
export { endSessionsAndClearPhones } from './wipe/service';
