/**
 * The public face of src/server/content (README.md beside it): the one file another part of
 * src/server imports. Its re-exports are kept by scripts/domain-imports.ts (docs/architecture.md).
 */

export { blogRoutes } from './blog/routes';
export { giftRoutes } from './gifts/routes';
export { imageRoutes } from './images/routes';
export { skillRoutes } from './skills/routes';
