/**
 * A Vite plugin for React Router's server build (BUILD_DIR/server), which the production
 * server imports and keeps loaded: each chunk without its comments and indentation, and in
 * ASCII (characters past it written as escapes). V8 keeps the source text of every module
 * it loads, and one character outside ASCII (a typographic apostrophe in a message) makes
 * it keep the whole module in two bytes a character: the server build's 1.5 MB held 3 MB of
 * memory, 1.1 MB now (issue 44; docs/performance.md, "Memory"). Names stay as they are.
 */
import { transform } from 'esbuild';
import type { Plugin } from 'vite';

export async function compactServerChunk(code: string, name: string): Promise<string> {
  const out = await transform(code, {
    loader: 'js',
    format: 'esm',
    charset: 'ascii',
    legalComments: 'none',
    minifyWhitespace: true,
  });
  // esbuild escapes strings, templates and names, not regular expressions' literals.
  const wide = /[\u0080-\uffff]/.exec(out.code);
  if (wide) throw new Error(`${name}: ${JSON.stringify(wide[0])} is not ASCII (write it as an escape)`);
  return out.code;
}

export function compactServerBuild(): Plugin {
  return {
    name: 'compact-server-build',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    async generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk') chunk.code = await compactServerChunk(chunk.code, chunk.fileName);
    },
  };
}
