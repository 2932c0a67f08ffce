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
const dirsIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
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

// One API resource never reaches into another's folder; what several share lives
// outside the resource folders (src/server/api/*.ts, src/server/http, ...).
const RESOURCES = dirsIn('src/server/api');
const resourceZones = RESOURCES.map((a) => ({
  target: `src/server/api/${a}`,
  from: RESOURCES.filter((b) => b !== a).map((b) => `src/server/api/${b}`),
  message: `A resource imports no other resource's files: move what ${a} needs out of the other's folder.`,
}));

// The shared server machinery (payments, recurring plans, mail, http, ...) never imports a
// resource's folder: a resource registers what the machinery needs of it from
// src/server/api/index.ts (the purchase writers: payments/purchases.ts).
const SERVER_INFRASTRUCTURE = entriesIn('src/server').filter((p) => p !== 'src/server/api');
const infrastructureZone = {
  target: SERVER_INFRASTRUCTURE,
  from: RESOURCES.map((r) => `src/server/api/${r}`),
  message:
    "Shared server code imports no resource's folder: move what it needs out of the resource (or register it from src/server/api/index.ts).",
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
  ...resourceZones,
  infrastructureZone,
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
          message: 'Read configuration from src/server/config.ts',
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
    files: ['src/server/config.ts', 'tests/**', 'scripts/**', '*.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
