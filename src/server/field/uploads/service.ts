import { and, eq } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { fieldUploads } from '~/server/core/db/field-schema';
import { HttpError, badRequest, conflict, notFound } from '~/server/core/http/errors';
import { storePrivateImage } from '~/server/core/images/private';
import { MAX_IMAGE_BYTES } from '~/shared/schemas/gift';
import { FIELD_CHUNK_MAX_BYTES, type FieldUpload } from '~/shared/schemas/field';
import type { FieldText } from '../texts';

type UploadRow = typeof fieldUploads.$inferSelect;

/** `bytes start-end/total` (RFC 9110): the part's first and last byte, and the photo's size. */
export function parseContentRange(header: string | undefined): { start: number; end: number; total: number } | null {
  const m = /^bytes (\d{1,9})-(\d{1,9})\/(\d{1,10})$/.exec((header ?? '').trim());
  if (!m) return null;
  const [start, end, total] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return start <= end && end < total ? { start, end, total } : null;
}

export const uploadState = (row: UploadRow): FieldUpload => ({
  _id: row.id,
  status: row.status,
  received: row.received,
  total: row.total,
});

const megabytes = (n: number) => (Math.round((n / (1024 * 1024)) * 10) / 10).toString();

/** 409 with the offset to resume from (also in the Upload-Offset header). */
const gap = (received: number, t: FieldText) =>
  new HttpError(409, t('api.rangeGap', { received }), { 'upload-offset': String(received) });

export interface Chunk {
  id: string;
  officerId: string;
  range: string | undefined;
  bytes: Buffer;
}

/**
 * Appends one part of a photo (docs/field.md: uploads resume after a dropped
 * connection). A part already received is accepted again without change; one that
 * overlaps adds only its new bytes; one past the end of what arrived is a 409 saying where
 * to resume. Over MAX_IMAGE_BYTES is refused at the first part (413). The last part makes
 * it a private image (images/private.ts), outside the transaction; what is not an image is
 * refused (415), and so is every resend of it.
 */
export async function receiveChunk(db: Db, chunk: Chunk, t: FieldText): Promise<UploadRow> {
  const range = parseContentRange(chunk.range);
  if (!range || range.end - range.start + 1 !== chunk.bytes.length) throw badRequest(t('api.range'));
  if (chunk.bytes.length > FIELD_CHUNK_MAX_BYTES)
    throw new HttpError(413, t('api.chunkTooLarge', { max: FIELD_CHUNK_MAX_BYTES }));
  if (range.total > MAX_IMAGE_BYTES)
    throw new HttpError(413, t('api.tooLarge', { size: megabytes(range.total), max: megabytes(MAX_IMAGE_BYTES) }));

  const row = await db.transaction(async (tx) => {
    await tx
      .insert(fieldUploads)
      .values({ id: chunk.id, officerId: chunk.officerId, total: range.total, bytes: Buffer.alloc(0) })
      .onConflictDoNothing();
    const [upload] = await tx.select().from(fieldUploads).where(eq(fieldUploads.id, chunk.id)).for('update');
    // Another person's upload is not named to this one.
    if (!upload || upload.officerId !== chunk.officerId) throw notFound(t('api.uploadNotFound'));
    if (upload.status === 'refused') throw new HttpError(415, t('api.uploadRefused', { reason: upload.error ?? '' }));
    if (upload.total !== range.total) throw conflict(t('api.totalChanged', { total: upload.total }));
    if (upload.status === 'complete' || range.end < upload.received) return upload;
    if (range.start > upload.received) throw gap(upload.received, t);
    const tail = chunk.bytes.subarray(upload.received - range.start);
    const [saved] = await tx
      .update(fieldUploads)
      .set({
        bytes: Buffer.concat([upload.bytes ?? Buffer.alloc(0), tail]),
        received: upload.received + tail.length,
        updatedAt: new Date(),
      })
      .where(eq(fieldUploads.id, chunk.id))
      .returning();
    return saved!;
  });
  return row.status === 'receiving' && row.received === row.total ? complete(db, row) : row;
}

/** The whole photo arrived: stored as a private image, its bytes dropped; or refused, and remembered so. */
async function complete(db: Db, row: UploadRow): Promise<UploadRow> {
  let image: string;
  try {
    image = await storePrivateImage(db, row.bytes ?? Buffer.alloc(0));
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    await db
      .update(fieldUploads)
      .set({ status: 'refused', error: err.message, bytes: null, updatedAt: new Date() })
      .where(and(eq(fieldUploads.id, row.id), eq(fieldUploads.status, 'receiving')));
    throw err;
  }
  const [done] = await db
    .update(fieldUploads)
    .set({ status: 'complete', image, bytes: null, updatedAt: new Date() })
    .where(eq(fieldUploads.id, row.id))
    .returning();
  return done!;
}

/** An upload of this person, or 404. */
export async function readUpload(db: Db, id: string, officerId: string, t: FieldText): Promise<UploadRow> {
  const [row] = await db
    .select()
    .from(fieldUploads)
    .where(and(eq(fieldUploads.id, id), eq(fieldUploads.officerId, officerId)));
  if (!row) throw notFound(t('api.uploadNotFound'));
  return row;
}
