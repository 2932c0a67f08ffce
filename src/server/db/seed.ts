import { count, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from './client';
import { blogPosts, children, gifts, skills } from './schema';

type NewGift = typeof gifts.$inferInsert;
type NewChild = typeof children.$inferInsert;
type NewPost = typeof blogPosts.$inferInsert;
import { landscapeSvg, portraitSvg } from './demo-art';
import { demoChildren, demoGifts, demoPosts, demoSkills } from './seed-data';
import { giftTranslations, skillTranslations } from './seed-translations';
import { childTranslations, postTranslations } from './seed-translations-stories';
import { storeImage } from '~/server/images/store';

const render = async (db: Db, svg: string) => storeImage(db, await sharp(Buffer.from(svg)).png().toBuffer());

/**
 * Fills an empty database with demo content (SEED_DEMO). Does nothing once any
 * content exists, so restarts and several instances never duplicate it.
 */
export async function seedDemoContent(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(gifts);
  if ((row?.n ?? 0) > 0) return false;

  const giftRows: NewGift[] = [];
  for (const [i, g] of demoGifts.entries()) {
    const image = await render(db, landscapeSvg(i));
    giftRows.push({ ...g, image, translations: giftTranslations[g.name] ?? null });
  }
  const childRows: NewChild[] = [];
  for (const [i, c] of demoChildren.entries()) {
    childRows.push({
      ...c,
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
    await tx.insert(gifts).values(giftRows.map((g) => ({ ...g })));
    await tx.insert(children).values(childRows);
    await tx.insert(blogPosts).values(postRows);
    await tx.insert(skills).values(demoSkills.map((s) => ({ ...s, translations: skillTranslations[s.name] ?? null })));
    return true;
  });
}
