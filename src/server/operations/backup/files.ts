import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BackupFormatError } from './errors';

/**
 * The folders of DATA_DIR a backup holds besides the database: the mail
 * outbox (an .eml file per message when no SMTP_URL is set: receipts, confirmations,
 * notices) and the text-message outbox. Their files are written under a temporary
 * dot-name and renamed, so the files named otherwise are whole.
 */
export const BACKUP_FOLDERS = ['outbox', 'sms-outbox'] as const;
export type BackupFolder = (typeof BACKUP_FOLDERS)[number];

/** One file of a backup's F line: its folder, name, time and bytes (base64). */
export interface BackupFileEntry {
  folder: BackupFolder;
  name: string;
  mtime: string;
  data: string;
}

const SAFE_NAME = /^[\w][\w.@+=-]*$/;

/** The F lines of DATA_DIR's folders, one file at a time (a file is read when its line is written). */
export async function* folderLines(dataDir: string | undefined): AsyncGenerator<string> {
  if (!dataDir) return;
  for (const folder of BACKUP_FOLDERS) {
    const dir = path.join(dataDir, folder);
    if (!existsSync(dir)) continue;
    for (const name of (await readdir(dir)).sort()) {
      if (!SAFE_NAME.test(name)) continue; // a temporary .name.tmp, half written
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) continue;
      const data = await readFile(file).catch(() => null);
      if (!data) continue; // gone meanwhile
      const entry: BackupFileEntry = { folder, name, mtime: info.mtime.toISOString(), data: data.toString('base64') };
      yield `F ${JSON.stringify(entry)}\n`;
    }
  }
}

/** Reads an F line, refusing a folder or a name that would write outside DATA_DIR's folders. */
export function parseFileLine(line: string): BackupFileEntry {
  const entry = JSON.parse(line.slice(2)) as BackupFileEntry;
  if (!BACKUP_FOLDERS.includes(entry.folder) || typeof entry.name !== 'string' || !SAFE_NAME.test(entry.name))
    throw new BackupFormatError('The backup names a file this site does not keep.');
  return entry;
}

/**
 * Where a restore puts the files while the database is filled: a staging folder in
 * DATA_DIR, moved into place once the database is restored (`commit`), removed if not
 * (`discard`). A file already in the folder with the same name is kept as it is: the
 * names hold the time and the message's id, so nothing is lost either way.
 */
export function fileStaging(dataDir: string, now = new Date()) {
  const staging = path.join(dataDir, `.restore-files-${now.getTime()}`);
  let count = 0;
  return {
    async add(entry: BackupFileEntry) {
      const dir = path.join(staging, entry.folder);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(dir, entry.name);
      await writeFile(file, Buffer.from(entry.data, 'base64'), { mode: 0o600 });
      const when = new Date(entry.mtime);
      if (!Number.isNaN(when.getTime())) await utimes(file, when, when);
      count++;
    },
    count: () => count,
    async commit(): Promise<number> {
      let placed = 0;
      for (const folder of BACKUP_FOLDERS) {
        const from = path.join(staging, folder);
        if (!existsSync(from)) continue;
        const to = path.join(dataDir, folder);
        await mkdir(to, { recursive: true });
        for (const name of await readdir(from)) {
          if (existsSync(path.join(to, name))) continue;
          await rename(path.join(from, name), path.join(to, name));
          placed++;
        }
      }
      await rm(staging, { recursive: true, force: true });
      return placed;
    },
    discard: () => rm(staging, { recursive: true, force: true }),
  };
}
