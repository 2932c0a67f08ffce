import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '~/server/config';
import type { Db } from '~/server/db/client';
import { payments } from '~/server/db/schema';
import { queueMailEvent } from '~/server/mail/notify';
import { nudge } from '~/server/mail/signals';
import type { PaymentGateway } from './gateway';
import type { DeclineDetail, DeclineReason } from './provider';
import { purchaseWriters } from './purchases';
import type { PaymentKind, PaymentStatus, StoredAnswer } from './record';

/** What the payment code needs from the server: built once at start (app.ts). */
export interface PaymentDeps {
  db: Db;
  config: Config;
  gateway: PaymentGateway;
  log?: FastifyBaseLogger;
}

/** A final verdict on a pending payment. */
export type Settlement =
  | { status: 'approved'; providerRef?: string }
  | { status: 'declined'; reason: DeclineReason; detail?: DeclineDetail }
  | { status: 'expired' };

/**
 * Writes what an approved payment bought and queues its receipt, inside the caller's
 * transaction (so the purchase, the payment's status and the receipt commit together).
 * The outbox is nudged by the caller after the commit.
 */
export async function writePurchase(
  tx: Db,
  config: Config,
  kind: PaymentKind,
  paymentId: string,
  details: unknown,
): Promise<{ body: unknown; mailed: boolean }> {
  const { body, mail } = await purchaseWriters[kind].write(tx, paymentId, details);
  if (mail) await queueMailEvent({ db: tx, config }, mail);
  return { body, mailed: Boolean(mail) };
}

/**
 * Settles a pending payment in one transaction: the payments row (locked first), the
 * purchase and its receipt, or the release of what it held. A payment already settled
 * never changes again, so duplicate, late and out-of-order callbacks, two pollers and
 * "check now" all end in one purchase at most. Answers the status after (null: unknown id).
 */
export async function settlePending(
  deps: Pick<PaymentDeps, 'db' | 'config' | 'log'>,
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
      const written = await writePurchase(tx, deps.config, row.kind, row.id, row.purchase);
      mailed = written.mailed;
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
        })
        .where(eq(payments.id, row.id));
    } else {
      await purchaseWriters[row.kind].release?.(tx, row.purchase);
      // The key is freed, as for a decline answered at once: the payer may retry with it.
      await tx
        .update(payments)
        .set({
          ...done,
          status: verdict.status,
          idempotencyKey: null,
          failureReason: verdict.status === 'declined' ? verdict.reason : null,
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
