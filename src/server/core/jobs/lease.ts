import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { jobLeases } from '~/server/core/db/jobs-schema';

/**
 * Takes the named job for `ms` from `now` when no instance holds it (its lease ended or
 * never existed): one statement, so of several instances asking at once exactly one gets
 * it. A job that holds its lease for its interval runs once per interval over all the
 * instances, and a pass cut short by a crash is taken again when the lease ends.
 */
export async function takeLease(db: Db, name: string, now: Date, ms: number): Promise<boolean> {
  const until = new Date(now.getTime() + ms);
  const taken = await db
    .insert(jobLeases)
    .values({ name, until })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { until },
      setWhere: sql`${jobLeases.until} <= ${now.toISOString()}::timestamptz`,
    })
    .returning({ name: jobLeases.name });
  return taken.length === 1;
}

/** A lease one holder keeps while it works: see `leaseLock`. */
export interface LeaseLock {
  /** Takes the lease, or extends it while this holder still has it; false when another instance holds it. */
  hold(): Promise<boolean>;
  /** Gives it up at once (when this holder still has it), so another instance need not wait for it to end. */
  release(): Promise<void>;
}

/**
 * "One instance at a time" for a queue (runner.ts's `exclusive`): the named lease of
 * job_leases, taken for `ms` and extended by its holder while it works. The holder knows
 * its lease by the end it last wrote, so it never extends one another instance took
 * after its own ran out (a process that stalled past its lease has lost it).
 */
export function leaseLock(db: Db, name: string, ms: number): LeaseLock {
  let mine: Date | null = null;
  return {
    async hold() {
      const now = new Date();
      const until = new Date(now.getTime() + ms);
      if (mine) {
        const kept = await db
          .update(jobLeases)
          .set({ until })
          .where(and(eq(jobLeases.name, name), eq(jobLeases.until, mine)))
          .returning({ name: jobLeases.name });
        mine = kept.length === 1 ? until : null;
        if (mine) return true;
      }
      if (!(await takeLease(db, name, now, ms))) return false;
      mine = until;
      return true;
    },
    async release() {
      if (!mine) return;
      const held = mine;
      mine = null;
      await db
        .update(jobLeases)
        .set({ until: new Date() })
        .where(and(eq(jobLeases.name, name), eq(jobLeases.until, held)));
    },
  };
}
