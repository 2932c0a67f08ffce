import { eq } from 'drizzle-orm';
import type { ApiDeps } from '~/server/core/deps';
import { childPublicName } from '~/server/core/db/child-name';
import { children } from '~/server/core/db/schema';
import { postChildUpdate } from '~/server/sponsorship/child-news/post-update';
import { givingText } from '~/server/giving';
import { formatRwf } from '~/shared/format';
import { allLanguages } from '~/shared/i18n';
import type { StaffChildGift } from '~/shared/schemas/child-gift';

/**
 * A delivered gift reaches its giver as news of the child (corr's child updates, kind
 * 'gift'): a sentence in each language, staff's words after it, and the photo, shown
 * and e-mailed to this gift's sponsor only (its sponsorship). Posted outside every
 * transaction, after the delivery is committed; its key (`gift:<id>`) posts it once.
 */
export async function postDeliveryUpdate(
  deps: Pick<ApiDeps, 'db' | 'config'>,
  gift: StaffChildGift,
  sponsorshipId: string | null,
  adminId: string,
): Promise<void> {
  if (!gift.childId) return;
  // The sponsor reads the child's preferred name (docs/children-protection.md), not the full name staff see.
  const [child] = await deps.db.select({ name: childPublicName }).from(children).where(eq(children.id, gift.childId));
  const texts = Object.fromEntries(
    allLanguages.map((lang) => {
      const sentence = givingText(
        `childGiftUpdate.${gift.kind}`,
        { child: child?.name ?? '', amount: formatRwf(gift.amount, lang) },
        lang,
      );
      return [lang, gift.deliveryNote ? `${sentence}\n\n${gift.deliveryNote}` : sentence];
    }),
  );
  await postChildUpdate(deps, {
    childId: gift.childId,
    kind: 'gift',
    texts,
    images: gift.deliveryPhoto ? [gift.deliveryPhoto] : [],
    sponsorshipId,
    sourceKey: `gift:${gift._id}`,
    postedBy: adminId,
  });
}
