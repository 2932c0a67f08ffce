import type { FastifyReply } from 'fastify';
import type { Db } from '~/server/core/db/client';
import { readImageVariant } from '~/server/core/images/store';
import { isPrivateImage } from '~/server/core/images/private';

/** `/<hash>/<width>.webp` of a private image. */
export { imageFileParams as privateImageParams } from '~/shared/schemas/images';

export const IMAGE_NOT_FOUND = 'Image not found';

/** A private image's bytes, to someone already allowed to see it: kept by their own browser only. */
export async function sendPrivateImage(db: Db, reply: FastifyReply, hash: string, width: number) {
  const bytes = (await isPrivateImage(db, hash)) ? await readImageVariant(db, hash, width) : null;
  if (!bytes) return reply.code(404).header('cache-control', 'no-store').send({ message: IMAGE_NOT_FOUND });
  return reply
    .header('cache-control', 'private, max-age=300')
    .header('referrer-policy', 'no-referrer')
    .type('image/webp')
    .send(bytes);
}
