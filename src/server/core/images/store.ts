import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Metadata } from 'sharp';
import type { Db } from '~/server/core/db/client';
import { imageVariants, images } from '~/server/core/db/images-schema';
import { HttpError } from '~/server/core/http/errors';
import { sharpOf } from '~/server/core/images/sharp';
import { MAX_IMAGE_BYTES } from '~/shared/schemas/gift';
import { IMAGE_WIDTHS, imageUrl } from '~/shared/images';
import { translate } from '~/shared/i18n';

/** Raster formats we accept, judged from the bytes by sharp, never from the declared type. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff', 'heif']);

export const imageTooLarge = () => new HttpError(413, translate('validation:catalog.imageSize'));
export const notAnImage = () => new HttpError(415, translate('validation:catalog.imageType'));

/**
 * Re-encodes an upload into WebP at each of IMAGE_WIDTHS (never enlarged; metadata
 * dropped, orientation applied) and stores it by the hash of its source bytes. The
 * same picture uploaded twice is stored once, and records share it safely. Once no
 * record uses it any more, the sweep deletes it after a grace (sweep.ts).
 */
export async function storeImage(db: Db, source: Buffer, opts: { salt?: string } = {}): Promise<string> {
  if (source.length > MAX_IMAGE_BYTES) throw imageTooLarge();
  let meta: Metadata;
  try {
    meta = await (await sharpOf(source, { limitInputPixels: 40_000_000 })).metadata();
  } catch {
    throw notAnImage();
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) throw notAnImage();

  // A salt (images/private.ts) keeps a private copy of a picture apart from a public one.
  const hash = createHash('sha256')
    .update(opts.salt ?? '')
    .update(source)
    .digest('hex')
    .slice(0, 32);
  // Stored before: used again, so no longer a candidate for the sweep (images/sweep.ts).
  const [existing] = await db
    .update(images)
    .set({ unreferencedSince: null })
    .where(eq(images.hash, hash))
    .returning({ hash: images.hash });
  if (existing) return imageUrl(hash);

  let variants;
  try {
    variants = await Promise.all(
      IMAGE_WIDTHS.map(async (width) => {
        const { data, info } = await (
          await sharpOf(source, { limitInputPixels: 40_000_000 })
        )
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 78, effort: 4 })
          .toBuffer({ resolveWithObject: true });
        return { hash, width, height: info.height, bytes: data };
      }),
    );
  } catch {
    throw notAnImage();
  }
  const oriented =
    meta.orientation && meta.orientation >= 5 ? { w: meta.height, h: meta.width } : { w: meta.width, h: meta.height };
  await db.transaction(async (tx) => {
    await tx
      .insert(images)
      .values({ hash, width: oriented.w, height: oriented.h })
      .onConflictDoUpdate({ target: images.hash, set: { unreferencedSince: null } });
    await tx.insert(imageVariants).values(variants).onConflictDoNothing();
  });
  return imageUrl(hash);
}

export async function readImageVariant(db: Db, hash: string, width: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: imageVariants.bytes })
    .from(imageVariants)
    .where(and(eq(imageVariants.hash, hash), eq(imageVariants.width, width)));
  return row?.bytes ?? null;
}

export async function imageExists(db: Db, hash: string): Promise<boolean> {
  const [row] = await db.select({ hash: images.hash }).from(images).where(eq(images.hash, hash));
  return row !== undefined;
}
