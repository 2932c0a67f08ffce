import { and, eq, sql } from 'drizzle-orm';
import { payments } from '~/server/core/db/schema';
import type { Currency } from './provider';
import type { PaymentRow, PaymentStatus } from './record';
import { type PaymentDeps, approvalSettlement, settlePending } from './settle';

/**
 * How long a payment may stay pending: MTN's prompt lives about five minutes on the
 * payer's phone, Airtel's likewise (a minute more here, so the provider has given up
 * first and no approval arrives after we did); a hosted card checkout stays open longer.
 */
const PENDING_LIFETIME_MS: Record<string, number> = {
  'mtn-momo': 6 * 60_000,
  'airtel-money': 6 * 60_000,
  flutterwave: 60 * 60_000,
};
const DEFAULT_LIFETIME_MS = 15 * 60_000;
/** The first status check; a callback usually comes first. */
export const FIRST_CHECK_MS = 5_000;
const MAX_BACKOFF_MS = 60_000;

export const pendingLifetimeMs = (provider: string) => PENDING_LIFETIME_MS[provider] ?? DEFAULT_LIFETIME_MS;

/**
 * How long a pending payment holds what it buys (a child): minutes, never the card
 * checkout's hour, so unpaid checkouts cannot empty the list. A payment approved after
 * its hold lapsed still sponsors the child if nobody else has it (sponsorships/write-sponsorship.ts).
 */
const MAX_HOLD_MS = 10 * 60_000;
export const holdLifetimeMs = (provider: string) => Math.min(pendingLifetimeMs(provider), MAX_HOLD_MS);

/**
 * A payment committed before its provider is asked is not asked about until the call
 * has had its time (two provider calls of 15 s, a token and the request) and a margin:
 * a status check must not race the request it is about. A callback may settle it sooner.
 */
export const FIRST_ASK_AFTER_CALL_MS = 45_000;

/** 5 s, 10 s, 20 s, 40 s, then every minute: the provider is not asked more than it must be (`first`: PAYMENT_FIRST_CHECK_MS). */
export const backoffMs = (checks: number, first = FIRST_CHECK_MS) =>
  Math.min(first * 2 ** Math.min(checks, 10), MAX_BACKOFF_MS);

/**
 * Asks the provider about one pending payment and settles it when the answer is final.
 * A callback is never believed alone: every route to settlement comes through here.
 * Nothing known yet: asked again after a back-off, or expired past its lifetime.
 */
export async function checkPayment(deps: PaymentDeps, row: PaymentRow, now = new Date()): Promise<PaymentStatus> {
  if (row.status !== 'pending') return row.status;
  const provider = deps.gateway.byName(row.provider);
  const outcome =
    provider && row.providerRef
      ? await provider.getStatus(row.providerRef, { amountMinor: row.amountMinor, currency: row.currency as Currency })
      : ({ status: 'unavailable', cause: 'bad_request' } as const);
  if (outcome.status === 'approved')
    return (await settlePending(deps, row.id, approvalSettlement(outcome))) ?? 'pending';
  if (outcome.status === 'declined') {
    const verdict = { status: 'declined', reason: outcome.reason, detail: outcome.detail } as const;
    return (await settlePending(deps, row.id, verdict)) ?? 'pending';
  }
  if (outcome.status === 'unavailable')
    deps.log?.warn({ paymentId: row.id, provider: row.provider, cause: outcome.cause }, 'payment status unknown');
  if (row.expiresAt && now >= row.expiresAt)
    return (await settlePending(deps, row.id, { status: 'expired' })) ?? 'pending';
  await deps.db
    .update(payments)
    .set({
      checks: sql`${payments.checks} + 1`,
      nextCheckAt: new Date(now.getTime() + backoffMs(row.checks + 1, deps.config.PAYMENT_FIRST_CHECK_MS)),
      leaseUntil: null,
    })
    .where(and(eq(payments.id, row.id), eq(payments.status, 'pending')));
  return 'pending';
}

/** The row, then `checkPayment`: for a callback, staff's "check now" and the poller. */
export async function checkPaymentById(deps: PaymentDeps, id: string, now?: Date): Promise<PaymentStatus | null> {
  const [row] = await deps.db.select().from(payments).where(eq(payments.id, id));
  return row ? checkPayment(deps, row, now) : null;
}
