/**
 * The import graph of src/server, read from the sources (docs/architecture.md, "The
 * server's floors"): every import, re-export and dynamic import, type-only ones
 * included, resolved to the file it names. Used by `scripts/server-floors.ts` (the
 * floors and the imports that run back up) and by `scripts/domain-imports.ts`.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const root = path.resolve(import.meta.dirname, '..');
const CODE = /\.(ts|tsx)$/;

export interface ImportEdge {
  /** Repository paths, e.g. `src/server/giving/payments/settle.ts`. */
  from: string;
  to: string;
  /** The specifier as written. */
  spec: string;
}

export function filesUnder(dir: string): string[] {
  const abs = path.join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(`${dir}/${e.name}`) : [`${dir}/${e.name}`]))
    .filter((f) => CODE.test(f))
    .sort();
}

export const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** The repository file a specifier names from `fromFile`, or null (a package, or nothing). */
export function resolveImport(spec: string, fromFile: string): string | null {
  let base: string;
  if (spec.startsWith('~/')) base = `src/${spec.slice(2)}`;
  else if (spec.startsWith('~test/')) base = `tests/helpers/${spec.slice(6)}`;
  else if (spec.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), spec));
  else return null;
  for (const suffix of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const candidate = base + suffix;
    const abs = path.join(root, candidate);
    if (existsSync(abs) && statSync(abs).isFile()) return candidate;
  }
  return null;
}

/** Every module specifier a file names (imports, re-exports, dynamic imports, vi.mock). */
export function specifiersOf(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const info = ts.preProcessFile(text, true, true);
  const specs = info.importedFiles.map((f) => f.fileName);
  for (const m of text.matchAll(/vi\.mock\(\s*['"]([^'"]+)['"]/g)) specs.push(m[1]!);
  return specs;
}

/** The import edges from the files given (default: src/server's code) into src/server. */
export function serverImports(files = filesUnder('src/server')): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const from of files) {
    for (const spec of specifiersOf(from)) {
      const to = resolveImport(spec, from);
      if (to && to.startsWith('src/server/') && to !== from) edges.push({ from, to, spec });
    }
  }
  return edges;
}
