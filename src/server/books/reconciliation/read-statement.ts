import { SheetError, isFormula, readDate, readSheetRows } from '~/server/people';
import type { StatementMapping, StatementProvider } from '~/shared/schemas/reconciliation';

/**
 * A provider's statement read with the columns mapped for it (docs/accounting.md#reconciliation):
 * every line with a reference, an amount received, a day and whether it succeeded. A file
 * that cannot be trusted whole is refused whole (SheetError: the file, row and column),
 * so nothing is stored from it.
 */
export interface StatementLine {
  row: number;
  reference: string;
  amountMinor: number;
  currency: string;
  feeMinor: number | null;
  day: string;
  succeeded: boolean;
  payer: string;
}

const SUCCEEDED = /^(success|successful|succeeded|completed?|approved|paid|ok|credit|cr|received)$/i;
const CURRENCIES = ['RWF', 'USD', 'EUR', 'GBP'];

/** An amount in minor units (whole francs; cents), or null for money going out (a payout, a fee line). */
function readMoney(text: string, currency: string): number | null | string {
  const t = text
    .trim()
    .replace(/^(RWF|FRW|RF|USD|US\$|\$)\s*/i, '')
    .replace(/\s*(RWF|FRW|USD)$/i, '')
    .replace(/(?<=\d)[ ,\u00a0\u202f](?=\d{3}\b)/g, '');
  if (!/^[-+]?\d+(\.\d{1,2})?$/.test(t)) return 'is not an amount';
  const value = Number(t);
  if (value <= 0) return null;
  if (currency === 'RWF') {
    if (!Number.isInteger(value)) return 'is not a whole number of francs';
    return value;
  }
  return Math.round(value * 100);
}

/** A day from a date cell, with or without its time (`2026-11-28 14:03:22`, `28/11/2026 14:03`). */
function readDay(text: string): string | null {
  const first = text.trim().split(/[ T]/)[0] ?? '';
  const day = readDate(first);
  return day.ok ? day.value : null;
}

export async function readStatement(
  buffer: Buffer,
  fileName: string,
  provider: StatementProvider,
  mapping: StatementMapping,
): Promise<StatementLine[]> {
  const where = (row: number, column: string) => `${fileName}, row ${row}, column "${column}"`;
  const lines: StatementLine[] = [];
  let index: Record<keyof StatementMapping, number> | null = null;
  let names: string[] = [];
  for await (const { row, values } of readSheetRows({ buffer, name: fileName })) {
    if (!index) {
      const header = values.map((v) => v.trim().toLowerCase());
      const found = {} as Record<keyof StatementMapping, number>;
      for (const [field, name] of Object.entries(mapping) as [keyof StatementMapping, string][]) {
        if (!name) {
          found[field] = -1;
          continue;
        }
        found[field] = header.indexOf(name.toLowerCase());
        if (found[field] < 0)
          throw new SheetError(
            `${fileName} has no column "${name}" (mapped as the ${field} of ${provider}'s statements): its columns are ${values.join(', ')}`,
          );
      }
      index = found;
      names = values;
      continue;
    }
    const cell = (field: keyof StatementMapping) => (index![field] >= 0 ? (values[index![field]] ?? '').trim() : '');
    values.forEach((v, i) => {
      if (isFormula(v))
        throw new SheetError(`${where(row, names[i] ?? `#${i + 1}`)} holds a formula: a statement holds values only`);
    });
    const reference = cell('reference');
    if (!reference) throw new SheetError(`${where(row, mapping.reference)} is empty: every line needs its reference`);
    if (reference.length > 200) throw new SheetError(`${where(row, mapping.reference)} is longer than 200 characters`);
    const currency = (cell('currency') || (provider === 'flutterwave' ? 'USD' : 'RWF')).toUpperCase();
    if (!CURRENCIES.includes(currency))
      throw new SheetError(`${where(row, mapping.currency)} names an unknown currency`);
    const amount = readMoney(cell('amount'), currency);
    if (typeof amount === 'string') throw new SheetError(`${where(row, mapping.amount)} ${amount}`);
    if (amount === null) continue;
    const day = readDay(cell('date'));
    if (!day) throw new SheetError(`${where(row, mapping.date)} is not a date (DD/MM/YYYY or YYYY-MM-DD)`);
    const feeText = cell('fee');
    const fee = feeText ? readMoney(feeText.replace(/^-/, ''), currency) : null;
    if (typeof fee === 'string') throw new SheetError(`${where(row, mapping.fee)} ${fee}`);
    const status = cell('status');
    lines.push({
      row,
      reference,
      amountMinor: amount,
      currency,
      feeMinor: fee,
      day,
      succeeded: mapping.status === '' || SUCCEEDED.test(status),
      payer: cell('payer').slice(0, 200),
    });
  }
  if (!index) throw new SheetError(`${fileName} is empty: it needs a header row and its lines`);
  return lines;
}
