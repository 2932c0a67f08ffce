import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * Import boundaries (docs/architecture.md). eslint-plugin-import-x rather than
 * eslint-plugin-boundaries: the maintained, flat-config fork of eslint-plugin-import
 * gives the path zones Bulletproof React uses (`no-restricted-paths`), and its zones
 * are plain folders anyone can read here, where boundaries asks for an element
 * taxonomy first. The zones are computed from the tree, so a new resource or feature
 * folder is bounded the day it appears.
 * A zone forbids `target` files to import anything under `from`.
 */
const entriesIn = (dir) => readdirSync(dir).map((name) => `${dir}/${name}`);

const ADMIN = ['src/web/features/admin', 'src/web/routes/admin'];
// Everything in the web app that is not the dashboard: public features and routes, and
// the pieces both sides use (components, i18n, root layout, entries).
const notAdmin = (dir) => entriesIn(dir).filter((p) => !ADMIN.includes(p));
const WEB_OUTSIDE_ADMIN = [
  ...entriesIn('src/web').filter((p) => p !== 'src/web/features' && p !== 'src/web/routes'),
  ...notAdmin('src/web/features'),
  ...notAdmin('src/web/routes'),
];
const PUBLIC_WEB = [...notAdmin('src/web/features'), ...notAdmin('src/web/routes')];

// The server by domain (docs/architecture.md): core, the bottom layer, imports no domain.
// Between domains, each imported only through its entry (index.ts): scripts/domain-entries.test.ts.
const SERVER_TOP = [
  'src/server/main.ts',
  'src/server/app.ts',
  'src/server/routes.ts',
  'src/server/mail-messages.ts',
  'src/server/cli',
  'src/server/web',
];
const DOMAINS = entriesIn('src/server').filter((p) => p !== 'src/server/core' && !SERVER_TOP.includes(p));
// Files of core that still reach up, each to be inverted (issue 38): this list only shrinks.
const CORE_REACHING_UP = ['config.ts', 'db/outside-call.test.ts'].map((f) => `src/server/core/${f}`);
const filesIn = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesIn(`${dir}/${e.name}`) : [`${dir}/${e.name}`],
  );
const coreZone = {
  target: filesIn('src/server/core').filter((f) => !CORE_REACHING_UP.includes(f)),
  from: [...DOMAINS, ...SERVER_TOP],
  message: 'core is the bottom layer: it imports no domain (pass what it needs in, or move the shared piece down).',
};

const boundaryZones = [
  {
    target: 'src/web',
    from: 'src/server',
    message: 'The web app never imports server code (shared code lives in src/shared).',
  },
  {
    target: 'src/server',
    from: 'src/web',
    message: 'The server never imports web code (shared code lives in src/shared).',
  },
  { target: 'src/shared', from: ['src/server', 'src/web'], message: 'src/shared imports neither server nor web code.' },
  {
    target: WEB_OUTSIDE_ADMIN,
    from: ADMIN,
    message: 'Only the dashboard imports dashboard code: public pages must not ship it.',
  },
  { target: ADMIN, from: PUBLIC_WEB, message: 'The dashboard never imports public features or routes.' },
  coreZone,
];

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.react-router/',
      'node_modules/',
      'drizzle/',
      'test-results/',
      'playwright-report/',
      '.e2e-data*/',
      'build-*/',
      'data/',
      'dist/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration from src/server/core/config.ts',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'scripts/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: 'tsconfig.json' },
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json', '.d.ts'],
        }),
      ],
    },
    rules: {
      // A zone is only checked for imports that resolve: an unresolved one is an error.
      // React Router's generated `./+types/...` (found through tsconfig rootDirs) and
      // Vite's virtual modules are types or build-time names, not code to bound.
      'import-x/no-unresolved': ['error', { ignore: ['^\\./\\+types/', '^virtual:'] }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      // Import cycles are found by dpdm (`npm run lint:cycles`), not import-x/no-cycle:
      // no-cycle skips type-only imports, and a cycle of types still ties modules that
      // cannot then be read, moved or tested apart.
    },
  },
  {
    // Every test runs every time: a skipped, focused or to-do test is deleted or fixed,
    // never left to rot quietly (vitest also refuses `.only` through allowOnly: false).
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['skip', 'skipIf', 'runIf', 'only', 'todo', 'fixme'].map((property) => ({
          property,
          message: 'No skipped, conditional or focused tests: a test runs every time, or it is removed.',
        })),
      ],
    },
  },
  {
    files: ['src/server/core/config.ts', 'tests/**', 'scripts/**', '*.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
