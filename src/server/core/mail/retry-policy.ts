import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { emailT } from './layout';

/** How the senders pace, lease and retry. Tests shorten the times. */
export interface RetryPolicy {
  /** A transient failure is retried until a message has been tried this many times. */
  maxAttempts: number;
  /** Wait before the 2nd attempt; doubled for each further one, up to `maxBackoffMs`. */
  backoffBaseMs: number;
  maxBackoffMs: number;
  /**
   * How long a claim holds while its sender is alive; renewed every third of it. Rows
   * still 'sending' past it belong to a process that died.
   */
  leaseMs: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 8,
  backoffBaseMs: 30_000,
  maxBackoffMs: 60 * 60_000,
  leaseMs: 20_000,
};

/** 30 s, 1 min, 2 min, ... up to an hour, with a little jitter so retries spread out. */
export function backoffMs(policy: RetryPolicy, attempts: number): number {
  const base = Math.min(policy.maxBackoffMs, policy.backoffBaseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (1 + Math.random() * 0.2));
}

/** `now() + ms` in the database's clock, the only clock every instance shares. */
export const fromNow = (ms: number): SQL => sql`now() + ${ms / 1000}::double precision * interval '1 second'`;

/**
 * What a failed delivery becomes: queued again after a back-off while a transient
 * failure has attempts left, otherwise failed with its reason. For `.set(...)` on the
 * outbox and on newsletter deliveries alike.
 */
export function afterFailure(
  policy: RetryPolicy,
  attempts: number,
  failure: { permanent: boolean; reason: string; code?: string },
) {
  const retry = !failure.permanent && attempts < policy.maxAttempts;
  if (retry)
    return {
      status: 'queued' as const,
      lastError: failure.reason,
      nextAttemptAt: fromNow(backoffMs(policy, attempts)),
    };
  const lastError = failure.permanent
    ? failure.reason
    : emailT('api.tooManyAttempts', { count: attempts, reason: failure.reason });
  // Why it was not sent, for staff (core/mail/not-sent.ts): the site's own decision, or the relay's refusal.
  const reason = failure.code ?? (failure.permanent ? 'refused' : 'attempts');
  return { status: 'failed' as const, lastError, reason };
}
