import { count, desc, eq, sql } from 'drizzle-orm';
import type { ApiDeps } from '~/server/core/deps';
import { recordActivity } from '~/server/core/activity/record';
import { childUpdates } from '~/server/core/db/child-news-schema';
import { children } from '~/server/core/db/schema';
import { badRequest, notFound } from '~/server/core/http/errors';
import { storePrivateImage } from '~/server/core/images/private';
import { type ChildUpdate, childUpdateInputSchema } from '~/shared/schemas/child-news';
import { letterOf } from './letters';
import { postChildUpdate } from './post-update';
import { newsText } from './texts';
import './letter-queue';

type Deps = Pick<ApiDeps, 'db' | 'config' | 'childLetterQueue'>;

function view(u: typeof childUpdates.$inferSelect, childName: string, notified?: number): ChildUpdate {
  return {
    _id: u.id,
    childId: u.childId,
    childName,
    kind: u.kind,
    texts: u.texts,
    images: u.images,
    sponsorshipId: u.sponsorshipId,
    postedAt: u.postedAt.toISOString(),
    ...(notified === undefined ? {} : { notified }),
  };
}

/**
 * Staff's form (fields as posted, photos as uploaded): the photos stored as private
 * images, a reply to a sponsor's letter addressed to that sponsor alone, the update
 * posted and its sponsors told; logged as staff's change.
 */
export async function postFromForm(
  deps: Deps,
  fields: Record<string, string>,
  photos: Buffer[],
  adminId: string,
): Promise<ChildUpdate> {
  const parsed = childUpdateInputSchema.safeParse({
    childId: fields.childId ?? '',
    kind: fields.kind ?? '',
    textEn: fields.textEn ?? '',
    textFr: fields.textFr ?? '',
    textRw: fields.textRw ?? '',
    replyToLetterId: fields.replyToLetterId ?? '',
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(`${issue.path.join('.')}: ${newsText(issue.path[0] === 'kind' ? 'errors.kind' : 'errors.form')}`);
  }
  const input = parsed.data;
  let sponsorshipId: string | null = null;
  if (input.replyToLetterId) {
    const letter = await letterOf(deps, input.replyToLetterId);
    if (!letter || letter.childId !== input.childId) throw notFound(newsText('errors.letter'));
    sponsorshipId = letter.sponsorshipId;
  }
  const texts = { en: input.textEn, fr: input.textFr, rw: input.textRw };
  if (!texts.en && !texts.fr && !texts.rw) throw badRequest(`textEn: ${newsText('errors.text')}`);
  const [child] = await deps.db.select({ id: children.id }).from(children).where(eq(children.id, input.childId));
  if (!child) throw notFound(newsText('errors.child'));
  // One at a time: each is re-encoded by sharp, and the machine is small.
  const images: string[] = [];
  for (const photo of photos) images.push(await storePrivateImage(deps.db, photo));
  // A child's letter whose sponsors (a reply's: its sponsor) read a language not typed:
  // the translation queue first, as a field officer's letter (docs/field.md#translation).
  const reply = input.replyToLetterId ? { letterId: input.replyToLetterId, sponsorshipId } : null;
  const queued =
    input.kind === 'letter'
      ? await deps.childLetterQueue?.(deps, { childId: input.childId, texts, images, by: adminId, reply })
      : null;
  if (queued) {
    const [row] = await deps.db.select({ name: children.name }).from(children).where(eq(children.id, input.childId));
    return {
      _id: queued.itemId,
      childId: input.childId,
      childName: row?.name ?? '',
      kind: 'letter',
      texts,
      images,
      sponsorshipId: null,
      postedAt: new Date().toISOString(),
      notified: 0,
      translating: queued.translating,
    };
  }
  const posted = await postChildUpdate(deps, {
    childId: input.childId,
    kind: input.kind,
    texts,
    images,
    sponsorshipId,
    replyToLetterId: input.replyToLetterId || null,
    postedBy: adminId,
  });
  await recordActivity(deps.db, adminId, 'create', 'child_update', posted.update.id, {
    after: { childId: input.childId, kind: input.kind, photos: images.length, notified: posted.notified },
  });
  const [row] = await deps.db.select({ name: children.name }).from(children).where(eq(children.id, input.childId));
  return view(posted.update, row?.name ?? '', posted.notified);
}

/** Updates newest first, of one child or all; a page. */
export async function listUpdates(deps: Deps, childId: string | undefined, page: number, pageSize: number) {
  const where = childId ? eq(childUpdates.childId, childId) : sql`true`;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ u: childUpdates, name: children.name })
      .from(childUpdates)
      .innerJoin(children, eq(children.id, childUpdates.childId))
      .where(where)
      .orderBy(desc(childUpdates.postedAt), desc(childUpdates.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ n: count() }).from(childUpdates).where(where),
  ]);
  return { data: rows.map((r) => view(r.u, r.name)), total: total?.n ?? 0, page, pageSize };
}

/** Takes an update down (posted by mistake): sponsors no longer see it; its photos go with the image sweep. */
export async function deleteUpdate(deps: Deps, id: string, adminId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [gone] = await tx.delete(childUpdates).where(eq(childUpdates.id, id)).returning();
    if (!gone) throw notFound(newsText('errors.update'));
    await recordActivity(tx, adminId, 'delete', 'child_update', id, {
      before: { childId: gone.childId, kind: gone.kind, texts: gone.texts },
    });
  });
}
