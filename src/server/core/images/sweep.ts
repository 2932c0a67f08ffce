import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '~/server/core/db/client';
import { images } from '~/server/core/db/images-schema';
import { type RepeatingJob, repeatEvery } from '~/server/core/jobs/repeat';
import { takeLease } from '~/server/core/jobs/lease';
import { referencedHashes } from './references';

/**
 * How long an image no record uses is kept: long enough for an upload to reach the
 * record that will use it (the home hero is uploaded before its section is saved), short
 * enough that a withdrawn photo is gone within the hour or so a guardian may expect.
 */
export const IMAGE_GRACE_MS = 60 * 60_000;
export const IMAGE_SWEEP_INTERVAL_MS = 10 * 60_000;
const LEASE = 'image-sweep';

export interface ImageSweepResult {
  /** Found unused on this pass; deleted once unused for the grace. */
  marked: number;
  /** Used again (or stored again) since a pass found them unused. */
  kept: number;
  /** The hashes deleted, with their variants. */
  deleted: string[];
}

const used = sql`EXISTS (SELECT 1 FROM (${referencedHashes()}) AS r WHERE r.hash = ${images.hash})`;

/**
 * One pass at `now`, when this instance takes the sweep's lease (null when another
 * instance holds it): an image some record uses is unmarked; one none uses is marked
 * with `now`; one marked longer ago than the grace and still unused is deleted, its
 * variants with it (a cascade). Each step is one statement that reads the references
 * itself: an image that a record took up in the meantime is never deleted.
 */
export async function sweepImages(
  db: Db,
  now = new Date(),
  intervalMs = IMAGE_SWEEP_INTERVAL_MS,
): Promise<ImageSweepResult | null> {
  // Held for the interval: one pass per interval over all the instances.
  if (!(await takeLease(db, LEASE, now, intervalMs))) return null;
  const kept = await db
    .update(images)
    .set({ unreferencedSince: null })
    .where(and(isNotNull(images.unreferencedSince), used))
    .returning({ hash: images.hash });
  const marked = await db
    .update(images)
    .set({ unreferencedSince: now })
    .where(sql`${images.unreferencedSince} IS NULL AND NOT ${used}`)
    .returning({ hash: images.hash });
  const cutoff = new Date(now.getTime() - IMAGE_GRACE_MS).toISOString();
  const deleted = await db
    .delete(images)
    .where(sql`${images.unreferencedSince} <= ${cutoff}::timestamptz AND NOT ${used}`)
    .returning({ hash: images.hash });
  return { marked: marked.length, kept: kept.length, deleted: deleted.map((d) => d.hash) };
}

/**
 * Images about to be used by a record being saved (a post's HTML naming stored images,
 * a settings section): no longer marked unused, so the sweep cannot delete them while
 * the record is written.
 */
export async function keepImages(db: Db, hashes: string[]): Promise<void> {
  if (hashes.length === 0) return;
  await db
    .update(images)
    .set({ unreferencedSince: null })
    .where(and(inArray(images.hash, hashes), isNotNull(images.unreferencedSince)));
}

export function createImageSweep(db: Db, log: FastifyBaseLogger, intervalMs = IMAGE_SWEEP_INTERVAL_MS): RepeatingJob {
  return repeatEvery(
    async () => {
      const result = await sweepImages(db, new Date(), intervalMs);
      if (result?.deleted.length) log.info({ deleted: result.deleted.length }, 'unused images deleted');
    },
    intervalMs,
    (err) => log.error({ err }, 'image sweep failed'),
  );
}

/** Started once the server is ready, stopped before the database closes (like the payment poller). */
export function startImageSweep(app: FastifyInstance, db: Db, intervalMs?: number): void {
  let job: RepeatingJob | undefined;
  app.addHook('onReady', async () => {
    job = createImageSweep(db, app.log, intervalMs);
  });
  app.addHook('preClose', async () => {
    await job?.stop();
  });
}
