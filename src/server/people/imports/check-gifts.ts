import { type Cell, type Errors, type Get, type Take, readAmount, readEmail, readPhone, takePastDay } from './cells';

/**
 * Donations' and sponsorships' rows read (docs/importing.md): who gave (their supporter's
 * ref, else e-mail, else phone), when, how much and how. The site keeps gifts in francs: a
 * row in another currency gives the francs received in `amount_rwf` (its own amount is
 * kept in the gift's note). Methods are read as people write them (`MTN MoMo`, `Airtel`,
 * `Bank transfer`); one the site does not record is an error that says what to write.
 */

/** Who a gift or sponsorship is from, as the row names them. */
export interface PersonKey {
  ref: string | null;
  email: string | null;
  phone: string | null;
}

/** How a past gift came in (a donation record's method): mobile money and card rows are offline records of the past. */
export const HISTORY_METHODS = ['momo', 'airtime', 'card', 'bank', 'cash', 'cheque'] as const;
export type HistoryMethod = (typeof HISTORY_METHODS)[number];
export const PURPOSES = ['general', 'sponsorship', 'child gift', 'catalogue'] as const;
export type Purpose = (typeof PURPOSES)[number];

export interface DonationRow {
  ref: string;
  giver: PersonKey;
  receivedOn: string;
  amountRwf: number;
  method: HistoryMethod;
  purpose: Purpose;
  childRef: string | null;
  /** The note as kept: the row's note, and the original amount of a row in another currency. */
  note: string;
}

export interface SponsorshipRow {
  ref: string | null;
  childRef: string;
  sponsor: PersonKey;
  startDate: string;
  amountRwf: number;
  method: 'momo' | 'airtime' | 'bank' | 'cash';
  dayOfMonth: number;
}

const METHOD_WORDS: Record<string, HistoryMethod> = {
  momo: 'momo',
  mtn: 'momo',
  mtnmomo: 'momo',
  mobilemoney: 'momo',
  airtel: 'airtime',
  airtelmoney: 'airtime',
  airtime: 'airtime',
  card: 'card',
  visa: 'card',
  mastercard: 'card',
  bank: 'bank',
  banktransfer: 'bank',
  transfer: 'bank',
  standingorder: 'bank',
  cash: 'cash',
  cheque: 'cheque',
  check: 'cheque',
};
const METHOD_LIST = 'momo, airtel, card, bank, cash or cheque';

function readMethod(text: string): Cell<HistoryMethod> {
  const method = METHOD_WORDS[text.toLowerCase().replace(/[\s_-]+/g, '')];
  return method
    ? { ok: true, value: method }
    : {
        ok: false,
        reason: `is not a way this site records gifts (${METHOD_LIST}): write bank or cash and say how in note`,
      };
}

function readPurpose(text: string): Cell<Purpose> {
  const t = text.trim().toLowerCase().replace(/[_-]+/g, ' ');
  const found = PURPOSES.find((p) => p === t || p.replace(' ', '') === t.replace(' ', ''));
  return found ? { ok: true, value: found } : { ok: false, reason: `is not ${PURPOSES.join(', ')}` };
}

function readPerson(get: Get, take: Take, errors: Errors, role: 'supporter'): PersonKey {
  const key = {
    ref: get(`${role}_ref`).trim() || null,
    email: take(`${role}_email`, readEmail),
    phone: take(`${role}_phone`, readPhone),
  };
  if (!key.ref && !key.email && !key.phone && !errors.some((e) => e.column.startsWith(role)))
    errors.push({ column: `${role}_ref`, message: 'is required when there is no supporter_email or supporter_phone' });
  return key;
}

/** The amount in francs: the row's own, or `amount_rwf` beside an amount in another currency. */
function readFrancs(get: Get, take: Take, errors: Errors): { amountRwf: number; original: string | null } | null {
  const currency = get('currency').trim().toUpperCase() || 'RWF';
  const amount = take('amount', (t) => readAmount(t, currency), true);
  if (!amount) return null;
  if (amount.currency === 'RWF') return { amountRwf: amount.amount, original: null };
  const francs = take('amount_rwf', (t) => readAmount(t));
  if (!francs) {
    if (!errors.some((e) => e.column === 'amount_rwf'))
      errors.push({
        column: 'amount_rwf',
        message: `is required with an amount in ${amount.currency}: the francs received (this site keeps gifts in RWF)`,
      });
    return null;
  }
  return { amountRwf: francs.amount, original: `${(amount.amount / 100).toFixed(2)} ${amount.currency}` };
}

export function readDonation(get: Get, take: Take, errors: Errors, today: string): DonationRow | null {
  const ref = get('ref').trim();
  if (!ref) errors.push({ column: 'ref', message: 'is required: your own id for the gift, so a re-import finds it' });
  const giver = readPerson(get, take, errors, 'supporter');
  const receivedOn = takePastDay(take, errors, 'date', today);
  const francs = readFrancs(get, take, errors);
  const method = take('method', readMethod, true);
  const purpose = take('purpose', readPurpose) ?? 'general';
  const childRef = get('child_ref').trim() || null;
  const note = get('note').trim();
  if (note.length > 1000) errors.push({ column: 'note', message: 'is longer than 1000 characters' });
  if (errors.length || !francs || !method || !receivedOn) return null;
  const original = francs.original ? `Given as ${francs.original}.` : '';
  return {
    ref,
    giver,
    receivedOn,
    amountRwf: francs.amountRwf,
    method,
    purpose,
    childRef,
    note: [note, original].filter(Boolean).join(' '),
  };
}

export function readSponsorship(get: Get, take: Take, errors: Errors, today: string): SponsorshipRow | null {
  const childRef = get('child_ref').trim();
  if (!childRef) errors.push({ column: 'child_ref', message: 'is required' });
  const sponsor = readPerson(get, take, errors, 'supporter');
  const startDate = takePastDay(take, errors, 'start_date', today);
  const currency = get('currency').trim().toUpperCase();
  if (currency && currency !== 'RWF')
    errors.push({ column: 'currency', message: 'must be RWF: a monthly plan is kept in francs' });
  const amount = currency && currency !== 'RWF' ? null : take('amount', (t) => readAmount(t), true);
  const method = take('method', readMethod, true);
  if (method === 'card' || method === 'cheque')
    errors.push({
      column: 'method',
      message:
        method === 'card'
          ? 'card plans cannot be brought in (the card must be given on the site): write momo, airtel, bank or cash'
          : 'is not a way a monthly plan is paid: write momo, airtel, bank or cash',
    });
  const dayText = get('day_of_month').trim();
  const dayOfMonth = dayText ? Number(dayText) : 1;
  if (!Number.isInteger(dayOfMonth) || dayOfMonth < 1 || dayOfMonth > 28)
    errors.push({ column: 'day_of_month', message: 'is not a day from 1 to 28' });
  if (errors.length || !amount || !method || !startDate) return null;
  return {
    ref: get('ref').trim() || null,
    childRef,
    sponsor,
    startDate,
    amountRwf: amount.amount,
    method: method as SponsorshipRow['method'],
    dayOfMonth,
  };
}
