import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { inlineBootLoader } from '../src/server/web/inline-boot-loader';

/**
 * The production server as plain JavaScript (issue 29): `npm run serve` runs
 * dist/server/main.mjs with node, with no TypeScript compiler in the process (tsx keeps a
 * loader and esbuild's service process alive, and compiles every module at start).
 * The packages stay in node_modules (external); our code, the boot loader compiled here
 * once, and the commands (admin, backup, restore) are bundled. Run by `npm run build`.
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
  },
  outdir: out,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  sourcemap: 'linked',
  define: { __INLINE_BOOT_LOADER__: JSON.stringify(inlineBootLoader()) },
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(`server bundle: ${path.relative(root, out)} (${Math.round(bytes / 1024)} KiB)`);
