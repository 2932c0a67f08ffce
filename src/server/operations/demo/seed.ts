import { count, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { blogPosts, children, gifts, skills } from '~/server/core/db/schema';

type NewGift = typeof gifts.$inferInsert;
type NewChild = typeof children.$inferInsert;
type NewPost = typeof blogPosts.$inferInsert;
import { landscapeSvg, portraitSvg } from './demo-art';
import { demoChildren, demoConsent, demoGifts, demoPosts, demoSkills } from './seed-data';
import { giftTranslations, skillTranslations } from './seed-translations';
import { childTranslations, postTranslations } from './seed-translations-stories';
import { bumpContentVersion } from '~/server/core/content/version-bump';
import { storeImage } from '~/server/core/images/store';
import { demoWasRemoved, markDemoRecords } from '~/server/operations/demo/demo';
import { sharpOf } from '~/server/core/images/sharp';

const render = async (db: Db, svg: string) => storeImage(db, await (await sharpOf(Buffer.from(svg))).png().toBuffer());

/**
 * Fills an empty database with demo content (SEED_DEMO). Does nothing once any
 * content exists, so restarts and several instances never duplicate it.
 */
export async function seedDemoContent(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(gifts);
  if ((row?.n ?? 0) > 0 || (await demoWasRemoved(db))) return false;

  const giftRows: NewGift[] = [];
  for (const [i, g] of demoGifts.entries()) {
    const image = await render(db, landscapeSvg(i));
    giftRows.push({ ...g, image, translations: giftTranslations[g.name] ?? null });
  }
  const childRows: NewChild[] = [];
  for (const [i, { waitingDays, ...c }] of demoChildren.entries()) {
    childRows.push({
      ...c,
      ...demoConsent,
      // Waiting for a sponsor for a while already: the list shows those waiting longest first.
      waitingSince: new Date(Date.now() - waitingDays * 86_400_000),
      monthlySupport: String(c.monthlySupport),
      translations: childTranslations[c.name] ?? null,
      photo: await render(db, portraitSvg(i)),
    });
  }
  const postRows: NewPost[] = [];
  for (const [i, p] of demoPosts.entries()) {
    const { daysAgo, ...post } = p;
    const date = new Date(Date.now() - daysAgo * 86_400_000);
    postRows.push({
      ...post,
      videoId: 'videoId' in post ? post.videoId : null,
      translations: postTranslations[p.title] ?? null,
      date,
      createdAt: date,
      image: await render(db, landscapeSvg(i + 3)),
    });
  }

  return db.transaction(async (tx) => {
    // Several instances may start together: one seeds, the others find content and stop.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727002)`);
    const [again] = await tx.select({ n: count() }).from(gifts);
    if ((again?.n ?? 0) > 0) return false;
    // Staff removed the demo content once: an empty catalogue is then their choice.
    if (await demoWasRemoved(tx)) return false;
    const ids = <T extends { id: string }>(rows: T[]) => rows.map((r) => r.id);
    const giftIds = ids(await tx.insert(gifts).values(giftRows).returning({ id: gifts.id }));
    const childIds = ids(await tx.insert(children).values(childRows).returning({ id: children.id }));
    const postIds = ids(await tx.insert(blogPosts).values(postRows).returning({ id: blogPosts.id }));
    const skillRows = demoSkills.map((s) => ({ ...s, translations: skillTranslations[s.name] ?? null }));
    const skillIds = ids(await tx.insert(skills).values(skillRows).returning({ id: skills.id }));
    await bumpContentVersion(tx);
    // Marked as demo content: the dashboard badges them and can remove exactly these.
    await markDemoRecords(tx, 'gift', giftIds);
    await markDemoRecords(tx, 'child', childIds);
    await markDemoRecords(tx, 'blog_post', postIds);
    await markDemoRecords(tx, 'skill', skillIds);
    return true;
  });
}
