import { eq } from 'drizzle-orm';
import type { ApiDeps } from '~/server/core/deps';
import { childUpdates, type UpdateTexts } from '~/server/core/db/child-news-schema';
import { childPublicName } from '~/server/core/db/child-name';
import { children } from '~/server/core/db/schema';
import { assertOutsideTransaction } from '~/server/core/db/outside-call';
import { bumpContentVersion } from '~/server/core/content/version-bump';
import { badRequest, notFound } from '~/server/core/http/errors';
import { allPrivate } from '~/server/core/images/private';
import { queueMailEvent, wasQueued } from '~/server/core/mail/notify';
import { type ChildUpdateKind, MAX_UPDATE_PHOTOS, childUpdateKinds } from '~/shared/schemas/child-news';
import { tellBySms } from './news-sms';
import { sponsorsToTell } from './sponsors';
import { newsText } from './texts';
import { keptTexts } from './update-text';

export type ChildUpdateRow = typeof childUpdates.$inferSelect;

export interface PostChildUpdateInput {
  childId: string;
  kind: ChildUpdateKind;
  /** The text in one or more of en / fr / rw (at least one not empty). */
  texts: UpdateTexts;
  /** Photo addresses from `storePrivateImage` (images/private.ts), at most `maxImages`. */
  images?: readonly string[];
  /** How many photos it may carry: MAX_UPDATE_PHOTOS, more for a letter's pages beside their translation's. */
  maxImages?: number;
  /** Only this sponsorship's sponsor sees and hears of it (a reply to their letter, their gift delivered). */
  sponsorshipId?: string | null;
  replyToLetterId?: string | null;
  /** The caller's own key (`gift:<giftId>`): the same key posts one update, and tells its sponsors once. */
  sourceKey?: string | null;
  /** The staff member posting it. */
  postedBy?: string | null;
}

export interface PostedUpdate {
  update: ChildUpdateRow;
  /** False when `sourceKey` was posted before: that update is returned, nobody told again. */
  created: boolean;
  /** Sponsors e-mailed. */
  notified: number;
}

type Deps = Pick<ApiDeps, 'db' | 'config'>;

/**
 * Stores an update of a child and tells its sponsors: every sponsor whose sponsorship
 * covers this instant (or the one of `sponsorshipId`) gets an e-mail in their language
 * with a link to their signed page, and a text message when their number consented.
 * Call it outside any transaction (it queues mail and text messages after its row is
 * committed). 404 for an unknown child, 400 for an empty text, a bad kind, or photos
 * that are not private images.
 */
export async function postChildUpdate(deps: Deps, input: PostChildUpdateInput): Promise<PostedUpdate> {
  assertOutsideTransaction('postChildUpdate');
  const { db } = deps;
  const texts = keptTexts(input.texts);
  const images = [...(input.images ?? [])];
  if (!childUpdateKinds.includes(input.kind)) throw badRequest(`kind: ${newsText('errors.kind')}`);
  if (!Object.keys(texts).length) throw badRequest(`texts: ${newsText('errors.text')}`);
  const maxImages = input.maxImages ?? MAX_UPDATE_PHOTOS;
  if (images.length > maxImages) throw badRequest(`images: ${newsText('errors.tooManyPhotos', { max: maxImages })}`);
  if (!(await allPrivate(db, images))) throw badRequest(`images: ${newsText('errors.photo')}`);
  const [child] = await db
    .select({ id: children.id, name: childPublicName })
    .from(children)
    .where(eq(children.id, input.childId));
  if (!child) throw notFound(newsText('errors.child'));

  const inserted = await db
    .insert(childUpdates)
    .values({
      childId: child.id,
      kind: input.kind,
      texts,
      images,
      sponsorshipId: input.sponsorshipId ?? null,
      replyToLetterId: input.replyToLetterId ?? null,
      sourceKey: input.sourceKey ?? null,
      postedBy: input.postedBy ?? null,
    })
    .onConflictDoNothing({ target: childUpdates.sourceKey })
    .returning();
  if (!inserted[0]) {
    const [before] = await db.select().from(childUpdates).where(eq(childUpdates.sourceKey, input.sourceKey!));
    return { update: before!, created: false, notified: 0 };
  }
  const update = inserted[0];
  // A progress report or a photo makes a stale child fresh: the public list may change (children/freshness.ts).
  if (update.kind === 'progress' || update.kind === 'photo') await bumpContentVersion(db);
  const sponsors = await sponsorsToTell(db, child.id, update.sponsorshipId, update.postedAt);
  // Counted only when queued: "N sponsors were told by e-mail" tells the truth (a suppressed address is not told).
  let notified = 0;
  for (const sponsor of sponsors) {
    const outcome = await queueMailEvent(deps, {
      type: 'child-update',
      updateId: update.id,
      sponsorshipId: sponsor.sponsorshipId,
      lang: sponsor.lang,
    });
    if (wasQueued(outcome)) notified++;
    await tellBySms(deps, update.id, child.name, sponsor);
  }
  return { update, created: true, notified };
}
