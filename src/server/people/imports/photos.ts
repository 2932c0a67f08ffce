import type { Db } from '~/server/core/db/client';
import { storeImage } from '~/server/core/images/store';
import type { RowError } from './check-rows';
import type { Bundle, Photo } from './read-bundle';
import type { ChildPlan } from './write-children';

/**
 * The photos of a children's import (docs/importing.md): each row naming a photo has it
 * read from the ZIP and checked; a photo missing or not a picture makes the row an error
 * naming the `photo` column. A new picture changes the child (`updated`); the same one
 * again changes nothing. Stored, as any upload, only when the import writes.
 */
type Planned = { row: number; plan: ChildPlan } | { row: number; errors: RowError[] };

export async function withPhotos(
  planned: Planned[],
  bundle: Bundle,
): Promise<{ planned: Planned[]; photos: Map<number, Photo> }> {
  const photos = new Map<number, Photo>();
  const out: Planned[] = [];
  for (const p of planned) {
    if (!('plan' in p) || !p.plan.record.photo) {
      out.push(p);
      continue;
    }
    const read = await bundle.photo(p.plan.record.photo);
    if (!read.ok) {
      out.push({ row: p.row, errors: [{ column: 'photo', message: read.message }] });
      continue;
    }
    const { plan } = p;
    photos.set(p.row, read.photo);
    if (!plan.match) plan.record.photoUrl = read.photo.url;
    else if (plan.match.photo !== read.photo.url) {
      plan.set.photo = read.photo.url;
      plan.outcome = 'updated';
    }
    out.push(p);
  }
  return { planned: out, photos };
}

/** Stores the batch's new pictures (inside its transaction), before the children that show them are written. */
export async function storePhotos(tx: Db, plans: ChildPlan[], photos: Map<number, Photo>): Promise<void> {
  for (const plan of plans) {
    const photo = photos.get(plan.row);
    if (photo && plan.outcome !== 'unchanged') await storeImage(tx, photo.bytes);
  }
}
