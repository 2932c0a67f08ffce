import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The migrations folder (`drizzle/` at the project's root), found by walking up from this
 * module: the same answer from the TypeScript source (src/server/core/db) and from the built
 * server bundle (dist/), which sits at another depth.
 */
function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('drizzle/meta/_journal.json not found above the server code');
}

export const migrationsFolder = findMigrationsFolder();

export interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
  breakpoints: boolean;
  version: string;
}

export interface Journal {
  version: string;
  dialect: string;
  entries: JournalEntry[];
}

export function readJournal(folder = migrationsFolder): Journal {
  return JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** How many migrations this code knows (a ready database has applied at least these). */
export function migrationCount(): number {
  return readJournal().entries.length;
}
