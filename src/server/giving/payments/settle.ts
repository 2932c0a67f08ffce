import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { payments } from '~/server/core/db/schema';
import type { MailEvent } from '~/server/core/mail/mail-event';
import { insertMailEvent } from '~/server/core/mail/notify';
import { mailLog, nudge } from '~/server/core/mail/signals';
import { enqueueSmsFor } from '~/server/giving/sms/sms-for-mail';
import type { PaymentGateway } from './gateway';
import type { DeclineDetail, DeclineReason, PaymentOutcome } from './provider';
import type { Purchases } from './purchases';
import type { PaymentStatus, StoredAnswer } from './record';

/** What the payment code needs from the server: built once at start (app.ts). */
export interface PaymentDeps {
  db: Db;
  config: Config;
  gateway: PaymentGateway;
  /** What each kind of payment buys (src/server/routes.ts builds it). */
  purchases: Purchases;
  log?: FastifyBaseLogger;
}

/** A final verdict on a pending payment. */
export type Settlement =
  | { status: 'approved'; providerRef?: string; cardToken?: string; cardExpiry?: string; feeMinor?: number }
  | { status: 'declined'; reason: DeclineReason; detail?: DeclineDetail; providerRef?: string }
  | { status: 'expired' };

/** A provider's approval as the settlement it makes: the reference, the card kept for a plan, the fee. */
export const approvalSettlement = (outcome: Extract<PaymentOutcome, { status: 'approved' }>): Settlement => ({
  status: 'approved',
  providerRef: outcome.providerRef,
  cardToken: outcome.cardToken,
  cardExpiry: outcome.cardExpiry,
  feeMinor: outcome.feeMinor,
});

/**
 * Queues an approved payment's receipt inside the settlement's transaction, after the
 * payments row holds its answer (the receipt quotes the reference the payer was
 * shown). In a savepoint: a receipt that cannot be queued is logged and the payment
 * still commits. The caller nudges the outbox after the commit.
 */
export async function queueReceipt(tx: Db, db: Db, config: Config, mail: MailEvent | null): Promise<boolean> {
  if (!mail) return false;
  // Its text message (mobile money and airtime, with the payer's consent): a row only, sent after the commit.
  await enqueueSmsFor(tx, { config }, mail);
  try {
    return (await tx.transaction((sp) => insertMailEvent({ db: sp, config }, mail))) === 'queued';
  } catch (err) {
    mailLog(db).error({ err, event: mail }, 'could not queue e-mail');
    return false;
  }
}

/**
 * Settles a pending payment in one transaction: the payments row (locked first), the
 * purchase and its receipt, or the release of what it held. A payment already settled
 * never changes again, so duplicate, late and out-of-order callbacks, two pollers and
 * "check now" all end in one purchase at most. Answers the status after (null: unknown id).
 */
export async function settlePending(
  deps: Pick<PaymentDeps, 'db' | 'config' | 'purchases' | 'log'>,
  paymentId: string,
  verdict: Settlement,
): Promise<PaymentStatus | null> {
  let mailed = false;
  const status = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!row || row.status !== 'pending') return row?.status ?? null;
    const settledAt = new Date();
    const done = { settledAt, leaseUntil: null, nextCheckAt: null };
    if (verdict.status === 'approved') {
      const written = await deps.purchases.writer(row.kind).write(tx, row.id, row.purchase, {
        cardToken: verdict.cardToken,
        cardExpiry: verdict.cardExpiry,
      });
      // A repeat of the request (same Idempotency-Key) now gets the receipt, not "pending".
      const stored = row.response as StoredAnswer | null;
      const response = stored ? { ...stored, statusCode: 201, body: written.body } : null;
      await tx
        .update(payments)
        .set({
          ...done,
          status: 'approved',
          response,
          ...(verdict.providerRef ? { providerRef: verdict.providerRef } : {}),
          ...(verdict.feeMinor !== undefined ? { feeMinor: verdict.feeMinor } : {}),
        })
        .where(eq(payments.id, row.id));
      mailed = await queueReceipt(tx, deps.db, deps.config, written.mail);
    } else {
      await deps.purchases.writer(row.kind).release?.(tx, row.purchase, row.id);
      // The key is freed, as for a decline answered at once: the payer may retry with it.
      await tx
        .update(payments)
        .set({
          ...done,
          status: verdict.status,
          idempotencyKey: null,
          failureReason: verdict.status === 'declined' ? verdict.reason : null,
          ...(verdict.status === 'declined' && verdict.providerRef ? { providerRef: verdict.providerRef } : {}),
          declineDetail: verdict.status === 'declined' ? (verdict.detail ?? null) : 'expired',
        })
        .where(eq(payments.id, row.id));
    }
    return verdict.status;
  });
  if (mailed) nudge(deps.db, 'outbox');
  deps.log?.info({ paymentId, status }, 'payment settled');
  return status;
}

/**
 * Takes back a pending payment whose request never left (no token, a refused call,
 * a fault of ours): what it held is let go and the row removed, as if never asked.
 * Only while still pending; answers whether it was taken back.
 */
export async function abandonPayment(deps: Pick<PaymentDeps, 'db' | 'purchases'>, paymentId: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!row || row.status !== 'pending') return false;
    await deps.purchases.writer(row.kind).release?.(tx, row.purchase, row.id, 'abandoned');
    await tx.delete(payments).where(eq(payments.id, row.id));
    return true;
  });
}
