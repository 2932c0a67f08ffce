/**
 * The public face of src/server/my-giving (README.md beside it): the one file another part of
 * src/server imports. Its re-exports are kept by scripts/domain-imports.ts (docs/architecture.md).
 */
