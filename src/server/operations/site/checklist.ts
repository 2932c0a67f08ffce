import { and, asc, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { adminUsers, blogPosts, children, gifts } from '~/server/core/db/schema';
import { demoRecords, passwordChanges } from '~/server/core/db/settings-schema';
import { readPaymentSettings } from '~/server/giving';
import type { ChecklistAnswer, ChecklistItem } from '~/shared/schemas/site-settings';
import { readSettings } from '~/server/core/site/store';
import { backupStatus } from '~/server/operations/backup/status';
import { mailAlarms, senderCheckForChecklist, senderReady } from '~/server/messaging';

/** The phone number the configuration starts with, a placeholder no one answers. */
export const PLACEHOLDER_PHONE = '+250 788 000 000';
const PLACEHOLDER_EMAIL = /@(example\.(org|com|net)|localhost)$/i;

/** Whether staff put a photo on a record of their own (not one of the seeded demo records). */
async function staffPhotoExists(db: Db): Promise<boolean> {
  const demoIds = (await db.select({ id: demoRecords.recordId }).from(demoRecords)).map((r) => r.id);
  const notDemo = (column: typeof gifts.id | typeof blogPosts.id | typeof children.id) =>
    demoIds.length ? notInArray(column, demoIds) : undefined;
  const found = await Promise.all([
    db
      .select({ id: gifts.id })
      .from(gifts)
      .where(and(isNotNull(gifts.image), notDemo(gifts.id)))
      .limit(1),
    db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(and(isNotNull(blogPosts.image), notDemo(blogPosts.id)))
      .limit(1),
    db
      .select({ id: children.id })
      .from(children)
      .where(and(isNotNull(children.photo), notDemo(children.id)))
      .limit(1),
  ]);
  return found.some((rows) => rows.length > 0);
}

/**
 * The launch checklist a fresh install's dashboard shows, each item from the real state:
 * contact details that are not the placeholders, the legal name, registration number and
 * signatory that receipts print, the home photo and a photo of staff's
 * own, a live payment provider, the first admin having chosen their own password, recent
 * backups, the sender domain's SPF, DKIM and DMARC records (the last check, never a
 * DNS lookup here: messaging/deliverability/sender-store.ts), and the donate page's claims
 * confirmed or edited by staff (the demo's "Over 50,000 donors", "Tax-deductible").
 */
export async function launchChecklist(db: Db, config: Config): Promise<ChecklistAnswer['data']> {
  const { settings, saved } = await readSettings(db, config);
  const { email, phone, address } = settings.identity;
  const contact = !PLACEHOLDER_EMAIL.test(email) && phone.trim() !== PLACEHOLDER_PHONE && address.trim().length > 0;
  // What receipts need to be accepted by a tax office.
  const { legalName, registrationNumber, signatoryName } = settings.identity;
  const receipts = [legalName, registrationNumber, signatoryName].every((f) => f.trim().length > 0);
  const photos = settings.hero.image !== null && (await staffPhotoExists(db));
  const payments = Object.values(readPaymentSettings(config).settings.routes).some(
    (t) => t !== 'sandbox' && t !== 'off',
  );
  const [first] = await db
    .select({ changed: passwordChanges.changedAt })
    .from(adminUsers)
    .leftJoin(passwordChanges, eq(passwordChanges.userId, adminUsers.id))
    .orderBy(asc(adminUsers.createdAt))
    .limit(1);
  const password = Boolean(first?.changed);
  const backup = await backupStatus(db);
  const backups = !backup.stale && !backup.offsiteFailed;
  const sender = senderReady(await senderCheckForChecklist({ db, config }));
  // The donate page's claims are the demo's until staff save that section (confirmed as they are, or edited).
  const claims = saved.donate !== undefined;
  const state: Record<ChecklistItem, boolean> = {
    contact,
    receipts,
    photos,
    payments,
    password,
    backups,
    sender,
    claims,
  };
  const items = (Object.keys(state) as ChecklistItem[]).map((key) => ({ key, done: state[key] }));
  return { items, done: items.every((i) => i.done), backup, mailAlarms: await mailAlarms(db, false) };
}
