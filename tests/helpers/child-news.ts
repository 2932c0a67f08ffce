import { eq } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { childUpdates } from '~/server/core/db/child-news-schema';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { children } from '~/server/core/db/schema';
import { sponsorships } from '~/server/core/db/sponsorship-schema';
import { givingSecret, signGivingToken } from '~/server/giving/links/giving-token';
import { freshSince } from '~/server/sponsorship';
import { insertChild } from './children';
import { solidImage } from './images';

/** Test records of the child's news: a child, a sponsorship, a giving link, a photo, the mail sent. */

export const DAY = 86_400_000;

export const photo = (r: number) => solidImage(40, 30, { r, g: 90, b: 60 });

export const makeChild = (db: Db, name: string) =>
  insertChild(db, { name, age: 9, location: 'Kinigi, Musanze', story: 'Likes football.', monthlySupport: '15000' });

/** A sponsorship started `from` days ago, ended `until` days ago (null: still running). */
export async function makeSponsorship(db: Db, childId: string, email: string, from: number, until: number | null) {
  const [row] = await db
    .insert(sponsorships)
    .values({
      childId,
      sponsorEmail: email,
      sponsorName: email.split('@')[0],
      source: 'staff',
      status: until === null ? 'active' : 'ended',
      startedAt: new Date(Date.now() - from * DAY),
      endedAt: until === null ? null : new Date(Date.now() - until * DAY),
    })
    .returning();
  if (until === null)
    await db.update(children).set({ isSponsored: true, sponsorshipId: row!.id }).where(eq(children.id, childId));
  return row!;
}

export const givingTokenOf = async (db: Db, email: string) => signGivingToken(email, await givingSecret(db));

export const mailTo = (db: Db, to: string) => db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

/**
 * A listed child whose last photo turns 12 months old an hour after `today` began counting:
 * fresh today, stale tomorrow, with nothing written between (docs/field.md#freshness).
 */
export async function insertChildStaleTomorrow(db: Db, today: Date, names: { name: string; preferredName: string }) {
  const child = await insertChild(db, { ...names, createdAt: freshSince(freshSince(today)) });
  await db.insert(childUpdates).values({
    childId: child.id,
    kind: 'photo',
    texts: { en: 'A photo.' },
    postedAt: new Date(freshSince(today).getTime() + 3_600_000),
  });
  return child;
}
