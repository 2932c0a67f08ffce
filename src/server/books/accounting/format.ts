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

/** Each entry's lines: the clearing account (less the fee) and the fee against the fund; a refund the other way. */
export function journalLines(entries: JournalEntry[], codes: AccountingSettings, timeZone: string): JournalLine[] {
  const lines: JournalLine[] = [];
  entries.forEach((e, i) => {
    const base = {
      entry: i + 1,
      day: zonedDay(e.at, timeZone),
      reference: e.reference,
      description: describe(e),
      currency: e.currency,
    };
    const clearing = codes.clearing[e.clearing];
    const fund = codes.funds[e.fund];
    if (e.kind === 'refund') {
      lines.push(
        { ...base, account: fund, amountMinor: e.amountMinor },
        { ...base, account: clearing, amountMinor: -e.amountMinor },
      );
      return;
    }
    lines.push({ ...base, account: clearing, amountMinor: e.amountMinor - e.feeMinor });
    if (e.feeMinor > 0)
      lines.push({ ...base, account: codes.fees, amountMinor: e.feeMinor, description: `${base.description} · fee` });
    lines.push({ ...base, account: fund, amountMinor: -e.amountMinor });
  });
  return lines;
}

const dmy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The file: our CSV, QuickBooks Online's journal import, or Xero's manual journal import. */
export function journalFile(lines: JournalLine[], format: JournalFormat): string {
  const debit = (l: JournalLine): Cell => (l.amountMinor > 0 ? major(l.amountMinor, l.currency) : null);
  const credit = (l: JournalLine): Cell => (l.amountMinor < 0 ? major(-l.amountMinor, l.currency) : null);
  if (format === 'qbo')
    return toCsv([
      ['Journal No', 'Journal Date', 'Currency Code', 'Account', 'Debits', 'Credits', 'Description', 'Name'],
      ...lines.map((l) => [l.reference, dmy(l.day), l.currency, l.account, debit(l), credit(l), l.description, '']),
    ]);
  if (format === 'xero')
    return toCsv([
      ['*Narration', '*Date', 'Description', '*AccountCode', '*TaxRate', '*Amount'],
      ...lines.map((l) => [
        l.reference,
        dmy(l.day),
        l.description,
        l.account,
        'Tax Exempt',
        major(l.amountMinor, l.currency),
      ]),
    ]);
  return toCsv([
    ['Entry', 'Date', 'Reference', 'Account', 'Description', 'Debit', 'Credit', 'Currency'],
    ...lines.map((l) => [l.entry, l.day, l.reference, l.account, l.description, debit(l), credit(l), l.currency]),
  ]);
}
