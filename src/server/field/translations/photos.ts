import type { Admin } from '~/server/core/auth/session';
import type { Db } from '~/server/core/db/client';
import type { letterTranslations } from '~/server/core/db/field-schema';
import { HttpError, conflict, notFound } from '~/server/core/http/errors';
import { storePrivateImage } from '~/server/core/images/private';
import { MAX_TRANSLATION_PHOTOS } from '~/shared/schemas/translation';
import type { FieldText } from '../texts';
import { change, lockFor } from './queue';

type Row = typeof letterTranslations.$inferSelect;

/**
 * Who may change a translation's photos: its translator (or anyone carrying the pair while
 * it waits: they take it, as saving a draft does), until it is checked.
 */
function refusal(row: Row, admin: Pick<Admin, 'id'>, t: FieldText): HttpError | null {
  if (row.status === 'checked') return conflict(t('translation.alreadyChecked'));
  if (row.translatorId && row.translatorId !== admin.id) return conflict(t('translation.taken'));
  return null;
}

/**
 * Photos of a translation written by hand, beside or instead of its text (docs/field.md#translation):
 * checked first (pair, translator, how many), then each stored as a private image outside any
 * transaction (sharp re-encodes it; the machine is small), then added under the row's lock, which
 * checks again. Answers how many were added.
 */
export async function addTranslationPhotos(
  db: Db,
  id: string,
  admin: Pick<Admin, 'id'>,
  photos: Buffer[],
  t: FieldText,
): Promise<number> {
  const tooMany = () => new HttpError(413, t('translation.tooManyPhotos', { max: MAX_TRANSLATION_PHOTOS }));
  const before = await db.transaction((tx) => lockFor(tx, id, admin, t));
  const refused = refusal(before, admin, t);
  if (refused) throw refused;
  if (photos.length === 0) throw new HttpError(400, `photos: ${t('translation.empty')}`);
  if (before.images.length + photos.length > MAX_TRANSLATION_PHOTOS) throw tooMany();
  const stored: string[] = [];
  for (const photo of photos) stored.push(await storePrivateImage(db, photo));
  await db.transaction(async (tx) => {
    const row = await lockFor(tx, id, admin, t);
    const again = refusal(row, admin, t);
    if (again) throw again;
    if (row.images.length + stored.length > MAX_TRANSLATION_PHOTOS) throw tooMany();
    const status = row.status === 'waiting' ? 'translating' : row.status;
    await change(tx, row, admin.id, { images: [...row.images, ...stored], status, translatorId: admin.id }, 'update');
  });
  return stored.length;
}

/** Takes one photo off a translation (its address, as listed); only its translator, until checked. */
export async function removeTranslationPhoto(
  db: Db,
  id: string,
  admin: Pick<Admin, 'id'>,
  image: string,
  t: FieldText,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockFor(tx, id, admin, t);
    const refused = refusal(row, admin, t);
    if (refused) throw refused;
    if (!row.images.includes(image)) throw notFound(t('translation.photoNotFound'));
    const images = row.images.filter((i) => i !== image);
    // A translation handed for a check keeps something to check.
    const status = row.status === 'translated' && !row.text && images.length === 0 ? 'translating' : row.status;
    await change(tx, row, admin.id, { images, status }, 'update');
  });
}
