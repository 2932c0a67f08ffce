import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Db } from '~/server/db/client';
import { payments } from '~/server/db/schema';
import { HttpError, conflict } from '~/server/http/errors';
import { nudge } from '~/server/mail/signals';
import { translate } from '~/shared/i18n';
import { FIRST_CHECK_MS, pendingLifetimeMs } from './check';
import type {
  Currency,
  DeclineDetail,
  DeclineReason,
  PaymentInstrument,
  PaymentOutcome,
  PaymentProvider,
} from './provider';
import { declineText } from './providers/messages';
import { PaymentProviderUnavailableError } from './providers/unavailable-error';
import { type PaymentKind, type StoredAnswer, findStoredAnswer, recordPayment } from './record';
import { purchaseWriters } from './purchases';
import { type PaymentDeps, queueReceipt } from './settle';
import { checkVelocity } from './velocity';

export interface PaymentAnswer {
  statusCode: number;
  body: unknown;
  /** True when this is the stored answer to an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}

export interface TakePaymentOptions<Claimed> {
  deps: PaymentDeps;
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
  /** Who pays: the address and e-mail count towards the velocity limits; e-mail and name go to a hosted checkout. */
  payer: { ip?: string; email?: string; name?: string };
  /**
   * What is being bought and by whom (amount, child, cart, donor), never card data or
   * a PIN. An Idempotency-Key sent again must come with the same purchase: one key is
   * one payment, so a different purchase under it is refused (409).
   */
  purchase: unknown;
  /**
   * Runs first, inside the transaction, and takes hold of what is being paid for (a
   * child to sponsor), or throws (404, 409). A refusal here means nobody is charged.
   */
  claim?: (tx: Db) => Promise<Claimed>;
  /** What settlement writes (purchases.ts), as JSON kept on the payment until then. */
  details: (claimed: NoInfer<Claimed>) => unknown;
  /** False for a payment the server itself asks for (a recurring plan's month): not a card test to limit. */
  velocity?: boolean;
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
/** The payer's message: the provider's detail when it gave one, else the coarse reason's. */
export const declineMessage = (reason: DeclineReason, detail?: DeclineDetail | null) =>
  detail ? declineText(detail) : translate(DECLINE_MESSAGES[reason] ?? 'validation:payment.declined');

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
 * A hosted card checkout whose link never came back (the provider timed out): the
 * payer cannot reach the page, so nothing can be paid. Failed at once with its reason
 * rather than left pending for the checkout's hour.
 */
class CheckoutLost extends Error {
  constructor(readonly providerRef: string) {
    super('hosted checkout lost');
  }
}

/** A request that may have reached the provider is pending, not failed: the poller finds out. */
async function askProvider(provider: PaymentProvider, request: Parameters<PaymentProvider['requestToPay']>[0]) {
  try {
    return await provider.requestToPay(request);
  } catch (error) {
    if (error instanceof PaymentProviderUnavailableError && error.providerRef) {
      // A checkout link lost costs nothing; a token charge that may have arrived is pending until verified.
      if (request.instrument.type === 'card' && !request.instrument.token) throw new CheckoutLost(error.providerRef);
      return { status: 'pending', providerRef: error.providerRef } as PaymentOutcome;
    }
    throw error;
  }
}

/**
 * Takes one payment (README.md beside this file, "The flow"):
 *
 * 1. A known Idempotency-Key (per kind) answers the first answer again, nothing new.
 * 2. The velocity limits (card testing), then one transaction: `claim`, a pending
 *    payments row carrying the key and the purchase's details, the provider's verdict.
 *    Approved: the purchase and its receipt are written with it (201). Pending: the
 *    row and the claim are committed as they are (202 with the payment's id); a
 *    callback, the poller or staff settle it later (settle.ts).
 * 3. Declined: everything rolls back, the attempt is recorded without the key (so the
 *    payer may correct the details and retry with it) and the answer is 402.
 */
export async function takePayment<Claimed>(opts: TakePaymentOptions<Claimed>): Promise<PaymentAnswer> {
  const { deps, kind, idempotencyKey: key, instrument } = opts;
  const { db } = deps;
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([kind, opts.currency, opts.method, opts.purchase]))
    .digest('hex'); // hex: a random base64 hash could spell "cvv" to the card-data test's search
  if (key) {
    const stored = await findStoredAnswer(db, kind, key);
    if (stored) return replay(stored, fingerprint);
  }
  const provider = opts.provider ?? deps.gateway.choose(instrument);
  if (opts.velocity !== false) await checkVelocity(db, deps.config, opts.payer);
  // Known once claimed; kept here for the record of a declined attempt.
  let amountMinor = typeof opts.amountMinor === 'number' ? opts.amountMinor : 0;
  const base = {
    kind,
    currency: opts.currency,
    method: opts.method,
    provider: provider.name,
    instrument,
    payerEmail: opts.payer.email,
    payerIp: opts.payer.ip,
  };
  try {
    let mailed = false;
    const { answer, paymentId, status } = await db.transaction(async (tx) => {
      const claimed = (await opts.claim?.(tx)) as Claimed;
      if (typeof opts.amountMinor === 'function') amountMinor = opts.amountMinor(claimed);
      const details = opts.details(claimed);
      const payment = await recordPayment(tx, {
        ...base,
        amountMinor,
        status: 'pending',
        idempotencyKey: key,
        purchase: details,
      });
      const outcome = await askProvider(provider, {
        reference: payment.id,
        amountMinor,
        currency: opts.currency,
        description: opts.description,
        instrument,
        payer: { email: opts.payer.email, name: opts.payer.name },
        ...(key ? { idempotencyKey: key } : {}),
      });
      if (outcome.status === 'declined') throw new PaymentDeclined(outcome);
      const now = Date.now();
      if (outcome.status === 'pending') {
        const data = {
          paymentId: payment.id,
          status: 'pending',
          ...(outcome.redirectUrl ? { redirectUrl: outcome.redirectUrl } : {}),
        };
        const answer = { statusCode: 202, body: { data } };
        await tx
          .update(payments)
          .set({
            providerRef: outcome.providerRef,
            response: { ...answer, fingerprint },
            expiresAt: new Date(now + pendingLifetimeMs(provider.name)),
            nextCheckAt: new Date(now + FIRST_CHECK_MS),
          })
          .where(eq(payments.id, payment.id));
        return { answer, paymentId: payment.id, status: outcome.status };
      }
      const written = await purchaseWriters[kind].write(tx, payment.id, details, { cardToken: outcome.cardToken });
      const answer = { statusCode: 201, body: written.body };
      await tx
        .update(payments)
        .set({
          status: 'approved',
          providerRef: outcome.providerRef,
          response: { ...answer, fingerprint },
          settledAt: new Date(now),
        })
        .where(eq(payments.id, payment.id));
      mailed = await queueReceipt(tx, db, deps.config, written.mail);
      return { answer, paymentId: payment.id, status: outcome.status };
    });
    if (mailed) nudge(db, 'outbox');
    opts.log?.info({ paymentId, kind, method: opts.method, provider: provider.name, status }, 'payment recorded');
    return { ...answer, replayed: false };
  } catch (error) {
    if (error instanceof PaymentDeclined) {
      const { reason, detail, providerRef } = error.outcome;
      const declined = await recordPayment(db, {
        ...base,
        amountMinor,
        status: 'declined',
        failureReason: reason,
        declineDetail: detail,
        providerRef,
      });
      opts.log?.info({ paymentId: declined.id, kind, method: opts.method, reason }, 'payment declined');
      throw new HttpError(402, declineMessage(reason, detail));
    }
    if (error instanceof CheckoutLost) {
      const lost = await recordPayment(db, {
        ...base,
        amountMinor,
        status: 'declined',
        failureReason: 'card_declined',
        declineDetail: 'checkout_unavailable',
        providerRef: error.providerRef,
      });
      opts.log?.warn({ paymentId: lost.id, kind, provider: provider.name }, 'hosted checkout not opened');
      throw new HttpError(503, declineText('checkout_unavailable'), { 'retry-after': '60' });
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
