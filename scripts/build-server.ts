import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { inlineBootLoader } from '../src/server/web/inline-boot-loader';

/**
 * Packages left in node_modules, loaded from there at run time; every other package is bundled
 * into the server and minified with it (issue 44: V8 keeps the source text of every module it
 * loads, so the packages' comments and long names cost memory for as long as the server runs;
 * docs/performance.md, "Memory").
 * - PGlite finds its WebAssembly and data files beside its own modules; sharp and argon2 are
 *   native addons; esbuild, vite and tsx are tools with binaries of their own.
 * - React, React DOM, React Router and zod are shared with React Router's server build
 *   (BUILD_DIR/server), which imports them from node_modules: one copy of each in the process,
 *   and one module instance (React's contexts, zod's registry).
 * - pino starts its transports' workers from files beside its own modules.
 * - Loaded on first use, not at start (a bundled copy would save nothing at rest): the
 *   PostgreSQL client, nodemailer, pdf-lib, @simplewebauthn/server; and what the server
 *   requires through `createRequire` (sanitize-html, otplib, qrcode, zxcvbn-ts).
 */
export const EXTERNAL_PACKAGES = [
  '@electric-sql/pglite',
  'sharp',
  '@node-rs/argon2',
  'esbuild',
  'vite',
  'tsx',
  'react',
  'react-dom',
  'react-router',
  '@react-router/node',
  'zod',
  'pino',
  'pg',
  'pg-native',
  'nodemailer',
  'pdf-lib',
  '@simplewebauthn/server',
];

/**
 * The production server as plain JavaScript (issue 29): `npm run serve` runs
 * dist/server/main.mjs with node, with no TypeScript compiler in the process (tsx keeps a
 * loader and esbuild's service process alive, and compiles every module at start).
 * Our code, the packages not listed above, the boot loader compiled here once, and the
 * commands (admin, backup, restore, import) are bundled. Run by `npm run build`.
 * `--out <folder>` writes it elsewhere: each browser-test server bundles the code of the
 * moment into a folder of its own under dist/ and runs that (playwright.config.ts).
 */
const root = path.resolve(import.meta.dirname, '..');
const outArg = process.argv.indexOf('--out');
const out = path.resolve(root, outArg > 0 ? process.argv[outArg + 1]! : path.join('dist', 'server'));
if (path.relative(path.join(root, 'dist'), out).startsWith('..')) throw new Error(`--out must be under dist/: ${out}`);
rmSync(out, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/server/main.ts',
    admin: 'src/server/cli/admin.ts',
    backup: 'src/server/cli/backup.ts',
    restore: 'src/server/cli/restore.ts',
    import: 'src/server/cli/import.ts',
  },
  outdir: out,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  external: EXTERNAL_PACKAGES.flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS packages call `require` for Node's own modules: an ES module has none.
  banner: {
    js: "import{createRequire as __createRequire}from'node:module';const require=__createRequire(import.meta.url);",
  },
  // Minified, with functions' and classes' names kept (logs and errors name them), and
  // ASCII only: Node decodes a module with one character outside ASCII (an accented letter
  // in a regular expression: esbuild escapes strings, not those) into a string of two bytes
  // a character, so V8 keeps the whole module's source at twice its size
  // (docs/performance.md, "Memory").
  minify: true,
  keepNames: true,
  charset: 'ascii',
  legalComments: 'none',
  tsconfig: 'tsconfig.json',
  sourcemap: 'linked',
  define: { __INLINE_BOOT_LOADER__: JSON.stringify(inlineBootLoader()) },
  logLevel: 'warning',
  metafile: true,
});
for (const file of Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.mjs'))) {
  const wide = /[\u0080-\uffff]/.exec(readFileSync(path.join(root, file), 'utf8'));
  if (wide) throw new Error(`${file}: ${JSON.stringify(wide[0])} is not ASCII (write it as an escape)`);
}
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(`server bundle: ${path.relative(root, out)} (${Math.round(bytes / 1024)} KiB)`);
