import { eq } from 'drizzle-orm';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { childDepartures } from '~/server/core/db/departure-schema';
import { children } from '~/server/core/db/schema';
import { publicNameOf } from '~/server/core/db/child-name';
import { translate } from '~/shared/i18n';
import { contentVersionColumn } from '~/server/core/site/identity';
import { givingLink } from '~/server/giving';
import { greeting, mailLanguageNow, paragraph, signature } from '~/server/core/mail/layout';
import type { OrgReader } from '~/server/core/mail/org';
import { type OutboxDraft, outboxDraft } from '~/server/core/mail/outbox-draft';

type Deps = { db: Db; config: Pick<Config, 'org' | 'PUBLIC_URL' | 'PORT' | 'ORG_TIME_ZONE'>; org: OrgReader };
const c = (key: string, vars?: Record<string, unknown>) => translate(`children:email.${key}`, vars, mailLanguageNow());

/**
 * A departure whose sponsor has an address, with the child it names (`which`: the child
 * who left, or the one the sponsor chose next; null once deleted) and the organisation as
 * its e-mail shows it; null without an address.
 */
async function departureOf({ db, org }: Pick<Deps, 'db' | 'org'>, id: string, which: 'childId' | 'newChildId') {
  const [row] = await db
    .select({ d: childDepartures, child: children, version: contentVersionColumn() })
    .from(childDepartures)
    .leftJoin(children, eq(children.id, childDepartures[which]))
    .where(eq(childDepartures.id, id));
  const to = row?.d.sponsorEmail;
  if (!row || !to) return null;
  return { d: row.d, child: row.child, to, org: await org(row.version) };
}

/**
 * The sponsor told that their child left the programme, with staff's message, and asked
 * to choose on their own giving page (signed link): another child, a general monthly
 * gift, or the end. The child is named as the public knows them (the preferred name).
 */
export async function departureMail({ db, config, org: readOrg }: Deps, id: string): Promise<OutboxDraft | null> {
  const found = await departureOf({ db, org: readOrg }, id, 'childId');
  if (!found) return null;
  const { d, to, org } = found;
  const child = found.child ? publicNameOf(found.child) : c('aChild');
  const subject = c('subject', { child, name: org.name });
  const blocks = [
    greeting(d.sponsorName),
    paragraph(c(`reason.${d.reason}`, { child })),
    paragraph(d.message),
    paragraph(c(d.planId ? 'choose' : 'chooseOneTime', { child })),
    await givingLink({ db, config }, to),
    paragraph(c('thanks', { child })),
    signature(org),
  ];
  return outboxDraft(org, 'child-departure', d.id, to, subject, blocks);
}

/**
 * After the sponsor chose another child: who the child is (the preferred name, age and
 * district, and the story where the guardian consented to it), and where to read more.
 */
export async function introductionMail({ db, config, org: readOrg }: Deps, id: string): Promise<OutboxDraft | null> {
  const found = await departureOf({ db, org: readOrg }, id, 'newChildId');
  if (!found?.child) return null;
  const { d, child, to, org } = found;
  const name = publicNameOf(child);
  const story = new Set(child.consentScope).has('story') ? child.story.trim() : '';
  const blocks = [
    paragraph(c('greeting', { name: d.sponsorName ?? '' })),
    paragraph(c('introduction.intro', { child: name, age: child.age, location: child.district })),
    ...(story ? [paragraph(story)] : []),
    paragraph(c('introduction.page', { child: name })),
    await givingLink({ db, config }, to),
    paragraph(c('introduction.thanks')),
    signature(org),
  ];
  return outboxDraft(
    org,
    'child-introduced',
    d.id,
    to,
    c('introduction.subject', { child: name, name: org.name }),
    blocks,
  );
}
