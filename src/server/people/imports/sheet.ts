/**
 * A spreadsheet read one row at a time (docs/importing.md): CSV (UTF-8, comma or
 * semicolon, a header row) or XLSX (its first sheet). Nothing holds the whole file's rows:
 * a caller takes them in batches. `row` is the number a spreadsheet program shows (the
 * header is row 1).
 */
export interface SheetRow {
  row: number;
  values: string[];
  /** Columns (0-based) whose cell holds a formula. */
  formulas: number[];
}

export class SheetError extends Error {
  constructor(
    /** A plain reason, naming the file. */
    message: string,
    /** 400 for a file that cannot be read, 413 for one too large, 415 for a kind we do not read. */
    readonly status: 400 | 413 | 415 = 400,
  ) {
    super(message);
  }
}
