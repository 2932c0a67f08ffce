import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { payments } from '~/server/core/db/schema';
import { HttpError, refusal } from '~/server/core/http/errors';
import { askAndSettle } from './ask-provider';
import { FIRST_ASK_AFTER_CALL_MS, holdLifetimeMs, pendingLifetimeMs } from './check';
import type { Currency, PaymentInstrument, PaymentProvider } from './provider';
import { type PaymentKind, type StoredAnswer, findStoredAnswer, recordPayment } from './record';
import type { PaymentHold } from './purchase-writer';
import type { PaymentDeps } from './settle';
import { checkVelocity, payerNetOf, payerPhoneOf } from './velocity';

export { declineMessage } from './decline-message';

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
   * child to sponsor, held by `hold.paymentId` until `hold.holdUntil`), or throws
   * (404, 409, 429). A refusal here means nobody is charged. Never calls out.
   */
  claim?: (tx: Db, hold: PaymentHold) => Promise<Claimed>;
  /** What settlement writes (purchases.ts), as JSON kept on the payment until then. */
  details: (claimed: NoInfer<Claimed>) => unknown;
  /** False for a payment the server itself asks for (a recurring plan's month): not a card test to limit. */
  velocity?: boolean;
}

/** The first answer again, when the repeat is for the same purchase. */
function replay(stored: StoredAnswer, fingerprint: string): PaymentAnswer {
  if (stored.fingerprint !== undefined && stored.fingerprint !== fingerprint)
    throw refusal(409, 'validation:payment.idempotencyMismatch');
  return { statusCode: stored.statusCode, body: stored.body, replayed: true };
}

/**
 * A copy sent while the first request is still asking the provider (its payment
 * committed pending moments ago) waits for the first one's answer, within the payer's
 * wait limit, so both get the same; a payment waiting for the payer stays 202.
 */
async function firstAnswer(deps: PaymentDeps, kind: PaymentKind, key: string, stored: StoredAnswer) {
  const deadline = Date.now() + deps.config.PAYMENT_ANSWER_WAIT_MS;
  let current = stored;
  for (let i = 0; i < 400 && current.statusCode === 202 && Date.now() < deadline; i++) {
    const [row] = await deps.db
      .select({ status: payments.status, createdAt: payments.createdAt })
      .from(payments)
      .where(and(eq(payments.kind, kind), eq(payments.idempotencyKey, key)));
    if (!row || row.status !== 'pending' || row.createdAt.getTime() < Date.now() - deps.config.PAYMENT_ANSWER_WAIT_MS)
      break;
    await new Promise((r) => setTimeout(r, 25));
    current = (await findStoredAnswer(deps.db, kind, key)) ?? current;
  }
  return current;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * Takes one payment (README.md beside this file, "The flow"), in three steps, and never
 * waits on the provider inside a database transaction:
 *
 * 1. A known Idempotency-Key (per kind) answers the first answer again, nothing new;
 *    then the velocity limits (card testing).
 * 2. One short transaction: `claim` (a child held for this payment, for minutes), a
 *    `pending` payments row carrying the key, the purchase's details, the provider's
 *    reference chosen beforehand (`plannedRef`), its lifetime and the 202 answer. Committed.
 * 3. The provider asked outside it (ask-provider.ts), with a time limit; its answer
 *    settled through settle.ts, the path of callbacks and the poller: approved 201,
 *    pending 202, declined 402 (the key freed, the child let go). A crash between 2 and
 *    3 leaves a pending payment the poller resolves with the provider's own status.
 */
export async function takePayment<Claimed>(opts: TakePaymentOptions<Claimed>): Promise<PaymentAnswer> {
  const { deps, kind, idempotencyKey: key, instrument } = opts;
  const { db } = deps;
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([kind, opts.currency, opts.method, opts.purchase]))
    .digest('hex');
  if (key) {
    const stored = await findStoredAnswer(db, kind, key);
    if (stored) return replay(stored, fingerprint);
  }
  const provider = opts.provider ?? deps.gateway.choose(instrument);
  const payerPhone = payerPhoneOf(instrument);
  const payerNet = payerNetOf(opts.payer.ip);
  if (opts.velocity !== false) await checkVelocity(db, deps.config, { ...opts.payer, phone: payerPhone });
  const paymentId = randomUUID();
  const referenceId = randomUUID();
  const now = Date.now();
  let amountMinor = typeof opts.amountMinor === 'number' ? opts.amountMinor : 0;
  const pending = { statusCode: 202, body: { data: { paymentId, status: 'pending' } } };
  try {
    await db.transaction(async (tx) => {
      const hold = {
        paymentId,
        holdUntil: new Date(now + holdLifetimeMs(provider.name)),
        payerNet,
        payerIp: opts.payer.ip ?? null,
        payerEmail: opts.payer.email ?? null,
        payerPhone,
      };
      const claimed = (await opts.claim?.(tx, hold)) as Claimed;
      if (typeof opts.amountMinor === 'function') amountMinor = opts.amountMinor(claimed);
      await recordPayment(tx, {
        id: paymentId,
        kind,
        currency: opts.currency,
        method: opts.method,
        provider: provider.name,
        providerRef: provider.plannedRef?.({ reference: paymentId, referenceId }) ?? null,
        instrument,
        payerEmail: opts.payer.email,
        payerIp: opts.payer.ip,
        payerNet,
        payerPhone,
        amountMinor,
        status: 'pending',
        idempotencyKey: key,
        purchase: opts.details(claimed),
        response: { ...pending, fingerprint },
        expiresAt: new Date(now + pendingLifetimeMs(provider.name)),
        nextCheckAt: new Date(now + FIRST_ASK_AFTER_CALL_MS),
      });
    });
  } catch (error) {
    // A copy of a request still in flight lost the race to its first: answer as the first did.
    if (key && (isUniqueViolation(error) || (error instanceof HttpError && error.statusCode === 409))) {
      const stored = await findStoredAnswer(db, kind, key);
      // The first is committed and may be asking the provider now: its answer, not an interim one.
      if (stored) return replay(await firstAnswer(deps, kind, key, stored), fingerprint);
    }
    throw error;
  }
  const request = {
    reference: paymentId,
    referenceId,
    amountMinor,
    currency: opts.currency,
    description: opts.description,
    instrument,
    payer: { email: opts.payer.email, name: opts.payer.name },
    ...(key ? { idempotencyKey: key } : {}),
  };
  const ctx = { paymentId, kind, method: opts.method, waitMs: deps.config.PAYMENT_ANSWER_WAIT_MS, log: opts.log };
  const answer = await askAndSettle(deps, provider, request, ctx);
  opts.log?.info(
    { paymentId, kind, method: opts.method, provider: provider.name, status: answer.statusCode },
    'payment recorded',
  );
  return { ...answer, replayed: false };
}

/** Sends a payment's answer; a replay says so in a header. */
export function sendPaymentAnswer(reply: FastifyReply, answer: PaymentAnswer): FastifyReply {
  if (answer.replayed) void reply.header('idempotent-replayed', 'true');
  return reply.code(answer.statusCode).send(answer.body);
}
