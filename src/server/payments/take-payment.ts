import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Db } from '~/server/db/client';
import { HttpError, conflict } from '~/server/http/errors';
import { translate } from '~/shared/i18n';
import { choosePaymentProvider } from './gateway';
import type { Currency, DeclineReason, PaymentInstrument, PaymentOutcome, PaymentProvider } from './provider';
import { type PaymentKind, type StoredAnswer, findStoredAnswer, recordPayment, settlePayment } from './record';

export interface PaymentAnswer {
  statusCode: number;
  body: unknown;
  /** True when this is the stored answer to an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}

export interface TakePaymentOptions<Claimed> {
  db: Db;
  log?: FastifyBaseLogger;
  /** Defaults to the provider the gateway picks for the instrument. */
  provider?: PaymentProvider;
  kind: PaymentKind;
  /** Minor units; a function when the amount depends on what `claim` read (a cart's prices). */
  amountMinor: number | ((claimed: NoInfer<Claimed>) => number);
  currency: Currency;
  method: string;
  description: string;
  instrument: PaymentInstrument;
  idempotencyKey: string | null;
  /**
   * What is being bought and by whom (amount, child, cart, donor), never card data or
   * a PIN. An Idempotency-Key sent again must come with the same purchase: one key is
   * one payment, so a different purchase under it is refused (409), not answered with
   * the first one's success.
   */
  purchase: unknown;
  /**
   * Runs first, inside the transaction, and takes hold of what is being paid for (a
   * child to sponsor), or throws (404, 409). A refusal here means nobody is charged.
   */
  claim?: (tx: Db) => Promise<Claimed>;
  /** Writes the purchase's own rows; returns the body of the 201 answer. */
  write: (tx: Db, paymentId: string, claimed: NoInfer<Claimed>) => Promise<unknown>;
}

class PaymentDeclined extends Error {
  constructor(readonly outcome: Extract<PaymentOutcome, { status: 'declined' }>) {
    super('payment declined');
  }
}

const DECLINE_MESSAGES: Record<DeclineReason, string> = {
  card_declined: 'validation:payment.cardDeclined',
  wrong_pin: 'validation:payment.wrongPin',
  payer_declined: 'validation:payment.payerDeclined',
};
export const declineMessage = (reason: DeclineReason) =>
  translate(DECLINE_MESSAGES[reason] ?? 'validation:payment.declined');

/** The first answer again, when the repeat is for the same purchase. */
function replay(stored: StoredAnswer, fingerprint: string): PaymentAnswer {
  if (stored.fingerprint !== undefined && stored.fingerprint !== fingerprint)
    throw conflict(translate('validation:payment.idempotencyMismatch'));
  return { statusCode: stored.statusCode, body: stored.body, replayed: true };
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * Takes one payment and records what it paid for, all or nothing:
 *
 * 1. A known Idempotency-Key (per kind) answers the first answer again, nothing new.
 * 2. In one transaction: `claim`, a pending payments row carrying the key (a copy
 *    racing this one waits on the unique index here), the provider's verdict, the
 *    purchase's rows (`write`), and the answer stored on the payment for replays.
 * 3. Declined: everything rolls back, the attempt is recorded without the key (so the
 *    payer may correct the details and retry with it) and the answer is 402.
 */
export async function takePayment<Claimed>(opts: TakePaymentOptions<Claimed>): Promise<PaymentAnswer> {
  const { db, kind, idempotencyKey: key, instrument } = opts;
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([kind, opts.currency, opts.method, opts.purchase]))
    .digest('base64url');
  if (key) {
    const stored = await findStoredAnswer(db, kind, key);
    if (stored) return replay(stored, fingerprint);
  }
  const provider = opts.provider ?? choosePaymentProvider(instrument);
  // Known once claimed; kept here for the record of a declined attempt.
  let amountMinor = typeof opts.amountMinor === 'number' ? opts.amountMinor : 0;
  const base = {
    kind,
    currency: opts.currency,
    method: opts.method,
    provider: provider.name,
    instrument,
  };
  try {
    const { answer, paymentId, status } = await db.transaction(async (tx) => {
      const claimed = (await opts.claim?.(tx)) as Claimed;
      if (typeof opts.amountMinor === 'function') amountMinor = opts.amountMinor(claimed);
      const payment = await recordPayment(tx, { ...base, amountMinor, status: 'pending', idempotencyKey: key });
      const outcome = await provider.requestToPay({
        reference: payment.id,
        amountMinor,
        currency: opts.currency,
        description: opts.description,
        instrument,
        ...(key ? { idempotencyKey: key } : {}),
      });
      if (outcome.status === 'declined') throw new PaymentDeclined(outcome);
      const body = await opts.write(tx, payment.id, claimed);
      const answer = { statusCode: 201, body };
      await settlePayment(tx, payment.id, {
        status: outcome.status,
        providerRef: outcome.providerRef,
        answer: { ...answer, fingerprint },
      });
      return { answer, paymentId: payment.id, status: outcome.status };
    });
    opts.log?.info({ paymentId, kind, method: opts.method, status }, 'payment recorded');
    return { ...answer, replayed: false };
  } catch (error) {
    if (error instanceof PaymentDeclined) {
      const { reason, providerRef } = error.outcome;
      const declined = await recordPayment(db, {
        ...base,
        amountMinor,
        status: 'declined',
        failureReason: reason,
        providerRef,
      });
      opts.log?.info({ paymentId: declined.id, kind, method: opts.method, reason }, 'payment declined');
      throw new HttpError(402, declineMessage(reason));
    }
    // A copy of a request still in flight lost the race to its first: answer as the first did.
    if (key && (isUniqueViolation(error) || (error instanceof HttpError && error.statusCode === 409))) {
      const stored = await findStoredAnswer(db, kind, key);
      if (stored) return replay(stored, fingerprint);
    }
    throw error;
  }
}

/** Sends a payment's answer; a replay says so in a header. */
export function sendPaymentAnswer(reply: FastifyReply, answer: PaymentAnswer): FastifyReply {
  if (answer.replayed) void reply.header('idempotent-replayed', 'true');
  return reply.code(answer.statusCode).send(answer.body);
}
