import { and, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { applications, contactMessages } from '~/server/core/db/schema';
import { activityLog } from '~/server/core/db/activity-schema';
import { takeLease } from '~/server/core/jobs/lease';
import { repeatEvery } from '~/server/core/jobs/repeat';
import { readSettings } from '~/server/core/site/store';
import type { RetentionSettings } from '~/shared/schemas/privacy-settings';

const DAY = 86_400_000;
/** One pass a day over all the instances (the lease), checked every hour. */
export const RETENTION_INTERVAL_MS = DAY;
const LEASE = 'retention';

export interface RetentionResult {
  contactMessages: number;
  volunteerApplications: number;
  unconfirmedSubscriptions: number;
}

/** `months` calendar months before `now` (UTC), the same day of the month or the last one. */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/**
 * Deletes what is past its retention period (Site settings, docs/data-protection.md): contact
 * messages and volunteer applications older than their months, and the confirmation
 * e-mails of newsletter subscriptions never confirmed (they hold the address) older than
 * their days, once sent or given up. The counts go to the activity log (no personal data).
 */
export async function applyRetention(db: Db, retention: RetentionSettings, now: Date): Promise<RetentionResult> {
  return db.transaction(async (tx) => {
    const messages = await tx
      .delete(contactMessages)
      .where(lt(contactMessages.createdAt, monthsBefore(now, retention.contactMessagesMonths)))
      .returning({ id: contactMessages.id });
    const applied = await tx
      .delete(applications)
      .where(lt(applications.createdAt, monthsBefore(now, retention.volunteerApplicationsMonths)))
      .returning({ id: applications.id });
    const confirmations = await tx
      .delete(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'subscription-confirmation'),
          inArray(mailOutbox.status, ['sent', 'failed']),
          lt(mailOutbox.createdAt, new Date(now.getTime() - retention.unconfirmedSubscriptionsDays * DAY)),
        ),
      )
      .returning({ id: mailOutbox.id });
    const result: RetentionResult = {
      contactMessages: messages.length,
      volunteerApplications: applied.length,
      unconfirmedSubscriptions: confirmations.length,
    };
    if (messages.length + applied.length + confirmations.length > 0)
      await tx
        .insert(activityLog)
        .values({ userId: null, action: 'delete', entity: 'retention', entityId: null, after: result });
    return result;
  });
}

/** One pass at `now`, when this instance takes the day's lease (null when another instance holds it). */
export async function retentionPass(
  db: Db,
  config: Pick<Config, 'org'>,
  now: Date,
  intervalMs = RETENTION_INTERVAL_MS,
): Promise<RetentionResult | null> {
  if (!(await takeLease(db, LEASE, now, intervalMs))) return null;
  const { settings } = await readSettings(db, config);
  return applyRetention(db, settings.retention, now);
}

/** Checks every hour whether the day's pass is due (the lease decides); the clock is injectable for tests. */
export function startRetentionJob(
  app: FastifyInstance,
  db: Db,
  config: Config,
  opts: { checkMs?: number; now?: () => Date } = {},
): void {
  const now = opts.now ?? (() => new Date());
  let job: ReturnType<typeof repeatEvery> | undefined;
  app.addHook('onReady', async () => {
    job = repeatEvery(
      async () => {
        const result = await retentionPass(db, config, now());
        if (result) app.log.info(result, 'retention: past their keeping period, deleted');
      },
      opts.checkMs ?? 3_600_000,
      (err) => app.log.error({ err }, 'retention pass failed'),
    );
  });
  app.addHook('preClose', async () => {
    await job?.stop();
  });
}
