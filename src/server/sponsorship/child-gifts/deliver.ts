import { eq } from 'drizzle-orm';
import { recordActivity } from '~/server/core/activity/record';
import type { Db } from '~/server/core/db/client';
import { childGifts } from '~/server/core/db/child-gifts-schema';
import { conflict, notFound } from '~/server/core/http/errors';
import { translate } from '~/shared/i18n';
import type { StaffChildGift } from '~/shared/schemas/child-gift';
import { staffGift } from './view';

/**
 * Staff mark a gift delivered to the child, with a few words and optionally a photo
 * (already stored as a private image: images/private.ts): once only (409 after), with its activity record in
 * the same transaction. The sponsor sees it on their page.
 */
export async function markDelivered(
  db: Db,
  id: string,
  adminId: string,
  delivery: { note: string; photo: string | null },
): Promise<{ gift: StaffChildGift; sponsorshipId: string | null }> {
  const sponsorshipId = await db.transaction(async (tx) => {
    const [gift] = await tx.select().from(childGifts).where(eq(childGifts.id, id)).for('update');
    if (!gift) throw notFound(translate('adminValidation:childGift.unknownGift'));
    if (gift.status === 'delivered') throw conflict(translate('adminValidation:childGift.alreadyDelivered'));
    const change = {
      status: 'delivered' as const,
      deliveredAt: new Date(),
      deliveredBy: adminId,
      deliveryNote: delivery.note,
      deliveryPhoto: delivery.photo,
    };
    await tx.update(childGifts).set(change).where(eq(childGifts.id, id));
    await recordActivity(tx, adminId, 'deliver', 'child_gift', id, {
      before: { status: gift.status, deliveryNote: gift.deliveryNote, deliveryPhoto: gift.deliveryPhoto },
      after: { status: change.status, deliveryNote: change.deliveryNote, deliveryPhoto: change.deliveryPhoto },
    });
    return gift.sponsorshipId;
  });
  return { gift: (await staffGift(db, id))!, sponsorshipId };
}
