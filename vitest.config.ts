import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that replace a module (`vi.mock`) or a global for the whole file, or read a module's
 * own state: they run each in a fresh module graph. Every other file shares its worker's modules with the files before it
 * (`isolate: false`): importing the server once per worker rather than once per file halves
 * the suite's CPU (issue 38.6). A test server is built per file all the same, on its own
 * database, so what a file shares with the next is code, not state.
 */
const OWN_MODULES = [
  'src/server/my-giving/link-after-answer.test.ts',
  'src/server/messaging/contact/messages.test.ts',
  'src/server/people/applications/applications.test.ts',
  'tests/api/page-posts.test.ts',
  // Asks whether the password-guessing lists are loaded: a file before it may have loaded them.
  'src/server/staff/auth/first-admin.test.ts',
];
const EXCLUDE = [
  ...configDefaults.exclude,
  'tests/e2e/**',
  'build/**',
  'build-*/**',
  '.react-router/**',
  '.e2e-data*/**',
];

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
    // (Each project names its files; the root names none, or the projects' lists would add to it.)
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['**/*.test.{ts,tsx}'],
          exclude: [...EXCLUDE, ...OWN_MODULES],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own-modules', include: OWN_MODULES, exclude: EXCLUDE, isolate: true } },
    ],
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
