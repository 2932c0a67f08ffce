import { type SQL, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '~/server/core/db/client';
import { rowsOf } from '~/server/core/db/rows';
import type { JobQueue } from './queue';
import { type JobFailure, type RetryPolicy, afterFailure, fromNow } from './retry';

/**
 * A queue kept as rows of one table: `id`, `status` ('queued', 'sending', 'sent',
 * 'failed'), `attempts`, `next_attempt_at`, `last_error` and, when `hasReason`, `reason`
 * (why a failed job was not done). A row is due when queued and its `next_attempt_at` has come.
 */
export interface LeasedRowsSpec {
  table: PgTable;
  policy: RetryPolicy;
  /** Which due rows first, in the table's own column names: e.g. sql`next_attempt_at, created_at`. */
  order: SQL;
  /** What a claim answers of each row `j`: e.g. sql`j.id, j.attempts, j.phone`. */
  returning: SQL;
  /**
   * A claim whose lease ran out belongs to a process that died, and its job's fate is
   * unknown: 'retry' queues it again (at least once: a receipt), 'fail' marks it failed
   * with `reason` 'interrupted' (at most once: a newsletter copy).
   */
  expired: 'retry' | 'fail';
  /** The last error written on a claim taken back from a dead process. */
  interrupted: string;
  hasReason: boolean;
  /** The last error of a job that ran out of attempts. */
  gaveUp: (attempts: number, reason: string) => string;
}

/** Column values written beside the queue's own, by their column names (e.g. `{ provider: 'pindo' }`). */
export type AlsoSet = Record<string, string | number | null>;

const assignments = (also: AlsoSet = {}): SQL[] =>
  Object.entries(also).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`);
const idList = (ids: (string | number)[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The storage side of a `JobQueue` (queue.ts) over such a table: due rows are claimed
 * with FOR UPDATE SKIP LOCKED (each job by one runner at a time, whatever the number of
 * instances), held by a lease in `next_attempt_at` that the runner renews, and settled;
 * a failure is retried with a growing back-off until `policy.maxAttempts`.
 */
export function leasedRows<J extends { id: string | number; attempts: number }>(db: Db, spec: LeasedRowsSpec) {
  const { policy } = spec;
  const table = sql.identifier(getTableName(spec.table));
  const update = (set: SQL[], where: SQL, returning = sql``) =>
    rowsOf<Record<string, unknown>>(db, sql`UPDATE ${table} SET ${sql.join(set, sql`, `)} WHERE ${where} ${returning}`);

  return {
    /** Takes back the claims of dead processes; answers the rows taken back (every column). */
    reclaim(): Promise<Record<string, unknown>[]> {
      const expired = sql`status = 'sending' AND next_attempt_at < now()`;
      if (spec.expired === 'fail')
        return update(
          [sql`status = 'failed'`, sql`last_error = ${spec.interrupted}`, sql`reason = 'interrupted'`],
          expired,
          sql`RETURNING *`,
        );
      const spent = sql`attempts >= ${policy.maxAttempts}`;
      return update(
        [
          sql`status = CASE WHEN ${spent} THEN 'failed' ELSE 'queued' END`,
          ...(spec.hasReason ? [sql`reason = CASE WHEN ${spent} THEN 'attempts' END`] : []),
          sql`last_error = ${spec.interrupted}`,
          sql`next_attempt_at = now()`,
        ],
        expired,
        sql`RETURNING *`,
      );
    },

    claim(limit: number): Promise<J[]> {
      return rowsOf<J>(
        db,
        sql`WITH picked AS MATERIALIZED (
              SELECT id FROM ${table}
              WHERE status = 'queued' AND next_attempt_at <= now()
              ORDER BY ${spec.order}
              LIMIT ${limit}
              FOR UPDATE SKIP LOCKED)
            UPDATE ${table} j
            SET status = 'sending', attempts = j.attempts + 1, next_attempt_at = ${fromNow(policy.leaseMs)}
            FROM picked WHERE j.id = picked.id AND j.status = 'queued'
            RETURNING ${spec.returning}`,
      );
    },

    async renew(ids: J['id'][]): Promise<void> {
      if (!ids.length) return;
      await update(
        [sql`next_attempt_at = ${fromNow(policy.leaseMs)}`],
        sql`id IN (${idList(ids)}) AND status = 'sending'`,
      );
    },

    async release(ids: J['id'][]): Promise<void> {
      if (!ids.length) return;
      await update(
        [sql`status = 'queued'`, sql`attempts = attempts - 1`, sql`next_attempt_at = now()`],
        sql`id IN (${idList(ids)}) AND status = 'sending'`,
      );
    },

    /** Done. Also over a 'failed' written by a reclaim that wrongly gave this claim up for dead. */
    async succeeded(job: J, also?: AlsoSet): Promise<void> {
      await update(
        [
          sql`status = 'sent'`,
          sql`sent_at = now()`,
          sql`last_error = NULL`,
          ...(spec.hasReason ? [sql`reason = NULL`] : []),
          ...assignments(also),
        ],
        sql`id = ${job.id}`,
      );
    },

    /** Queued again after a back-off while a transient failure has attempts left, otherwise failed with its reason. */
    async failed(job: J, failure: JobFailure, also?: AlsoSet): Promise<void> {
      const next = afterFailure(policy, job.attempts, failure, spec.gaveUp);
      await update(
        [
          sql`status = ${next.status}`,
          sql`last_error = ${next.lastError}`,
          ...(next.nextAttemptAt ? [sql`next_attempt_at = ${next.nextAttemptAt}`] : []),
          ...(spec.hasReason && next.reason ? [sql`reason = ${next.reason}`] : []),
          ...assignments(also),
        ],
        sql`id = ${job.id} AND status = 'sending'`,
      );
    },
  };
}

export type LeasedRows<J extends { id: string | number; attempts: number }> = ReturnType<typeof leasedRows<J>>;

/**
 * A `JobQueue` over leased rows: claims, leases and settling as the rows do them, with the
 * queue's own work (`run`) and any step it does otherwise (e.g. `succeeded` recording what a gateway answered).
 */
export function rowsQueue<J extends { id: string | number; attempts: number }>(
  rows: LeasedRows<J>,
  own: Pick<JobQueue<J>, 'run'> & Partial<JobQueue<J>>,
): JobQueue<J> {
  return {
    reclaim: async () => void (await rows.reclaim()),
    claim: rows.claim,
    renew: rows.renew,
    release: rows.release,
    succeeded: (job) => rows.succeeded(job),
    failed: (job, failure) => rows.failed(job, failure),
    ...own,
  };
}
