/**
 * Flutterwave's card tokens in the double (developer.flutterwave.com, "Card
 * tokenization", "Errors"; the v3 Node SDK's tokenization guide): a card paid on the
 * hosted page comes back from verify with `data.card` { first_6digits, last_4digits,
 * issuer, country, type, token, expiry }; `POST /v3/tokenized-charges` (Bearer secret
 * key; token, currency, country, amount, email, tx_ref, narration) charges it and
 * answers { status: 'success', message: 'Charge successful', data: { id, tx_ref,
 * amount, currency, status, card, ... } } (data.status 'failed' for a decline the
 * issuer answered), or a refusal 400 { status: 'error', message, data: null }.
 */
import { randomBytes } from 'node:crypto';
import type { DoubleAnswer, DoubleRequest } from './http-double';

/** active: charges go through; declined: the issuer refuses (insufficient funds); expired: Flutterwave refuses the token. */
export type TokenState = 'active' | 'declined' | 'expired';

export interface CardOnFile {
  first_6digits: string;
  last_4digits: string;
  issuer: string;
  country: string;
  type: string;
  token: string;
  expiry: string;
}

export interface IssuedToken {
  card: CardOnFile;
  email: string;
  state: TokenState;
}

/** One charge the double took (or refused) with a token, in order. */
export interface TokenCharge {
  txRef: string;
  token: string;
  amount: number;
  currency: string;
  status: 'successful' | 'failed';
}

/** What the next tokenized charge meets: a 500 or no answer at all, after charging the card or before. */
export interface TokenFault {
  fault: 'server-error' | 'hang';
  charged: boolean;
  /** Only a charge with this token meets it (other plans charged in the same pass go through). */
  token?: string;
}

/** What the charge route needs from the double: recording a transaction verify will find. */
export interface TokenLedger {
  record(
    txRef: string,
    email: string,
    tx: { status: string; amount: number; currency: string; card: CardOnFile },
  ): void;
  hasTransaction(txRef: string): boolean;
}

const error = (status: number, message: string): DoubleAnswer => ({
  status,
  body: { status: 'error', message, data: null },
});

export function createTokenStore(currencies: Set<string>) {
  const tokens = new Map<string, IssuedToken>();
  const charges: TokenCharge[] = [];
  const faults: TokenFault[] = [];
  /** The expiry (MM/YY) of the card an address pays with next (default 09/32). */
  const expiries = new Map<string, string>();

  function issue(email: string): CardOnFile {
    const card: CardOnFile = {
      first_6digits: '553188',
      last_4digits: '2950',
      issuer: 'MASTERCARD  CREDIT',
      country: 'RW',
      type: 'MASTERCARD',
      token: `flw-t1nf-${randomBytes(16).toString('hex')}-m03k`,
      expiry: expiries.get(email) ?? '09/32',
    };
    tokens.set(card.token, { card, email, state: 'active' });
    return card;
  }

  function charge(req: DoubleRequest, ledger: TokenLedger): DoubleAnswer | Promise<DoubleAnswer> {
    const b = req.body as Record<string, unknown> | undefined;
    const amount = Number(b?.amount);
    if (typeof b?.token !== 'string' || !b.token) return error(400, 'token is required');
    if (typeof b.tx_ref !== 'string' || !b.tx_ref) return error(400, 'tx_ref is required');
    if (!Number.isFinite(amount) || amount <= 0) return error(400, 'amount is required');
    if (typeof b.currency !== 'string' || !currencies.has(b.currency)) return error(400, 'Invalid currency');
    if (typeof b.country !== 'string' || !/^[A-Z]{2}$/.test(b.country)) return error(400, 'country is required');
    if (typeof b.email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(b.email)) return error(400, 'email is required');
    if (ledger.hasTransaction(b.tx_ref)) return error(400, 'Duplicate transaction reference');
    const issued = tokens.get(b.token);
    if (!issued) return error(400, 'Invalid token');
    if (issued.state === 'expired') return error(400, 'Token expired, please re-tokenize the card');
    const status = issued.state === 'declined' ? 'failed' : 'successful';
    const at = faults.findIndex((f) => !f.token || f.token === b.token);
    const fault = at < 0 ? undefined : faults.splice(at, 1)[0];
    if (fault && !fault.charged) return lost(fault);
    charges.push({ txRef: b.tx_ref, token: b.token, amount, currency: b.currency, status });
    const tx = { status, amount, currency: b.currency, card: issued.card };
    ledger.record(b.tx_ref, b.email, tx);
    if (fault) return lost(fault);
    const id = 5_000_000 + charges.length;
    return {
      status: 200,
      body: {
        status: 'success',
        message: status === 'successful' ? 'Charge successful' : 'Insufficient funds',
        data: {
          id,
          tx_ref: b.tx_ref,
          flw_ref: `FLW-TOKEN-${id}`,
          amount,
          charged_amount: amount,
          currency: b.currency,
          processor_response: status === 'successful' ? 'APPROVED' : 'Insufficient Funds',
          auth_model: 'noauth',
          narration: typeof b.narration === 'string' ? b.narration : '',
          status,
          payment_type: 'card',
          card: issued.card,
          customer: { email: b.email },
        },
      },
    };
  }

  return {
    tokens,
    charges,
    faults,
    expiries,
    issue,
    charge,
    /** The issued token of the card an address paid with (the last one issued). */
    tokenOf(email: string): IssuedToken | undefined {
      return [...tokens.values()].reverse().find((t) => t.email === email);
    },
  };
}

function lost(fault: TokenFault): DoubleAnswer | Promise<DoubleAnswer> {
  if (fault.fault === 'hang') return new Promise<DoubleAnswer>(() => undefined); // the double's close() ends it
  return { status: 500, body: { status: 'error', message: 'Internal Server Error', data: null } };
}
