import type { PersonExport } from './export';

type Row = Record<string, unknown>;

/**
 * The supporter's own download ("Download your data" on /my-giving) in words a person
 * reads (issue 39.24): each field named in plain English ("Payer e-mail", "Created at")
 * rather than by its column (`payer_email`), money in its unit (`amount_minor` in cents
 * becomes Amount in dollars), and the site's own bookkeeping left out (work queue
 * leases, retry counts, internal keys): none of it is about the person. Table names stay
 * as they are (a program reading the file finds each table by them).
 */
const INTERNAL = new Set([
  'lease_until',
  'attempts',
  'next_attempt_at',
  'event_key',
  'idempotency_key',
  'last_error',
  'provider_message_id',
  'payer_net',
  'token_hash',
]);

const WORDS: Record<string, string> = {
  email: 'e-mail',
  id: 'reference',
  rwf: 'RWF',
  usd: 'USD',
  sms: 'SMS',
  ip: 'IP',
  url: 'address',
  lang: 'language',
};

/** `payer_email` -> "Payer e-mail", `id` -> "Reference". */
export function fieldLabel(column: string): string {
  const text = column
    .split('_')
    .filter(Boolean)
    .map((w) => WORDS[w] ?? w)
    .join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function readableRow(row: Row): Row {
  const out: Row = {};
  for (const [column, raw] of Object.entries(row)) {
    if (INTERNAL.has(column)) continue;
    let key = fieldLabel(column);
    let value = raw;
    // PostgreSQL hands a bigint column over as a string, PGlite as a number: both are read.
    const minor = typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : raw;
    if (column === 'amount_minor' && typeof minor === 'number') {
      // Whole francs (RWF), cents (USD): the amount as the person paid it.
      key = 'Amount';
      value = row.currency === 'USD' ? minor / 100 : minor;
    }
    if (key in out) key = `${key} (${column})`;
    out[key] = value;
  }
  return out;
}

export function readableExport(data: PersonExport): PersonExport {
  return {
    ...data,
    records: Object.fromEntries(Object.entries(data.records).map(([table, rows]) => [table, rows.map(readableRow)])),
  };
}
