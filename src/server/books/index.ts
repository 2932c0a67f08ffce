/**
 * The books (docs/accounting.md): the accounting journal and the reconciliation of
 * providers' statements. The one entry other parts of src/server import. Its re-exports
 * are kept by scripts/domain-imports.ts (docs/architecture.md).
 */

export { accountingRoutes } from './accounting/routes';
export { reconciliationRoutes } from './reconciliation/routes';
