/**
 * Moves src/server into its folders by domain (docs/architecture.md) and rewrites every
 * import, vi.mock, dynamic import and path string that names a moved file. Idempotent:
 * on a moved tree it changes nothing. Run it after merging a branch that still adds files
 * in the old folders: `npx tsx scripts/relayout.ts` (`--dry-run` prints without changing).
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { RULES } from './relayout-map';

const root = path.resolve(import.meta.dirname, '..');
const dryRun = process.argv.includes('--dry-run');

/** The new path of a repository path (a file, or a folder given with a trailing '/'), or null when it does not move. */
export function mapPath(p: string): string | null {
  for (const [from, to] of RULES) {
    if (from.endsWith('/') ? p.startsWith(from) : p === from) return to + p.slice(from.length);
  }
  return null;
}

// No new place may itself be an old one: that is what makes a second run change nothing.
for (const [, to] of RULES) {
  const probe = to.endsWith('/') ? `${to}x.ts` : to;
  if (mapPath(probe)) throw new Error(`relayout map: ${to} would move again`);
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
const files = () =>
  git('ls-files', '-co', '--exclude-standard')
    .split('\n')
    .filter((f) => f && existsSync(path.join(root, f)));

// 1. Move.
const moved = new Map<string, string>(); // new path -> old path
for (const file of files().filter((f) => f.startsWith('src/server/'))) {
  const to = mapPath(file);
  if (!to || to === file) continue;
  if (existsSync(path.join(root, to))) throw new Error(`relayout: ${to} exists already (from ${file})`);
  console.log(`moved ${file} -> ${to}`);
  moved.set(to, file);
  if (dryRun) continue;
  mkdirSync(path.dirname(path.join(root, to)), { recursive: true });
  const tracked = git('ls-files', '--', file).trim() !== '';
  if (tracked) git('mv', file, to);
  else renameSync(path.join(root, file), path.join(root, to));
}
if (!dryRun) removeEmptyDirs(path.join(root, 'src/server'));

// 2. Rewrite what names a moved file.
const CODE = /\.(ts|tsx|js|mjs|cjs)$/;
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|ya?ml)$/;
const SUFFIXES = ['.ts', '.tsx', '/index.ts', '', '/'];

/**
 * A module or path to its new place, or null. A name with an extension is a file; one
 * without is first a module (its .ts), then a folder. Path strings (`suffixes`) name files or folders.
 */
function mapModule(p: string, suffixes = SUFFIXES): string | null {
  const named = /\.[a-z]+$/.test(path.posix.basename(p));
  for (const suffix of named ? ['', '/'] : suffixes) {
    const to = mapPath(p + suffix);
    if (!to) continue;
    if (to.endsWith(suffix)) return to.slice(0, to.length - suffix.length);
    return to.replace(/\.tsx?$/, ''); // a folder's index.ts became a file of its own (api/index.ts)
  }
  return null;
}

const existsAny = (p: string) => SUFFIXES.some((s) => existsSync(path.join(root, p + s)));

function resolveSpecifier(spec: string, fromDir: string): string | null {
  if (spec.startsWith('~/')) return `src/${spec.slice(2)}`;
  if (spec.startsWith('~test/')) return `tests/${spec.slice(6)}`;
  if (spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..')
    return path.posix.normalize(path.posix.join(fromDir, spec));
  return null;
}

function rewriteSpecifier(spec: string, oldDir: string, newDir: string): string {
  const target = resolveSpecifier(spec, oldDir);
  if (target === null) return spec;
  const mapped = mapModule(target);
  const relative = !spec.startsWith('~');
  if (!mapped && oldDir === newDir) return spec;
  const next = mapped ?? target;
  if (!existsAny(next)) return spec; // not a path of this repository (a string such as '../token')
  if (!relative) return next.startsWith('tests/') ? `~test/${next.slice(6)}` : `~/${next.slice(4)}`;
  let rel = path.posix.relative(newDir, next) || '.';
  // Within a folder (or below it) a relative import; across folders of src the alias, as the code does.
  const climbs = rel.startsWith('../');
  if (climbs && next.startsWith('src/') && newDir.startsWith('src/')) return `~/${next.slice(4)}`;
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return rel;
}

const QUOTED = /(['"`])((?:~\/|~test\/|\.\.?\/)[^'"`\s$]*)\1/g;
const PATH_STRING = /src\/server\/[\w./-]*[\w-]/g;
const changed: string[] = [];
for (const file of files().filter((f) => TEXT.test(f) || f.startsWith('.ci/'))) {
  if (file === 'package-lock.json' || file.startsWith('drizzle/') || file.startsWith('public/')) continue;
  if (file === 'scripts/relayout-map.ts' || file === 'scripts/relayout.ts') continue;
  const abs = path.join(root, file);
  if (!statSync(abs).isFile()) continue;
  const before = readFileSync(abs, 'utf8');
  const oldFile = moved.get(file) ?? file;
  let text = before;
  if (CODE.test(file))
    text = text.replace(QUOTED, (whole, q: string, spec: string) => {
      const next = rewriteSpecifier(spec, path.posix.dirname(oldFile), path.posix.dirname(file));
      return next === spec ? whole : `${q}${next}${q}`;
    });
  text = text.replace(PATH_STRING, (p) => mapModule(p, ['', '/']) ?? p);
  if (text === before) continue;
  changed.push(file);
  console.log(`rewrote ${file}`);
  if (!dryRun) writeFileSync(abs, text);
}
console.log(
  `${moved.size} file(s) moved, ${changed.length} file(s) rewritten${dryRun ? ' (dry run: nothing changed)' : ''}`,
);

function removeEmptyDirs(dir: string): boolean {
  let empty = true;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() ? !removeEmptyDirs(path.join(dir, entry.name)) : true) empty = false;
  }
  if (empty) rmdirSync(dir);
  return empty;
}
