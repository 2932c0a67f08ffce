import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { PassThrough, Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Db } from '~/server/core/db/client';
import { type BackupHeader, type DumpStats, dumpDatabase } from './dump';
import { BackupFormatError } from './errors';
import { folderLines } from './files';
import { parseHeader } from './load';

export interface BackupFile {
  file: string;
  name: string;
  sha256: string;
  bytes: number;
  stats: DumpStats;
}

const PREFIX = 'backup-';
/** backup-20261126T141500Z.jsonl.gz, and .age when encrypted: sorted by name is sorted by time. */
export const BACKUP_NAME = /^backup-(\d{8}T\d{6}Z)\.jsonl\.gz(\.age)?$/;

export function backupName(at: Date, encrypted: boolean): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return `${PREFIX}${stamp}.jsonl.gz${encrypted ? '.age' : ''}`;
}

/** When a backup was taken, from its name. */
export function backupTime(name: string): Date | null {
  const m = BACKUP_NAME.exec(name);
  if (!m) return null;
  const s = m[1]!;
  return new Date(
    `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}Z`,
  );
}

/**
 * age-encryption (with its curves and post-quantum keys, about 1 MB of code) is loaded by the
 * first encrypted backup or restore, not at start (docs/performance.md, "Memory").
 */
const loadAge = () => import('age-encryption');

async function recipientOf(key: string): Promise<string> {
  return key.startsWith('AGE-SECRET-KEY-') ? (await loadAge()).identityToRecipient(key) : key;
}

function hashing(hash: ReturnType<typeof createHash>) {
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { tap, bytes: () => bytes };
}

/**
 * Writes a backup of `db` into `dir`: gzip-compressed, encrypted with age when a key is
 * given (only its public half is needed here), readable by the owner only, with a
 * `.sha256` beside it in sha256sum's format. Written under a temporary name and renamed
 * once complete, so a backup in the folder is never half a backup. `dataDir`: whose
 * outbox folders go in too (DATA_DIR; files.ts).
 */
export async function writeBackupFile(
  db: Db,
  source: BackupHeader['source'],
  dir: string,
  opts: { now?: Date; encryptionKey?: string; dataDir?: string } = {},
): Promise<BackupFile> {
  const now = opts.now ?? new Date();
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = backupName(now, Boolean(opts.encryptionKey));
  const file = path.join(dir, name);
  const partial = `${file}.partial`;
  const hash = createHash('sha256');
  const counter = hashing(hash);
  const lines = new PassThrough();
  const gzip = createGzip({ level: 6 });
  let compressed: Readable = lines.pipe(gzip);
  if (opts.encryptionKey) {
    const e = new (await loadAge()).Encrypter();
    e.addRecipient(await recipientOf(opts.encryptionKey));
    const encrypted = await e.encrypt(Readable.toWeb(gzip) as unknown as ReadableStream<Uint8Array>);
    compressed = Readable.fromWeb(encrypted as unknown as WebReadableStream<Uint8Array>);
  }
  const written = pipeline(compressed, counter.tap, createWriteStream(partial, { mode: 0o600 }));
  written.catch(() => {}); // awaited below; a failed dump must not leave it unhandled meanwhile
  let stats: DumpStats;
  try {
    stats = await dumpDatabase(
      db,
      source,
      async (line) => {
        if (!lines.write(line)) await once(lines, 'drain');
      },
      now,
      folderLines(opts.dataDir),
    );
    lines.end();
    await written;
  } catch (e) {
    lines.destroy(e as Error);
    await rm(partial, { force: true });
    throw e;
  }
  await rename(partial, file);
  const sha256 = hash.digest('hex');
  await writeFile(`${file}.sha256`, `${sha256}  ${name}\n`, { mode: 0o600 });
  return { file, name, sha256, bytes: counter.bytes(), stats };
}

/** Checks a backup against the `.sha256` beside it; false when there is none. */
export async function verifyChecksum(file: string): Promise<boolean> {
  const sidecar = `${file}.sha256`;
  if (!existsSync(sidecar)) return false;
  const expected = (await readFile(sidecar, 'utf8')).trim().split(/\s+/)[0];
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  if (hash.digest('hex') !== expected)
    throw new BackupFormatError(`${path.basename(file)} does not match its checksum: the file is damaged.`);
  return true;
}

export interface OpenedBackup {
  header: BackupHeader;
  /** The lines after the header. */
  lines: AsyncIterator<string>;
  close(): void;
}

/** Opens a backup for reading: decrypts (age identity needed), decompresses, reads the header. */
export async function openBackup(file: string, identity?: string): Promise<OpenedBackup> {
  await stat(file);
  let source: Readable = createReadStream(file);
  if (file.endsWith('.age')) {
    if (!identity?.startsWith('AGE-SECRET-KEY-'))
      throw new BackupFormatError('This backup is encrypted: give its secret key (AGE-SECRET-KEY-1...).');
    const d = new (await loadAge()).Decrypter();
    d.addIdentity(identity);
    const plain = await d.decrypt(Readable.toWeb(source) as unknown as ReadableStream<Uint8Array>);
    source = Readable.fromWeb(plain as unknown as WebReadableStream<Uint8Array>);
  }
  const gunzip = createGunzip();
  source.on('error', (e) => gunzip.destroy(e));
  const reader = createInterface({ input: source.pipe(gunzip), crlfDelay: Infinity });
  const lines = reader[Symbol.asyncIterator]();
  const first = await lines.next();
  const header = parseHeader(first.done ? undefined : first.value);
  return { header, lines, close: () => reader.close() };
}
