import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // As in tsconfig.json: `~/` is src/, `~test/` the helpers every test shares.
    alias: {
      '~': path.resolve(import.meta.dirname, 'src'),
      '~test': path.resolve(import.meta.dirname, 'tests/helpers'),
    },
  },
  test: {
    // Every test file in the repository, wherever it lives, so that a test in a new
    // folder cannot be silently left out; the browser tests are Playwright's.
    include: ['**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, 'tests/e2e/**', 'build/**', 'build-*/**', '.react-router/**', '.e2e-data*/**'],
    // A test left focused must not silence the rest.
    allowOnly: false,
    environment: 'node',
    // One migrated PGlite database, dumped once; each test server starts from it.
    globalSetup: ['tests/helpers/global-setup.ts'],
    // Each file starts its own database (PGlite takes ~2 s to boot); two cores, two workers.
    maxWorkers: 2,
    // Generous: a limit only catches a hang, and a busy machine is several times slower.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // As in the browser suite: in CI a failure is tried once more and reported as flaky,
    // so that one slow moment on a shared two-core machine does not sink a whole run.
    retry: process.env.CI ? 1 : 0,
  },
});
