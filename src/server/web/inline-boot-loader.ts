import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Esbuild from 'esbuild';

let compiled: string | undefined;

/** Set by the production bundle (scripts/build-server.ts), which compiles the loader at build time. */
declare const __INLINE_BOOT_LOADER__: string | undefined;

/**
 * The boot loader (boot-loader.ts) as the text of an inline script: bundled with the
 * constants it imports, compiled for ES2017 browsers and minified, once per process.
 * esbuild (the compiler tsx already runs the server with) rather than
 * `Function.prototype.toString()`: tsx keeps function names through a `__name` helper
 * that a function's text would carry into the page, where it does not exist.
 */
export function inlineBootLoader(): string {
  compiled ??= typeof __INLINE_BOOT_LOADER__ === 'string' ? __INLINE_BOOT_LOADER__ : compile();
  return compiled;
}

function compile(): string {
  // Development and tests only: the production bundle carries the compiled loader, and never loads esbuild.
  const { buildSync } = createRequire(import.meta.url)('esbuild') as typeof Esbuild;
  const result = buildSync({
    stdin: {
      contents: "import { bootOnInteraction } from './boot-loader';\nbootOnInteraction();",
      resolveDir: import.meta.dirname,
      sourcefile: 'boot-loader-entry.ts',
      loader: 'ts',
    },
    tsconfig: path.resolve(import.meta.dirname, '../../../tsconfig.json'),
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2017',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const text = result.outputFiles[0]!.text.trim();
  // Inside an inline script, `</script` would end it early.
  if (/<\/script/i.test(text)) throw new Error('The compiled boot loader contains "</script"');
  return text;
}
