import { Readable } from 'node:stream';
import { readXlsxRows } from './read-xlsx';
import { SheetError, type SheetRow } from './sheet';
import { csvReader } from '~/server/core/on-first-use';

export { SheetError, type SheetRow } from './sheet';

/** CSV or XLSX, from memory (an upload) or from a file (the command line). */
export type SheetSource = { buffer: Buffer; name: string } | { path: string; name: string; open: () => Readable };

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** What the file is, from its first bytes (never from its name alone). */
export function sheetKind(head: Buffer, name: string): 'csv' | 'xlsx' {
  if (head.subarray(0, 4).equals(ZIP)) {
    if (/\.xlsx$/i.test(name)) return 'xlsx';
    throw new SheetError(`${name} is a ZIP archive, not a spreadsheet: send a .csv or .xlsx file`, 415);
  }
  // Text: no NUL byte in what a CSV can hold (a PDF, an image, an old .xls has them).
  if (head.includes(0) || /\.(xls|ods|numbers|pdf|docx?)$/i.test(name))
    throw new SheetError(`${name} is not a CSV or XLSX file: save it as CSV (UTF-8) or XLSX and try again`, 415);
  return 'csv';
}

/** UTF-8 text from bytes, refusing another encoding (a Latin-1 é is not valid UTF-8). */
async function* utf8(chunks: AsyncIterable<Buffer>, name: string): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of chunks) yield decoder.decode(chunk, { stream: true });
    yield decoder.decode();
  } catch (err) {
    if (err instanceof TypeError)
      throw new SheetError(`${name} is not UTF-8 text: save it again as "CSV UTF-8" and try again`);
    throw err;
  }
}

/** Comma or semicolon: the one the header row uses more (outside quotes). */
function delimiterOf(firstLine: string): ',' | ';' {
  const bare = firstLine.replace(/"[^"]*"/g, '');
  return (bare.match(/;/g)?.length ?? 0) > (bare.match(/,/g)?.length ?? 0) ? ';' : ',';
}

async function* readCsvRows(text: AsyncIterable<string>, name: string): AsyncGenerator<SheetRow> {
  const iterator = text[Symbol.asyncIterator]();
  let start = '';
  // Enough text to see the header row (and its delimiter).
  while (!/\r?\n/.test(start)) {
    const next = await iterator.next();
    if (next.done) break;
    start += next.value;
  }
  start = start.replace(/^\uFEFF/, '');
  const parser = csvReader().parse({
    delimiter: delimiterOf(start.split(/\r?\n/, 1)[0] ?? ''),
    relax_column_count: true,
    // A quote typed inside a cell (`5" screen`, `=HYPERLINK("...")`) is kept as text.
    relax_quotes: true,
    skip_empty_lines: true,
  });
  const rest = (async function* () {
    yield start;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  })();
  const feeding = Readable.from(rest).pipe(parser);
  let row = 0;
  try {
    for await (const record of feeding as AsyncIterable<string[]>) {
      row += 1;
      if (record.every((v) => v.trim() === '')) continue;
      yield { row, values: record, formulas: [] };
    }
  } catch (err) {
    if (err instanceof SheetError) throw err;
    const line = (err as { lines?: number }).lines ?? row + 1;
    throw new SheetError(`${name} could not be read as CSV at line ${line}: ${(err as Error).message}`);
  }
}

async function* bufferChunks(buffer: Buffer): AsyncGenerator<Buffer> {
  for (let i = 0; i < buffer.length; i += 64 * 1024) yield buffer.subarray(i, i + 64 * 1024);
}

async function firstBytes(source: SheetSource): Promise<Buffer> {
  if ('buffer' in source) return source.buffer.subarray(0, 512);
  for await (const chunk of source.open()) return Buffer.from(chunk as Buffer).subarray(0, 512);
  return Buffer.alloc(0);
}

/** The rows of a CSV or XLSX file, the header first. */
export async function* readSheetRows(source: SheetSource): AsyncGenerator<SheetRow> {
  const kind = sheetKind(await firstBytes(source), source.name);
  if (kind === 'xlsx') {
    yield* readXlsxRows('buffer' in source ? { buffer: source.buffer } : { path: source.path }, source.name);
    return;
  }
  const chunks = 'buffer' in source ? bufferChunks(source.buffer) : (source.open() as AsyncIterable<Buffer>);
  yield* readCsvRows(utf8(chunks, source.name), source.name);
}
