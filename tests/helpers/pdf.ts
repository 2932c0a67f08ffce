import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * What a PDF looks like to a reader, through Debian's poppler-utils (installed by
 * .ci/run): its text as pdftotext lays it out, each word's box on the page
 * (pdftotext -bbox), and each page rendered to a grey image (pdftoppm -gray).
 */

function withFile<T>(pdf: Buffer, read: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-check-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    return read(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { encoding: 'utf8', timeout: 60_000 });

/** The text in reading order, lines kept (pdftotext -layout), whitespace runs made one space. */
export const pdfText = (pdf: Buffer): string =>
  withFile(pdf, (file) => run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']))
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .join('\n');

export interface Word {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
  pageWidth: number;
  pageHeight: number;
}

/** Every word with its box, in points from the page's top left. */
export function pdfWords(pdf: Buffer): Word[] {
  const html = withFile(pdf, (file) => run('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-']));
  const words: Word[] = [];
  let page = 0;
  let size = { w: 0, h: 0 };
  for (const m of html.matchAll(
    /<page width="([\d.]+)" height="([\d.]+)">|<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
  )) {
    if (m[1]) {
      page++;
      size = { w: Number(m[1]), h: Number(m[2]) };
      continue;
    }
    words.push({
      page,
      text: m[7]!
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"'),
      xMin: Number(m[3]),
      yMin: Number(m[4]),
      xMax: Number(m[5]),
      yMax: Number(m[6]),
      pageWidth: size.w,
      pageHeight: size.h,
    });
  }
  return words;
}

/** The words whose left edge lies between `left` and `right` (points), in reading order: one column's text. */
export const columnText = (words: Word[], left: number, right: number): string =>
  words
    .filter((w) => w.xMin >= left && w.xMin < right)
    .sort((a, b) => a.page - b.page || a.yMin - b.yMin || a.xMin - b.xMin)
    .map((w) => w.text)
    .join(' ');

export interface GreyPage {
  width: number;
  height: number;
  /** 0 black ... 255 white, row by row. */
  pixels: Uint8Array;
}

/** Each page rendered at `dpi` as 8-bit grey (pdftoppm -gray writes binary PGM, read here). */
export function renderPages(pdf: Buffer, dpi = 50): GreyPage[] {
  return withFile(pdf, (file, dir) => {
    execFileSync('pdftoppm', ['-gray', '-r', String(dpi), file, path.join(dir, 'page')], { timeout: 60_000 });
    return readdirSync(dir)
      .filter((f) => f.endsWith('.pgm'))
      .sort()
      .map((f) => parsePgm(readFileSync(path.join(dir, f))));
  });
}

function parsePgm(bytes: Buffer): GreyPage {
  // "P5" width height maxval, each followed by one whitespace, then the raster.
  const fields: string[] = [];
  let i = 0;
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(bytes[i]!))) i++;
    let field = '';
    while (!/\s/.test(String.fromCharCode(bytes[i]!))) field += String.fromCharCode(bytes[i++]!);
    fields.push(field);
  }
  if (fields[0] !== 'P5' || fields[3] !== '255') throw new Error(`not an 8-bit PGM: ${fields.join(' ')}`);
  const width = Number(fields[1]);
  const height = Number(fields[2]);
  return { width, height, pixels: new Uint8Array(bytes.subarray(i + 1, i + 1 + width * height)) };
}

/** Dark pixels (ink) inside a box given in fractions of the page (0..1 from the top left). */
export function inkIn(page: GreyPage, box: { left: number; top: number; right: number; bottom: number }): number {
  let ink = 0;
  const x0 = Math.floor(box.left * page.width);
  const x1 = Math.ceil(box.right * page.width);
  const y0 = Math.floor(box.top * page.height);
  const y1 = Math.ceil(box.bottom * page.height);
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (page.pixels[y * page.width + x]! < 160) ink++;
  return ink;
}
