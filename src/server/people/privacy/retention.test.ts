import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '~/server/core/config';
import { type Database, openDatabase } from '~/server/core/db/client';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { applications, contactMessages, skills } from '~/server/core/db/schema';
import { activityLog } from '~/server/core/db/activity-schema';
import { siteSettings } from '~/server/core/db/settings-schema';
import { DEFAULT_RETENTION } from '~/shared/schemas/privacy-settings';
import { throwawayPostgres } from '~test/process';
import { freshPglite } from '~test/backup-data';
import { applyRetention, monthsBefore, retentionPass } from './retention';

/**
 * Retention: contact messages, volunteer applications and unconfirmed
 * subscriptions' confirmation e-mails past the Site settings' periods are deleted, once
 * a day over all the instances, the counts in the activity log. On the run's database
 * (PostgreSQL when TEST_DATABASE_URL is set), with an injected clock.
 */
let database: Database;
let drop: (() => Promise<void>) | undefined;
beforeAll(async () => {
  // eslint-disable-next-line no-restricted-syntax -- like tests/helpers/server.ts, the test picks its database
  if (process.env.TEST_DATABASE_URL) {
    const pg = await throwawayPostgres();
    drop = pg.drop;
    database = await openDatabase({ databaseUrl: pg.url });
  } else database = await freshPglite();
});
afterAll(async () => {
  await database.close();
  await drop?.();
});

const NOW = new Date('2026-11-26T03:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);
const config = loadConfig({ NODE_ENV: 'test' });

async function seed(tag: string) {
  const { db } = database;
  const message = (email: string, createdAt: Date) => ({
    name: 'Ange',
    email,
    subject: 'Hello',
    message: 'Muraho',
    createdAt,
  });
  await db
    .insert(contactMessages)
    .values([
      message(`old-${tag}@example.org`, daysAgo(800)),
      message(`edge-${tag}@example.org`, monthsBefore(NOW, 24)),
      message(`new-${tag}@example.org`, daysAgo(10)),
    ]);
  const [skill] = await db
    .insert(skills)
    .values({ name: `Teaching ${tag}` })
    .returning({ id: skills.id });
  const application = (email: string, createdAt: Date) => ({
    firstName: 'Eric',
    lastName: 'M',
    email,
    country: 'Rwanda',
    skillId: skill!.id,
    availabilityDate: '2026-12-01',
    createdAt,
  });
  await db
    .insert(applications)
    .values([application(`old-${tag}@example.org`, daysAgo(740)), application(`new-${tag}@example.org`, daysAgo(300))]);
  const mail = (to: string, kind: string, status: 'sent' | 'queued' | 'failed', createdAt: Date) => ({
    kind,
    to,
    subject: 'Confirm',
    text: 'x',
    html: 'x',
    status,
    createdAt,
  });
  await db
    .insert(mailOutbox)
    .values([
      mail(`old-${tag}@example.org`, 'subscription-confirmation', 'sent', daysAgo(31)),
      mail(`failed-${tag}@example.org`, 'subscription-confirmation', 'failed', daysAgo(45)),
      mail(`queued-${tag}@example.org`, 'subscription-confirmation', 'queued', daysAgo(45)),
      mail(`new-${tag}@example.org`, 'subscription-confirmation', 'sent', daysAgo(5)),
      mail(`receipt-${tag}@example.org`, 'donation-receipt', 'sent', daysAgo(400)),
    ]);
}

const emails = async () => ({
  messages: (await database.db.select({ e: contactMessages.email }).from(contactMessages)).map((r) => r.e).sort(),
  applications: (await database.db.select({ e: applications.email }).from(applications)).map((r) => r.e).sort(),
  mail: (await database.db.select({ e: mailOutbox.to }).from(mailOutbox)).map((r) => r.e).sort(),
});

describe('retention', () => {
  it('counts calendar months back, to the last day of a shorter month', () => {
    expect(monthsBefore(new Date('2026-11-26T03:00:00Z'), 24).toISOString()).toBe('2024-11-26T03:00:00.000Z');
    expect(monthsBefore(new Date('2026-03-31T00:00:00Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });

  it('deletes what is past the default periods, keeps the rest, and logs the counts only', async () => {
    await seed('a');
    const result = await applyRetention(database.db, DEFAULT_RETENTION, NOW);
    expect(result).toEqual({ contactMessages: 1, volunteerApplications: 1, unconfirmedSubscriptions: 2 });
    expect(await emails()).toEqual({
      // A message exactly 24 months old is kept (older than, not as old as).
      messages: ['edge-a@example.org', 'new-a@example.org'],
      applications: ['new-a@example.org'],
      // A confirmation still queued is not the job's; a receipt is never one.
      mail: ['new-a@example.org', 'queued-a@example.org', 'receipt-a@example.org'],
    });
    const logged = await database.db.select().from(activityLog).where(eq(activityLog.entity, 'retention'));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.after).toEqual(result);
    expect(JSON.stringify(logged[0])).not.toContain('@example.org');
    // Nothing more to delete: nothing more logged.
    expect(await applyRetention(database.db, DEFAULT_RETENTION, NOW)).toEqual({
      contactMessages: 0,
      volunteerApplications: 0,
      unconfirmedSubscriptions: 0,
    });
    expect(await database.db.select().from(activityLog).where(eq(activityLog.entity, 'retention'))).toHaveLength(1);
  });

  it("follows the Site settings' periods, once a day whatever the number of checks", async () => {
    await database.db.delete(contactMessages);
    await database.db.delete(applications);
    await database.db.delete(mailOutbox);
    await seed('b');
    const retention = { contactMessagesMonths: 1, volunteerApplicationsMonths: 6, unconfirmedSubscriptionsDays: 3 };
    await database.db.insert(siteSettings).values({ section: 'retention', value: retention });
    const first = await retentionPass(database.db, config, NOW);
    expect(first).toEqual({ contactMessages: 2, volunteerApplications: 2, unconfirmedSubscriptions: 3 });
    expect((await emails()).messages).toEqual(['new-b@example.org']);
    // Another instance, or another check within the day: the lease is held, nothing runs.
    await database.db.insert(contactMessages).values({
      name: 'Late',
      email: 'late-b@example.org',
      subject: 's',
      message: 'm',
      createdAt: daysAgo(90),
    });
    expect(await retentionPass(database.db, config, new Date(NOW.getTime() + 3_600_000))).toBeNull();
    expect((await emails()).messages).toContain('late-b@example.org');
    // The next day's pass takes it.
    const next = await retentionPass(database.db, config, new Date(NOW.getTime() + 86_400_000));
    expect(next?.contactMessages).toBe(1);
    expect((await emails()).messages).toEqual(['new-b@example.org']);
  });
});
