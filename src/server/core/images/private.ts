import { eq, inArray } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { privateImages } from '~/server/core/db/child-news-schema';
import { hashesIn } from './references';
import { storeImage } from './store';

/**
 * Photos of a child's updates and of sponsors' letters: never public (docs/children-protection.md).
 * Stored like every image, under a hash of their own (salted), and listed in
 * private_images, which the public image route refuses; the child's sponsors and staff
 * read them through their own routes (api/child-news). The address kept in the record is
 * the usual `/api/images/<hash>/1200.webp`, so the image sweep sees them used.
 */
const SALT = 'private:';

export async function storePrivateImage(db: Db, source: Buffer): Promise<string> {
  const url = await storeImage(db, source, { salt: SALT });
  const [hash] = hashesIn(url);
  await db.insert(privateImages).values({ hash: hash! }).onConflictDoNothing();
  return url;
}

/** Whether the image of this hash is private (one read by primary key). */
export async function isPrivateImage(db: Db, hash: string): Promise<boolean> {
  const [row] = await db.select({ hash: privateImages.hash }).from(privateImages).where(eq(privateImages.hash, hash));
  return row !== undefined;
}

/** Whether every address names a private image (what an update may carry). */
export async function allPrivate(db: Db, urls: readonly string[]): Promise<boolean> {
  const hashes = hashesIn(...urls);
  if (hashes.length !== urls.length) return false;
  if (!hashes.length) return true;
  const rows = await db
    .select({ hash: privateImages.hash })
    .from(privateImages)
    .where(inArray(privateImages.hash, hashes));
  return rows.length === hashes.length;
}
