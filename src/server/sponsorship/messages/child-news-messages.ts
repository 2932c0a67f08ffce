import { eq } from 'drizzle-orm';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { childUpdates, sponsorLetters } from '~/server/core/db/child-news-schema';
import { children } from '~/server/core/db/schema';
import { childPublicName } from '~/server/core/db/child-name';
import { sponsorships } from '~/server/core/db/sponsorship-schema';
import { newsText } from '~/server/sponsorship/child-news/texts';
import { textInLanguage } from '~/server/sponsorship/child-news/update-text';
import { type Block, mailLanguageNow, paragraph, signature } from '~/server/core/mail/layout';
import type { MailEvent } from '~/server/core/mail/mail-event';
import { type OutboxDraft, outboxDraft } from '~/server/core/mail/outbox-draft';
import type { OrgReader } from '~/server/core/mail/org';
import { givingLink } from '~/server/giving';

type Deps = { db: Db; config: Pick<Config, 'org' | 'PUBLIC_URL' | 'PORT' | 'ORG_TIME_ZONE'>; org: OrgReader };
type NewsEvent = Extract<MailEvent, { type: 'child-update' | 'letter-returned' | 'letter-edited' }>;

const n = (key: string, vars?: Record<string, unknown>) => newsText(`email.${key}`, vars, mailLanguageNow());

/*
 * Both go to the sponsor's address as their sponsorship recorded it, and carry only what
 * staff wrote (an update's text, a reason) and the child's name: no image (mail/layout.ts),
 * the photos wait on the sponsor's signed page. A yearly progress report from the field
 * carries its one-page PDF (made when the message is sent: core/mail/attachments.ts).
 */

async function childUpdate(deps: Deps, e: Extract<NewsEvent, { type: 'child-update' }>): Promise<OutboxDraft | null> {
  const [row] = await deps.db
    .select({ u: childUpdates, child: childPublicName, email: sponsorships.sponsorEmail })
    .from(childUpdates)
    .innerJoin(children, eq(children.id, childUpdates.childId))
    .innerJoin(sponsorships, eq(sponsorships.id, e.sponsorshipId))
    .where(eq(childUpdates.id, e.updateId));
  if (!row?.email) return null;
  const org = await deps.org();
  const { u } = row;
  const kind = n(`kinds.${u.kind}`);
  const { text } = textInLanguage(u.texts, mailLanguageNow());
  // A progress report from the field: its one-page PDF goes with the message (docs/field.md#the-sponsors-yearly-report).
  const yearReport = u.kind === 'progress' && (u.sourceKey ?? '').startsWith('field:');
  const blocks: Block[] = [
    paragraph(n('greeting')),
    paragraph(n('update.intro', { child: row.child, kind })),
    paragraph(text),
    ...(u.images.length ? [paragraph(n('update.photos', { count: u.images.length }))] : []),
    ...(yearReport ? [paragraph(n('update.report', { child: row.child }))] : []),
    paragraph(n('update.page')),
    await givingLink(deps, row.email),
    signature(org),
  ];
  const subject = n('update.subject', { child: row.child, kind });
  const draft = outboxDraft(org, 'child-update', `${u.id}:${e.sponsorshipId}`, row.email, subject, blocks);
  return yearReport ? { ...draft, attachment: { kind: 'year-report', id: u.id, lang: mailLanguageNow() } } : draft;
}

async function letterReturned(
  deps: Deps,
  e: Extract<NewsEvent, { type: 'letter-returned' }>,
): Promise<OutboxDraft | null> {
  const [row] = await deps.db
    .select({ l: sponsorLetters, child: childPublicName })
    .from(sponsorLetters)
    .leftJoin(children, eq(children.id, sponsorLetters.childId))
    .where(eq(sponsorLetters.id, e.letterId));
  if (!row || row.l.status !== 'returned') return null;
  const org = await deps.org();
  const child = row.child ?? n('aChild');
  const blocks: Block[] = [
    paragraph(n('greeting')),
    paragraph(n('returned.intro', { child })),
    paragraph(`${n('returned.reason')}: ${row.l.returnReason ?? ''}`),
    paragraph(n('returned.again')),
    await givingLink(deps, row.l.sponsorEmail),
    signature(org),
  ];
  const key = `${row.l.id}:${row.l.moderatedAt?.toISOString() ?? ''}`;
  return outboxDraft(org, 'letter-returned', key, row.l.sponsorEmail, n('returned.subject', { child }), blocks);
}

/**
 * A letter staff edited before approving it (a phone number, an address, a link taken out):
 * the writer is told, with the text the child will read. To the address the letter was
 * written from (their signed link proved it), with their own words as staff left them.
 */
async function letterEdited(deps: Deps, e: Extract<NewsEvent, { type: 'letter-edited' }>): Promise<OutboxDraft | null> {
  const [row] = await deps.db
    .select({ l: sponsorLetters, child: childPublicName })
    .from(sponsorLetters)
    .leftJoin(children, eq(children.id, sponsorLetters.childId))
    .where(eq(sponsorLetters.id, e.letterId));
  if (!row?.l.approvedText || row.l.approvedText === row.l.text) return null;
  const org = await deps.org();
  const child = row.child ?? n('aChild');
  const blocks: Block[] = [
    paragraph(n('greeting')),
    paragraph(n('edited.intro', { child })),
    paragraph(row.l.approvedText),
    paragraph(n('edited.page')),
    await givingLink(deps, row.l.sponsorEmail),
    signature(org),
  ];
  const key = `${row.l.id}:${row.l.moderatedAt?.toISOString() ?? ''}`;
  return outboxDraft(org, 'letter-edited', key, row.l.sponsorEmail, n('edited.subject', { child }), blocks);
}

/** Messages of a child's news and of sponsors' letters. */
export function childNewsMail(deps: Deps, e: NewsEvent): Promise<OutboxDraft | null> {
  if (e.type === 'child-update') return childUpdate(deps, e);
  return e.type === 'letter-edited' ? letterEdited(deps, e) : letterReturned(deps, e);
}
