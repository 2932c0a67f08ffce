/**
 * No code file in src/, tests/ or scripts/ runs past 300 lines (docs/quality.md#small-files: files small
 * enough to read in one sitting; split by meaning). Run by `npm run lint`.
 * The i18n catalogues (JSON) are data, one key a line, and are not counted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MAX_LINES = 300;
const ROOTS = ['src', 'tests', 'scripts'];
const CODE = /\.(ts|tsx|js|mjs|cjs|css|sql)$/;

const root = path.resolve(import.meta.dirname, '..');

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (CODE.test(entry.name)) yield full;
  }
}

const tooLong: string[] = [];
for (const dir of ROOTS) {
  for (const file of files(path.join(root, dir))) {
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_LINES) tooLong.push(`${path.relative(root, file)}: ${lines} lines`);
  }
}

if (tooLong.length) {
  console.error(`Files over ${MAX_LINES} lines (split them by meaning):\n  ${tooLong.join('\n  ')}`);
  process.exit(1);
}
console.log(`No code file in ${ROOTS.join('/, ')}/ is over ${MAX_LINES} lines.`);
