import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { ApiDeps } from '~/server/core/deps';
import { recordActivity } from '~/server/core/activity/record';
import { sponsorLetters } from '~/server/core/db/child-news-schema';
import { letterTranslations } from '~/server/core/db/field-schema';
import { children } from '~/server/core/db/schema';
import { sponsorships } from '~/server/core/db/sponsorship-schema';
import { HttpError, conflict, notFound } from '~/server/core/http/errors';
import { queueMailEvent } from '~/server/core/mail/notify';
import { type Language, isLanguage } from '~/shared/i18n';
import type { Letter, LetterModeration, LetterStatus } from '~/shared/schemas/child-news';
import { ownedBy, supportersOfAddress } from '~/server/core/supporters/of-address';
import { findContactDetails } from './contact-details';
import { newsText } from './texts';

type Deps = Pick<ApiDeps, 'db' | 'config'>;
type LetterRow = typeof sponsorLetters.$inferSelect;

/**
 * A sponsor's letter to the child of one of their sponsorships (current ones only),
 * waiting for moderation with the contact details found in it. 403 when the sponsorship
 * is not one of the address's supporters' (a merged record's counts), or has ended.
 */
export async function writeLetter(
  deps: Deps,
  email: string,
  input: { sponsorshipId: string; text: string; image: string | null; lang: Language },
): Promise<LetterRow> {
  const ids = await supportersOfAddress(deps.db, email);
  const [s] = await deps.db
    .select({ id: sponsorships.id, childId: sponsorships.childId, email: sponsorships.sponsorEmail })
    .from(sponsorships)
    .where(
      and(
        eq(sponsorships.id, input.sponsorshipId),
        eq(sponsorships.status, 'active'),
        ownedBy(sponsorships.supporterId, sponsorships.sponsorEmail, ids, email),
      ),
    );
  if (!s || !s.childId) throw new HttpError(403, newsText('errors.sponsorship', {}, input.lang));
  const [row] = await deps.db
    .insert(sponsorLetters)
    .values({
      sponsorshipId: s.id,
      childId: s.childId,
      sponsorEmail: s.email || email.trim().toLowerCase(),
      lang: input.lang,
      text: input.text,
      image: input.image,
      flags: findContactDetails(input.text),
    })
    .returning();
  return row!;
}

const NEXT: Record<LetterModeration['action'], { from: LetterStatus; to: LetterStatus }> = {
  approve: { from: 'pending', to: 'approved' },
  return: { from: 'pending', to: 'returned' },
  deliver: { from: 'approved', to: 'delivered' },
};

/**
 * Staff's hand on a letter: approve it (as written or edited), return it to its writer
 * with a reason (they are e-mailed, after the change is saved), or mark an approved
 * letter delivered to the child. Each step once: 409 when the letter is past it.
 */
export async function moderateLetter(deps: Deps, id: string, m: LetterModeration, adminId: string): Promise<Letter> {
  const { from, to } = NEXT[m.action];
  const now = new Date();
  const row = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(sponsorLetters).where(eq(sponsorLetters.id, id)).for('update');
    if (!before) throw notFound(newsText('errors.letter'));
    if (before.status !== from)
      throw conflict(newsText(m.action === 'deliver' ? 'errors.notDelivered' : 'errors.letterState'));
    const change =
      m.action === 'approve'
        ? { approvedText: m.text?.trim() || before.text, moderatedAt: now, moderatedBy: adminId }
        : m.action === 'return'
          ? { returnReason: m.reason, moderatedAt: now, moderatedBy: adminId }
          : { deliveredAt: now, deliveredBy: adminId };
    const [after] = await tx
      .update(sponsorLetters)
      .set({ ...change, status: to, updatedAt: now })
      .where(eq(sponsorLetters.id, id))
      .returning();
    const edited = m.action === 'approve' && after!.approvedText !== before.text;
    // A letter in English or French then waits for its translation into Kinyarwanda (docs/field.md#translation).
    if (m.action === 'approve' && before.lang !== 'rw')
      await tx
        .insert(letterTranslations)
        .values({
          sponsorLetterId: id,
          childId: before.childId,
          fromLang: before.lang,
          toLang: 'rw',
          receivedAt: before.createdAt,
        })
        .onConflictDoNothing();
    await recordActivity(tx, adminId, m.action, 'sponsor_letter', id, {
      before: { status: before.status, ...(edited ? { text: before.text } : {}) },
      after: {
        status: to,
        ...(edited ? { text: after!.approvedText } : {}),
        ...(m.action === 'return' ? { reason: m.reason } : {}),
      },
    });
    return { ...after!, edited };
  });
  // The writer is told when staff changed their words (the letter box says they will be).
  if (row.edited)
    await queueMailEvent(deps, { type: 'letter-edited', letterId: id, lang: isLanguage(row.lang) ? row.lang : 'en' });
  if (m.action === 'return')
    await queueMailEvent(deps, { type: 'letter-returned', letterId: id, lang: isLanguage(row.lang) ? row.lang : 'en' });
  return (await letterViews(deps, sql`${sponsorLetters.id} = ${id}`, 1, 0))[0]!;
}

async function letterViews(deps: Deps, where: ReturnType<typeof sql>, limit: number, offset: number, oldest = true) {
  const rows = await deps.db
    .select({
      l: sponsorLetters,
      child: children.name,
      sponsor: sponsorships.sponsorName,
      tr: { status: letterTranslations.status, text: letterTranslations.text, images: letterTranslations.images },
    })
    .from(sponsorLetters)
    .leftJoin(children, eq(children.id, sponsorLetters.childId))
    .leftJoin(letterTranslations, eq(letterTranslations.sponsorLetterId, sponsorLetters.id))
    .leftJoin(sponsorships, eq(sponsorships.id, sponsorLetters.sponsorshipId))
    .where(where)
    .orderBy(oldest ? asc(sponsorLetters.createdAt) : desc(sponsorLetters.createdAt), asc(sponsorLetters.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ l, child, sponsor, tr }): Letter => ({
    _id: l.id,
    childId: l.childId,
    childName: child,
    sponsorName: sponsor,
    sponsorEmail: l.sponsorEmail,
    lang: isLanguage(l.lang) ? l.lang : 'en',
    text: l.text,
    approvedText: l.approvedText,
    image: l.image,
    flags: l.flags as Letter['flags'],
    status: l.status,
    returnReason: l.returnReason,
    createdAt: l.createdAt.toISOString(),
    moderatedAt: l.moderatedAt?.toISOString() ?? null,
    deliveredAt: l.deliveredAt?.toISOString() ?? null,
    translation: tr,
  }));
}

/** Letters of one state (pending and approved oldest first: they wait; the others newest first), a page. */
export async function listLetters(deps: Deps, status: LetterStatus, page: number, pageSize: number) {
  const where = sql`${sponsorLetters.status} = ${status}`;
  const oldest = status === 'pending' || status === 'approved';
  const [data, [total]] = await Promise.all([
    letterViews(deps, where, pageSize, (page - 1) * pageSize, oldest),
    deps.db.select({ n: count() }).from(sponsorLetters).where(where),
  ]);
  return { data, total: total?.n ?? 0, page, pageSize };
}

/** A letter's sponsorship and child (a child's reply is addressed to its writer alone). */
export async function letterOf(deps: Deps, id: string) {
  const [row] = await deps.db
    .select({ sponsorshipId: sponsorLetters.sponsorshipId, childId: sponsorLetters.childId })
    .from(sponsorLetters)
    .where(eq(sponsorLetters.id, id));
  return row ?? null;
}
