/**
 * The public face of src/server/my-giving (README.md beside it): the one file another part of
 * src/server imports. Its re-exports are kept by scripts/domain-imports.ts (docs/architecture.md).
 */

export { givingDepartureRoutes } from './departure-routes';
export { planMethodRoutes } from './plan-method-routes';
export { givingRoutes } from './routes';
