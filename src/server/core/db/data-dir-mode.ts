import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the embedded database, the mail and text outboxes (links that open a
 * donor's page), backups and the control token: the site's user's alone (issue 37.13).
 * Every file the process makes is the owner's only (umask 077, set by main.ts and the
 * command line tools before they write anything), and the folder is made 0700. PGlite
 * sets its files' modes itself (0666, whatever the umask), so the database folder is
 * closed to others each time it is opened (`closeToOthers`), and its folders, 0700,
 * keep others away from the files it makes meanwhile.
 */
export const OWNER_ONLY_UMASK = 0o077;

export function ownerOnlyFiles(): void {
  process.umask(OWNER_ONLY_UMASK);
}

/**
 * Makes DATA_DIR (0700) when it is missing; answers a warning when the one there lets
 * its group or others in (not changed here: the operator may share it on purpose).
 */
export function prepareDataDir(dir: string): string | null {
  if (!existsSync(dir)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    chmodSync(dir, 0o700); // whatever the umask of whoever runs this
    return null;
  }
  const mode = statSync(dir).mode & 0o777;
  if ((mode & 0o077) === 0) return null;
  return (
    `DATA_DIR ${dir} can be opened by other users (mode ${mode.toString(8).padStart(4, '0')}): it holds the database, ` +
    `e-mailed links and backups. Make it the site's user's alone: chmod -R go= ${dir}`
  );
}

/**
 * Takes the group's and others' rights off every folder (0700) and file (0600) under
 * `dir`; links are left alone, and a file the running database removes meanwhile is skipped.
 */
export function closeToOthers(dir: string): void {
  const gone = (e: unknown) => (e as NodeJS.ErrnoException).code === 'ENOENT';
  const visit = (at: string) => {
    const info = lstatSync(at, { throwIfNoEntry: false });
    if (!info || info.isSymbolicLink()) return;
    let names: string[] = [];
    try {
      if (info.mode & 0o077) chmodSync(at, info.isDirectory() ? 0o700 : 0o600);
      if (info.isDirectory()) names = readdirSync(at);
    } catch (e) {
      if (!gone(e)) throw e;
    }
    for (const name of names) visit(path.join(at, name));
  };
  visit(dir);
}
