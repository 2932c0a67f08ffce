import { type Cell, toCsv } from '~/shared/csv';

/** CSV written by the shared writer (src/shared/csv.ts: quoting, BOM, no formulas). */
export { type Cell, toCsv };

/** Hands the browser a CSV file to save. */
export function downloadCsv(filename: string, rows: Cell[][]): void {
  const url = URL.createObjectURL(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
