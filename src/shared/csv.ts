/**
 * CSV that spreadsheets open safely: RFC 4180 quoting, a BOM so Excel reads UTF-8,
 * and cells that would start a formula (=, +, -, @, tab, CR) prefixed with a quote
 * mark, so a donor named "=HYPERLINK(...)" stays text. Numbers are written as they are.
 */
export type Cell = string | number | null | undefined;

function cell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: Cell[][]): string {
  return `\uFEFF${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
