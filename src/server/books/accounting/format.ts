import { type Cell, toCsv } from '~/shared/csv';
import type { AccountingSettings, JournalFormat } from '~/shared/schemas/accounting';
import { zonedDay } from '~/shared/time-zone';
import type { JournalEntry } from './entries';

/**
 * The journal as a file an accounting program imports (docs/accounting.md#the-journal):
 * each entry's lines, its debits equal to its credits. Amounts in the currency's major
 * unit (whole francs; dollars with cents).
 */
export interface JournalLine {
  entry: number;
  day: string;
  reference: string;
  account: string;
  description: string;
  /** Minor units: debit positive, credit negative. */
  amountMinor: number;
  currency: string;
}

const major = (minor: number, currency: string) => (currency === 'RWF' ? minor : Math.round(minor) / 100);

function describe(e: JournalEntry): string {
  const what = e.kind === 'refund' ? 'Refund' : e.kind === 'offline' ? 'Offline gift' : 'Payment';
  return [`${what} ${e.reference}`, e.outsideRef, e.payer].filter(Boolean).join(' · ');
}

/** An entry's lines (the n-th of the journal): the clearing account (less the fee) and the fee against the fund; a refund the other way. */
export function entryLines(e: JournalEntry, n: number, codes: AccountingSettings, timeZone: string): JournalLine[] {
  const base = {
    entry: n,
    day: zonedDay(e.at, timeZone),
    reference: e.reference,
    description: describe(e),
    currency: e.currency,
  };
  const clearing = codes.clearing[e.clearing];
  const fund = codes.funds[e.fund];
  if (e.kind === 'refund')
    return [
      { ...base, account: fund, amountMinor: e.amountMinor },
      { ...base, account: clearing, amountMinor: -e.amountMinor },
    ];
  return [
    { ...base, account: clearing, amountMinor: e.amountMinor - e.feeMinor },
    ...(e.feeMinor > 0
      ? [{ ...base, account: codes.fees, amountMinor: e.feeMinor, description: `${base.description} · fee` }]
      : []),
    { ...base, account: fund, amountMinor: -e.amountMinor },
  ];
}

const dmy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const debit = (l: JournalLine): Cell => (l.amountMinor > 0 ? major(l.amountMinor, l.currency) : null);
const credit = (l: JournalLine): Cell => (l.amountMinor < 0 ? major(-l.amountMinor, l.currency) : null);

/** Each format's header and a line's cells: our CSV, QuickBooks Online's journal import, Xero's manual journal import. */
const FORMATS: Record<JournalFormat, { header: string[]; cells: (l: JournalLine) => Cell[] }> = {
  csv: {
    header: ['Entry', 'Date', 'Reference', 'Account', 'Description', 'Debit', 'Credit', 'Currency'],
    cells: (l) => [l.entry, l.day, l.reference, l.account, l.description, debit(l), credit(l), l.currency],
  },
  qbo: {
    header: ['Journal No', 'Journal Date', 'Currency Code', 'Account', 'Debits', 'Credits', 'Description', 'Name'],
    cells: (l) => [l.reference, dmy(l.day), l.currency, l.account, debit(l), credit(l), l.description, ''],
  },
  xero: {
    header: ['*Narration', '*Date', 'Description', '*AccountCode', '*TaxRate', '*Amount'],
    cells: (l) => [l.reference, dmy(l.day), l.description, l.account, 'Tax Exempt', major(l.amountMinor, l.currency)],
  },
};

/**
 * The file, a page of entries at a time (toCsv's quoting, one BOM at its start): what an
 * accounting program imports, never held whole.
 */
export async function* journalFile(
  pages: AsyncIterable<JournalEntry[]>,
  codes: AccountingSettings,
  timeZone: string,
  format: JournalFormat,
): AsyncGenerator<string> {
  const { header, cells } = FORMATS[format];
  yield toCsv([header]);
  let n = 0;
  for await (const entries of pages) {
    const rows = entries.flatMap((e) => entryLines(e, ++n, codes, timeZone).map(cells));
    // toCsv's rows without its BOM: the file has one, at its start.
    yield toCsv(rows).slice(1);
  }
}
