import { createHash } from 'node:crypto';
import type yauzl from 'yauzl';
import { zipReader } from '~/server/core/on-first-use';
import { imageUrl } from '~/shared/images';
import { MAX_IMPORT_BYTES } from '~/shared/schemas/imports';
import { SheetError } from './sheet';

/**
 * A children's file with its photos (docs/importing.md): one ZIP holding the CSV or XLSX
 * and the pictures its `photo` column names. Every entry's path is checked before
 * anything is read: a path outside the ZIP's folder (`../`, `/etc/...`, `C:\...`) refuses
 * the whole ZIP. A photo is read only when a row names it, and is checked as any upload is
 * (its first bytes say JPEG, PNG or WebP; at most 5 MB).
 */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export const isBundle = (buffer: Buffer, name: string) => buffer.subarray(0, 4).equals(ZIP) && /\.zip$/i.test(name);

export interface Photo {
  bytes: Buffer;
  /** The address the stored picture will have (images are stored by the hash of their bytes). */
  url: string;
}
export type PhotoRead = { ok: true; photo: Photo } | { ok: false; message: string };

export interface Bundle {
  sheet: { buffer: Buffer; name: string };
  /** The photo a row names (by its file name, any folder, any case). */
  photo(name: string): Promise<PhotoRead>;
}

const open = (buffer: Buffer, name: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    zipReader().fromBuffer(buffer, { lazyEntries: true, decodeStrings: true, validateEntrySizes: true }, (err, zip) =>
      err || !zip ? reject(new SheetError(`${name} is not a ZIP archive that can be read`)) : resolve(zip),
    ),
  );

function entriesOf(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (e: yauzl.Entry) => {
      entries.push(e);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(err ?? new Error('no stream'));
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
      stream.on('error', reject);
    }),
  );
}

/** A path that stays inside the ZIP's folder: relative, no `..` part, no drive or backslash. */
export const insideFolder = (path: string) =>
  !path.startsWith('/') && !/^[A-Za-z]:/.test(path) && !path.includes('\\') && !path.split('/').includes('..');

const baseName = (path: string) => (path.split('/').pop() ?? path).normalize('NFC').toLowerCase();

function pictureKind(head: Buffer): boolean {
  if (head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return true;
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return true;
  return head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP';
}

export async function readBundle(buffer: Buffer, name: string): Promise<Bundle> {
  const zip = await open(buffer, name);
  const outsideError = (path: string) =>
    new SheetError(
      `${name}: "${path}" points outside the ZIP's folder: the ZIP is refused (put the file and its photos in one folder)`,
    );
  const entries = await entriesOf(zip).catch((err: Error) => {
    // yauzl refuses such a path itself while listing: "invalid relative path: ../x", "absolute path: /x".
    const path = /(?:relative|absolute) path: (.*)$/.exec(err.message)?.[1];
    throw path ? outsideError(path) : new SheetError(`${name} is not a ZIP archive that can be read`);
  });
  const outside = entries.find((e) => !insideFolder(e.fileName));
  if (outside) throw outsideError(outside.fileName);
  const files = entries.filter(
    (e) => !e.fileName.endsWith('/') && !e.fileName.startsWith('__MACOSX/') && !baseName(e.fileName).startsWith('.'),
  );
  const sheets = files.filter((e) => /\.(csv|xlsx)$/i.test(e.fileName));
  if (sheets.length !== 1)
    throw new SheetError(
      sheets.length
        ? `${name} holds several spreadsheets (${sheets.map((e) => e.fileName).join(', ')}): send one with its photos`
        : `${name} holds no .csv or .xlsx file: put the children's file in the ZIP beside the photos`,
    );
  const sheetEntry = sheets[0]!;
  if (sheetEntry.uncompressedSize > MAX_IMPORT_BYTES)
    throw new SheetError(`${name}: ${sheetEntry.fileName} is larger than 20 MB: split it into smaller files`, 413);
  const sheet = { buffer: await readEntry(zip, sheetEntry), name: `${name}/${sheetEntry.fileName}` };
  const byName = new Map<string, yauzl.Entry>();
  for (const e of files) if (!byName.has(baseName(e.fileName))) byName.set(baseName(e.fileName), e);
  async function photo(file: string): Promise<PhotoRead> {
    const entry = byName.get(baseName(file));
    if (!entry || entry === sheetEntry) return { ok: false, message: `is not in ${name} (${file})` };
    if (entry.uncompressedSize > MAX_PHOTO_BYTES) return { ok: false, message: 'is larger than 5 MB' };
    const bytes = await readEntry(zip, entry);
    if (!pictureKind(bytes)) return { ok: false, message: 'is not a JPEG, PNG or WebP picture' };
    const hash = createHash('sha256').update('').update(bytes).digest('hex').slice(0, 32);
    return { ok: true, photo: { bytes, url: imageUrl(hash) } };
  }
  // Read again each time a row asks: the pictures of a whole programme are never held at once.
  return { sheet, photo };
}
