import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'src') } },
  test: {
    include: ['src/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/resilience/**/*.test.ts', 'tests/mail/**/*.test.ts'],
    environment: 'node',
    // Each file starts its own database (PGlite takes ~2 s to boot); two cores, two workers.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // As in the browser suite: in CI a failure is tried once more and reported as flaky,
    // so that one slow moment on a shared two-core machine does not sink a whole run.
    retry: process.env.CI ? 1 : 0,
  },
});
