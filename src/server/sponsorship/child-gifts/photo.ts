import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '~/server/core/db/client';
import { childGifts } from '~/server/core/db/child-gifts-schema';
import { notFound } from '~/server/core/http/errors';
import { hashesIn } from '~/server/core/images/references';
import { readImageVariant } from '~/server/core/images/store';
import { translate } from '~/shared/i18n';
import { giftsOfAddress } from './view';

/** `?w=` one of the stored widths (default 640): declared with the routes' other inputs in src/shared/schemas. */
export { photoWidthQuery } from '~/shared/schemas/my-giving';

/**
 * A delivered gift's photo (a private image: never at the public image address) for
 * whoever the route has already let in: the gift's own sponsor (their signed link) or
 * staff. `sponsorEmail` given: only a gift of that address's (giftsOfAddress). Never kept by a shared cache.
 */
export async function sendGiftPhoto(
  reply: FastifyReply,
  db: Db,
  giftId: string,
  width: number,
  sponsorEmail?: string,
): Promise<FastifyReply> {
  const missing = () => notFound(translate('adminValidation:childGift.noPhoto'));
  const theirs = sponsorEmail === undefined ? [] : [await giftsOfAddress(db, sponsorEmail)];
  const [gift] = await db
    .select({ photo: childGifts.deliveryPhoto })
    .from(childGifts)
    .where(and(eq(childGifts.id, giftId), ...theirs));
  if (!gift?.photo) throw missing();
  const [hash] = hashesIn(gift.photo);
  const bytes = hash ? await readImageVariant(db, hash, width) : null;
  if (!bytes) throw missing();
  return reply.header('cache-control', 'private, no-store').type('image/webp').send(bytes);
}
