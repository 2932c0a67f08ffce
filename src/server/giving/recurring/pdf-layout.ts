import type { ColorTypes, PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';

/*
 * The page layout of receipts and statements with pdf-lib: pure JavaScript (no native
 * build, no headless browser), typed, and the standard fonts need no font files. Those
 * fonts cover Latin-1 (English, French, Kinyarwanda); any other character is replaced so
 * a name typed in another script can never break the document. Every text is measured
 * and wrapped to the width it has, in paragraphs and in table cells alike: nothing runs
 * off the page, however long a name, an address or a description is.
 */
export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;
export const CONTENT_WIDTH = A4[0] - 2 * MARGIN;
const FOOTER = 28;
/** pdf-lib's `rgb()`, written out: pdf-lib (3 MB of heap) is loaded by the first PDF, not at start. */
const rgb = (red: number, green: number, blue: number): RGB => ({ type: 'RGB' as ColorTypes.RGB, red, green, blue });
export const GREEN = rgb(0.02, 0.37, 0.27);
export const GREY = rgb(0.28, 0.33, 0.41);
const INK = rgb(0.06, 0.09, 0.16);
const RULE = rgb(0.8, 0.83, 0.87);
type Colour = RGB;

export const safe = (s: string) =>
  s
    .replace(/[\u2000-\u200b\u202f\u205f]/g, ' ')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u2026/g, '...')
    .replace(/[^\x20-\x7e\xa0-\xff\n]/g, '?');

/** `text` cut into lines no wider than `width`; a word longer than the width is cut too. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  for (const paragraph of safe(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const tried = line ? `${line} ${word}` : word;
      if (fits(tried)) {
        line = tried;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (!fits(rest)) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

export interface Column {
  head: string;
  /** Share of the content width. */
  width: number;
  align?: 'left' | 'right';
}

interface TextOptions {
  size?: number;
  bold?: boolean;
  color?: Colour;
  /** From the left margin. */
  indent?: number;
  /** Space after the paragraph. */
  after?: number;
}

export class Writer {
  page!: PDFPage;
  y = 0;
  private constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  static async create(title: string, author: string): Promise<Writer> {
    const { PDFDocument, StandardFonts } = await import('pdf-lib');
    const doc = await PDFDocument.create();
    doc.setTitle(safe(title));
    doc.setAuthor(safe(author));
    doc.setCreator(safe(author));
    const font = await doc.embedFont(StandardFonts.Helvetica);
    return new Writer(doc, font, await doc.embedFont(StandardFonts.HelveticaBold));
  }

  private newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** Starts a new page unless `height` still fits above the footer. */
  ensure(height: number): boolean {
    if (this.y - height >= MARGIN + FOOTER) return false;
    this.newPage();
    return true;
  }

  private draw(text: string, x: number, size: number, bold: boolean, color: Colour) {
    this.page.drawText(text, { x, y: this.y - size, size, font: bold ? this.bold : this.font, color });
  }

  /** A paragraph wrapped to the width left of its indent. */
  text(text: string, opts: TextOptions = {}) {
    const size = opts.size ?? 10.5;
    const indent = opts.indent ?? 0;
    const font = opts.bold ? this.bold : this.font;
    for (const line of wrap(text, font, size, CONTENT_WIDTH - indent)) {
      this.ensure(size * 1.35);
      this.draw(line, MARGIN + indent, size, opts.bold ?? false, opts.color ?? INK);
      this.y -= size * 1.35;
    }
    this.y -= opts.after ?? 0;
  }

  /** A label on the left, its value (wrapped, several lines allowed) beside it. */
  labelled(label: string, value: string, labelWidth = 120) {
    const size = 10.5;
    const lines = wrap(value, this.bold, size, CONTENT_WIDTH - labelWidth);
    this.ensure(size * 1.35 * Math.min(lines.length, 3));
    this.draw(safe(label), MARGIN, size, false, GREY);
    for (const line of lines) {
      this.ensure(size * 1.35);
      this.draw(line, MARGIN + labelWidth, size, true, INK);
      this.y -= size * 1.35;
    }
  }

  rule(color: Colour = RULE) {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.6,
      color,
    });
  }

  gap(h = 8) {
    this.y -= h;
  }

  /** A table with its heads on every page it spans; each cell wraps within its column. */
  table(columns: Column[], rows: string[][], opts: { boldLast?: number } = {}) {
    const size = 9.5;
    const line = size * 1.3;
    const pad = 4;
    const widths = columns.map((c) => c.width * CONTENT_WIDTH);
    const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
    const drawRow = (cells: string[], bold: boolean) => {
      const wrapped = cells.map((c, i) => wrap(c, bold ? this.bold : this.font, size, widths[i]! - 2 * pad));
      const height = Math.max(...wrapped.map((w) => w.length)) * line + 2 * pad;
      return { wrapped, height };
    };
    const paint = ({ wrapped, height }: ReturnType<typeof drawRow>, bold: boolean, color: Colour) => {
      const top = this.y;
      wrapped.forEach((lines, i) => {
        const col = columns[i]!;
        lines.forEach((text, n) => {
          const font = bold ? this.bold : this.font;
          const w = font.widthOfTextAtSize(text, size);
          const x = col.align === 'right' ? xs[i]! + widths[i]! - pad - w : xs[i]! + pad;
          this.page.drawText(text, { x, y: top - pad - size - n * line, size, font, color });
        });
      });
      this.y = top - height;
      this.rule();
    };
    const head = drawRow(
      columns.map((c) => c.head),
      true,
    );
    const heads = () => {
      this.rule(GREY);
      paint(head, true, GREY);
    };
    this.ensure(head.height * 2);
    heads();
    rows.forEach((cells, index) => {
      const bold = opts.boldLast !== undefined && index >= rows.length - opts.boldLast;
      const row = drawRow(cells, bold);
      if (this.ensure(row.height)) heads();
      paint(row, bold, INK);
    });
  }

  /** "Page 1 of 2" at the foot of every page; then the document's bytes. */
  async finish(pageLabel: (page: number, pages: number) => string): Promise<Buffer> {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const text = safe(pageLabel(i + 1, pages.length));
      const w = this.font.widthOfTextAtSize(text, 8);
      page.drawText(text, { x: A4[0] - MARGIN - w, y: MARGIN - 10, size: 8, font: this.font, color: GREY });
    });
    return Buffer.from(await this.doc.save());
  }
}
