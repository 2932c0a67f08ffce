import type { Readable } from 'node:stream';
import type { SaxesTagPlain } from 'saxes';
import type yauzl from 'yauzl';
import { xmlReader, zipReader } from '~/server/core/on-first-use';
import { SheetError, type SheetRow } from './sheet';

/**
 * The first sheet of an XLSX file, row by row (docs/importing.md). An XLSX file is a ZIP
 * of XML parts: the sheet's rows stream through a SAX parser, so a 20,000-row sheet is
 * never held whole; only the shared strings (the text cells' dictionary) are kept, as the
 * format requires. Limits guard against a ZIP that unpacks to far more than it weighs.
 */
const MAX_PART_BYTES = 256 * 1024 * 1024;
const MAX_STRINGS_BYTES = 64 * 1024 * 1024;

type Zip = yauzl.ZipFile;
type Entries = Map<string, yauzl.Entry>;

function openZip(from: { buffer: Buffer } | { path: string }, name: string): Promise<Zip> {
  const options = { lazyEntries: true, validateEntrySizes: true, strictFileNames: false };
  return new Promise((resolve, reject) => {
    const done = (err: Error | null, zip?: Zip) =>
      err || !zip ? reject(new SheetError(`${name} is not a readable XLSX file`)) : resolve(zip);
    if ('buffer' in from) zipReader().fromBuffer(from.buffer, options, done);
    else zipReader().open(from.path, options, done);
  });
}

function listEntries(zip: Zip): Promise<Entries> {
  const entries: Entries = new Map();
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

function openEntry(zip: Zip, entry: yauzl.Entry, name: string, limit: number): Promise<Readable> {
  if (entry.uncompressedSize > limit) throw new SheetError(`${name} is too large to import`, 413);
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) =>
      err || !stream ? reject(new SheetError(`${name} is not a readable XLSX file`)) : resolve(stream),
    ),
  );
}

/** Feeds a part through a SAX parser, calling `on` for each tag opened and closed and each text. */
async function parsePart(
  stream: Readable,
  name: string,
  on: { open?: (tag: SaxesTagPlain) => void; close?: (tag: SaxesTagPlain) => void; text?: (text: string) => void },
): Promise<void> {
  const parser = new (xmlReader().SaxesParser)();
  if (on.open) parser.on('opentag', on.open);
  if (on.close) parser.on('closetag', on.close);
  if (on.text) parser.on('text', on.text);
  stream.setEncoding('utf8');
  try {
    for await (const chunk of stream) parser.write(chunk as string);
    parser.close();
  } catch {
    throw new SheetError(`${name} is not a readable XLSX file (its XML is damaged)`);
  }
}

async function sharedStrings(zip: Zip, entries: Entries, name: string): Promise<string[]> {
  const entry = entries.get('xl/sharedStrings.xml');
  if (!entry) return [];
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  await parsePart(await openEntry(zip, entry, name, MAX_STRINGS_BYTES), name, {
    open: (tag) => {
      if (tag.name === 'si') current = '';
      // Phonetic runs (<rPh>) hold readings, not the text.
      else if (tag.name === 't') inText = true;
    },
    close: (tag) => {
      if (tag.name === 'si') strings.push(current ?? '');
      else if (tag.name === 't') inText = false;
    },
    text: (text) => {
      if (inText && current !== null) current += text;
    },
  });
  return strings;
}

/** The path of the workbook's first sheet (`xl/worksheets/sheet1.xml` as a rule). */
async function firstSheetPath(zip: Zip, entries: Entries, name: string): Promise<string> {
  const workbook = entries.get('xl/workbook.xml');
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  let firstId: string | null = null;
  if (workbook)
    await parsePart(await openEntry(zip, workbook, name, MAX_STRINGS_BYTES), name, {
      open: (tag) => {
        if (tag.name === 'sheet' && firstId === null) firstId = String(tag.attributes['r:id'] ?? '');
      },
    });
  let target: string | null = null;
  if (rels && firstId)
    await parsePart(await openEntry(zip, rels, name, MAX_STRINGS_BYTES), name, {
      open: (tag) => {
        if (tag.name === 'Relationship' && tag.attributes.Id === firstId) target = String(tag.attributes.Target);
      },
    });
  const path = target ? (String(target).startsWith('/') ? String(target).slice(1) : `xl/${target}`) : null;
  if (path && entries.has(path)) return path;
  if (entries.has('xl/worksheets/sheet1.xml')) return 'xl/worksheets/sheet1.xml';
  throw new SheetError(`${name} has no sheet to read`);
}

/** `C7` -> 2 (0-based column). */
function columnOf(ref: string): number {
  let n = 0;
  for (const ch of ref.replace(/\d+$/, '')) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

export async function* readXlsxRows(
  from: { buffer: Buffer } | { path: string },
  name: string,
): AsyncGenerator<SheetRow> {
  const zip = await openZip(from, name);
  try {
    const entries = await listEntries(zip);
    const strings = await sharedStrings(zip, entries, name);
    const sheet = entries.get(await firstSheetPath(zip, entries, name))!;
    const stream = await openEntry(zip, sheet, name, MAX_PART_BYTES);
    const parser = new (xmlReader().SaxesParser)();
    const ready: SheetRow[] = [];
    let row: SheetRow | null = null;
    let cell: { col: number; type: string; text: string; formula: boolean } | null = null;
    let reading: 'v' | 't' | null = null;
    let lastRow = 0;
    parser.on('opentag', (tag) => {
      if (tag.name === 'row') {
        lastRow = Number(tag.attributes.r) || lastRow + 1;
        row = { row: lastRow, values: [], formulas: [] };
      } else if (tag.name === 'c' && row) {
        const ref = String(tag.attributes.r ?? '');
        cell = {
          col: ref ? columnOf(ref) : row.values.length,
          type: String(tag.attributes.t ?? 'n'),
          text: '',
          formula: false,
        };
      } else if (cell && (tag.name === 'v' || tag.name === 't')) reading = tag.name;
      else if (cell && tag.name === 'f') cell.formula = true;
    });
    parser.on('text', (text) => {
      if (cell && reading) cell.text += text;
    });
    parser.on('closetag', (tag) => {
      if (tag.name === 'v' || tag.name === 't') reading = null;
      else if (tag.name === 'c' && cell && row) {
        const value = cell.type === 's' ? (strings[Number(cell.text)] ?? '') : cell.text;
        while (row.values.length < cell.col) row.values.push('');
        row.values[cell.col] = cell.type === 'b' ? (cell.text === '1' ? 'TRUE' : 'FALSE') : value;
        if (cell.formula) row.formulas.push(cell.col);
        cell = null;
      } else if (tag.name === 'row' && row) {
        if (row.values.some((v) => v.trim() !== '')) ready.push(row);
        row = null;
      }
    });
    stream.setEncoding('utf8');
    try {
      for await (const chunk of stream) {
        parser.write(chunk as string);
        yield* ready.splice(0);
      }
      parser.close();
    } catch (err) {
      if (err instanceof SheetError) throw err;
      throw new SheetError(`${name} is not a readable XLSX file (its sheet is damaged)`);
    }
    yield* ready.splice(0);
  } finally {
    zip.close();
  }
}
