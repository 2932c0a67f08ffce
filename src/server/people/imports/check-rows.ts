import { type Cell, type Get, isFormula, readDate, readEmail, readName, readPhone, readYesNo } from './cells';
import { type ChildRow, readChild } from './check-children';
import { type DonationRow, readDonation, readSponsorship, type SponsorshipRow } from './check-gifts';
import { type ImportKind, isNoteRow, readHeader } from './columns';
import { SheetError, type SheetRow } from './sheet';

/**
 * A file's rows checked against their kind's columns (docs/importing.md), before anything
 * is matched or written: each row gives its record or the reasons it cannot, each reason
 * naming its column. Two rows for one person (same ref, e-mail or phone) are reported,
 * the second as an error, so nobody is imported twice.
 */
export interface RowError {
  column: string;
  message: string;
}
export type CheckedRow<R> =
  | { row: number; ref: string | null; record: R; errors: [] }
  | { row: number; ref: string | null; record: null; errors: RowError[] };

type Reader<R> = (get: Get, errors: RowError[]) => R | null;

export interface SupporterRow {
  ref: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  /** Null when the cell is empty: the supporter's language is kept (en for a new one). */
  lang: 'en' | 'fr' | 'rw' | null;
  newsletter: boolean;
  sms: boolean;
  consentDate: string | null;
}
export interface SubscriberRow {
  email: string;
  name: string | null;
  lang: 'en' | 'fr' | 'rw' | null;
  subscribedOn: string | null;
}

/** Reads one cell with its rule; an empty optional cell is null, an empty required one an error. */
function take<T>(
  get: Get,
  errors: RowError[],
  column: string,
  read: (t: string) => Cell<T>,
  required = false,
): T | null {
  const text = get(column);
  if (text.trim() === '') {
    if (required) errors.push({ column, message: 'is required' });
    return null;
  }
  const cell = read(text);
  if (cell.ok) return cell.value;
  errors.push({ column, message: cell.reason });
  return null;
}

function readLang(get: Get, errors: RowError[]): 'en' | 'fr' | 'rw' | null {
  const text = get('language').trim().toLowerCase();
  if (text === '') return null;
  if (text === 'en' || text === 'fr' || text === 'rw') return text;
  errors.push({ column: 'language', message: 'is not en, fr or rw' });
  return null;
}

export type { ChildRow } from './check-children';
export type { DonationRow, SponsorshipRow } from './check-gifts';
type AnyRow = SupporterRow | SubscriberRow | ChildRow | DonationRow | SponsorshipRow;

const today = () => new Date().toISOString().slice(0, 10);
const taking =
  (get: Get, errors: RowError[]) =>
  <T>(column: string, read: (t: string) => Cell<T>, required?: boolean) =>
    take(get, errors, column, read, required);

const readers: Record<ImportKind, Reader<AnyRow>> = {
  children: (get, errors) => readChild(get, taking(get, errors), errors, today()),
  donations: (get, errors) => readDonation(get, taking(get, errors), errors, today()),
  sponsorships: (get, errors) => readSponsorship(get, taking(get, errors), errors, today()),
  supporters: (get, errors): SupporterRow | null => {
    const name = take(get, errors, 'name', readName, true);
    const email = take(get, errors, 'email', readEmail);
    const phone = take(get, errors, 'phone', readPhone);
    if (!email && !phone && !errors.some((e) => e.column === 'email' || e.column === 'phone'))
      errors.push({ column: 'email', message: 'is required when there is no phone' });
    const record = {
      ref: get('ref').trim() || null,
      name: name ?? '',
      email,
      phone,
      lang: readLang(get, errors),
      newsletter: take(get, errors, 'newsletter', readYesNo) ?? false,
      sms: take(get, errors, 'sms', readYesNo) ?? false,
      consentDate: take(get, errors, 'consent_date', readDate),
    };
    if (record.newsletter && !email) errors.push({ column: 'newsletter', message: 'needs an e-mail address' });
    if (record.sms && !phone) errors.push({ column: 'sms', message: 'needs a phone number' });
    return errors.length ? null : record;
  },
  subscribers: (get, errors): SubscriberRow | null => {
    const record = {
      email: take(get, errors, 'email', readEmail, true) ?? '',
      name: take(get, errors, 'name', readName),
      lang: readLang(get, errors),
      subscribedOn: take(get, errors, 'subscribed_on', readDate),
    };
    return errors.length ? null : record;
  },
};

/** The keys a row names its person by, strongest first (ref, e-mail, phone). */
function identities(record: AnyRow): string[] {
  const keys: string[] = [];
  if ('receivedOn' in record) return [`ref:${record.ref.toLowerCase()}`];
  if ('dayOfMonth' in record)
    return [...(record.ref ? [`ref:${record.ref.toLowerCase()}`] : []), `child_ref:${record.childRef.toLowerCase()}`];
  if ('birthDate' in record)
    return [record.ref ? `ref:${record.ref.toLowerCase()}` : `name:${record.name.toLowerCase()} ${record.birthDate}`];
  if ('ref' in record && record.ref) keys.push(`ref:${record.ref.toLowerCase()}`);
  if ('email' in record && record.email) keys.push(`email:${record.email}`);
  if ('phone' in record && record.phone) keys.push(`phone:${record.phone}`);
  return keys;
}

/** Checks every row of a file of `kind`; throws a SheetError when the header itself cannot be used. */
export async function* checkRows(
  kind: ImportKind,
  rows: AsyncIterable<SheetRow>,
  fileName: string,
): AsyncGenerator<CheckedRow<AnyRow>> {
  const read = readers[kind];
  let header: ReturnType<typeof readHeader> | null = null;
  const seen = new Map<string, number>();
  for await (const sheetRow of rows) {
    if (!header) {
      header = readHeader(kind, sheetRow.values);
      if (header.problems.length) throw new SheetError(`${fileName}: ${header.problems.join('; ')}`);
      continue;
    }
    if (isNoteRow(sheetRow.values)) continue;
    const at = header.at;
    const get: Get = (column) => {
      const i = at.get(column);
      return i === undefined ? '' : (sheetRow.values[i] ?? '');
    };
    const errors: RowError[] = [];
    for (const [column, i] of at) {
      if (sheetRow.formulas.includes(i) || isFormula(sheetRow.values[i] ?? ''))
        errors.push({ column, message: 'holds a formula: type the value itself' });
    }
    const ref = get('ref').trim() || null;
    const record = errors.length ? null : read(get, errors);
    if (!record) {
      yield { row: sheetRow.row, ref, record: null, errors };
      continue;
    }
    const keys = identities(record);
    const match = keys.find((k) => seen.has(k));
    if (match) {
      const column = match.startsWith('name:') ? 'first_name' : match.slice(0, match.indexOf(':'));
      const what = 'receivedOn' in record ? 'gift' : 'dayOfMonth' in record ? 'sponsorship' : 'person';
      const message = `is the same ${what} as row ${seen.get(match)}`;
      yield { row: sheetRow.row, ref, record: null, errors: [{ column, message }] };
      continue;
    }
    for (const k of keys) seen.set(k, sheetRow.row);
    yield { row: sheetRow.row, ref, record, errors: [] };
  }
  if (!header) throw new SheetError(`${fileName} is empty: it needs a header row and at least one row`);
}
