import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Journal, migrationsFolder } from '~/server/core/db/migrations';

/**
 * A copy of the migrations folder that ends at `tag` (for a test that writes rows in the
 * shapes before a migration, then runs the rest); `remove` deletes it.
 */
export function migrationsUpTo(tag: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const file = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as Journal;
  const last = journal.entries.findIndex((e) => e.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(file, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
