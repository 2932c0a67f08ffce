/**
 * The public face of src/server/staff (README.md beside it): the one file another part of
 * src/server imports. Its re-exports are kept by scripts/domain-imports.ts (docs/architecture.md).
 */

export { accountRoutes } from './account/routes';
export { activityRoutes } from './activity/routes';
export { createAdmin, ensureFirstAdmin, WeakAdminPasswordError } from './auth/first-admin';
export { hashPassword } from './auth/password';
export { authRoutes } from './auth/routes';
export { createInvitation } from './auth/staff-links';
export { staffRoutes } from './team/routes';
