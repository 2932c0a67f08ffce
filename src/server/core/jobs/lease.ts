import { sql } from 'drizzle-orm';
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
