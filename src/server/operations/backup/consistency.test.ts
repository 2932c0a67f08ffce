import { expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { type Database, openDatabase } from '~/server/core/db/client';
import { contactMessages } from '~/server/core/db/schema';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { testCleanups } from '~test/cleanups';
import { throwawayPostgres } from '~test/process';
import { freshPglite } from '~test/backup-data';
import { openBackup, writeBackupFile } from './file';
import { loadRows } from './load';

/**
 * A backup taken while the site keeps writing holds each write whole or not at all:
 * writers each commit a message and its notice e-mail in one transaction (as a payment
 * and its receipt are written), while the backup runs; in what the backup restores, every
 * message has its e-mail and every e-mail its message.
 */
const { later, tempDir } = testCleanups();

async function suiteDatabase(): Promise<Database> {
  // eslint-disable-next-line no-restricted-syntax -- like tests/helpers/server.ts, the test picks its database
  if (!process.env.TEST_DATABASE_URL) return freshPglite();
  const pg = await throwawayPostgres();
  later(() => pg.drop());
  return openDatabase({ databaseUrl: pg.url });
}

it('a backup taken while writes continue is consistent', async () => {
  const source = await suiteDatabase();
  later(() => source.close());
  let stop = false;
  let written = 0;
  const writer = async (w: number) => {
    for (let i = 0; !stop && i < 3000; i++) {
      const key = `pair-${w}-${i}`;
      await source.db.transaction(async (tx) => {
        await tx.insert(contactMessages).values({ name: key, email: 'a@example.org', subject: key, message: key });
        await tx.insert(mailOutbox).values({
          kind: 'contact-notice',
          eventKey: key,
          to: 'staff@example.org',
          subject: key,
          text: key,
          html: key,
        });
      });
      written++;
      // A site's writes come from requests, with moments between them (a loop without any
      // would hold the embedded database, which runs one transaction at a time, for itself).
      await new Promise((r) => setTimeout(r, 1));
    }
  };
  const writers = [writer(1), writer(2), writer(3)];
  // The backup starts once writes are under way, and they go on during it.
  for (let i = 0; written < 20 && i < 2000; i++) await new Promise((r) => setTimeout(r, 10));
  const dir = tempDir('backups-');
  const backup = await writeBackupFile(source.db, source.kind, dir);
  const writtenDuringBackup = written;
  for (let i = 0; written < writtenDuringBackup + 20 && i < 2000; i++) await new Promise((r) => setTimeout(r, 10));
  stop = true;
  await Promise.all(writers);
  expect(written).toBeGreaterThan(writtenDuringBackup); // the site kept writing after the snapshot

  const target = await freshPglite();
  later(() => target.close());
  const opened = await openBackup(backup.file);
  await loadRows(target.db, opened.lines);
  opened.close();
  const messages = await target.db
    .select({ key: contactMessages.subject })
    .from(contactMessages)
    .where(like(contactMessages.subject, 'pair-%'));
  const mails = await target.db
    .select({ key: mailOutbox.eventKey })
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, 'contact-notice'));
  expect(messages.length).toBeGreaterThan(0);
  expect(messages.length).toBeLessThan(written);
  expect(new Set(mails.map((m) => m.key))).toEqual(new Set(messages.map((m) => m.key)));
});
