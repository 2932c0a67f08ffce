import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

/** How a queue's runner leases and retries (docs/architecture.md, "Background jobs"). Tests shorten the times. */
export interface RetryPolicy {
  /** A transient failure is retried until a job has been tried this many times. */
  maxAttempts: number;
  /** Wait before the 2nd attempt; doubled for each further one, up to `maxBackoffMs`. */
  backoffBaseMs: number;
  maxBackoffMs: number;
  /**
   * How long a claim holds while its runner is alive; renewed every third of it. Rows
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

/** Why a job did not succeed: `permanent` when trying again cannot help; `code` a short reason staff see. */
export interface JobFailure {
  permanent: boolean;
  reason: string;
  code?: string;
}

/** 30 s, 1 min, 2 min, ... up to an hour, with a little jitter so retries spread out. */
export function backoffMs(policy: RetryPolicy, attempts: number): number {
  const base = Math.min(policy.maxBackoffMs, policy.backoffBaseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (1 + Math.random() * 0.2));
}

/** `now() + ms` in the database's clock, the only clock every instance shares. */
export const fromNow = (ms: number): SQL => sql`now() + ${ms / 1000}::double precision * interval '1 second'`;

/** What a failed job becomes: queued again after a back-off while a transient failure has attempts left, else failed. */
export interface AfterFailure {
  status: 'queued' | 'failed';
  lastError: string;
  /** When to try again (queued). */
  nextAttemptAt?: SQL;
  /** Why it was not done, for staff (the mail log's not-sent list): the site's own decision, or the other side's refusal. */
  reason?: string;
}

/**
 * What a failed job becomes: queued again after a back-off while a transient failure has
 * attempts left, otherwise failed with its reason (`gaveUp` words the last error of one
 * that ran out of attempts).
 */
export function afterFailure(
  policy: RetryPolicy,
  attempts: number,
  failure: JobFailure,
  gaveUp: (attempts: number, reason: string) => string,
): AfterFailure {
  const retry = !failure.permanent && attempts < policy.maxAttempts;
  if (retry)
    return { status: 'queued', lastError: failure.reason, nextAttemptAt: fromNow(backoffMs(policy, attempts)) };
  const lastError = failure.permanent ? failure.reason : gaveUp(attempts, failure.reason);
  const reason = failure.code ?? (failure.permanent ? 'refused' : 'attempts');
  return { status: 'failed', lastError, reason };
}
