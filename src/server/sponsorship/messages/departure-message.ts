import { eq } from 'drizzle-orm';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { childDepartures } from '~/server/core/db/departure-schema';
import { children } from '~/server/core/db/schema';
import { childPublicName, publicNameOf } from '~/server/core/db/child-name';
import { translate } from '~/shared/i18n';
import { contentVersionColumn } from '~/server/core/site/identity';
import { givingLink } from '~/server/giving';
import { greeting, mailLanguageNow, paragraph, signature } from '~/server/core/mail/layout';
import type { OrgReader } from '~/server/core/mail/org';
import { type OutboxDraft, outboxDraft } from '~/server/core/mail/outbox-draft';

type Deps = { db: Db; config: Pick<Config, 'org' | 'PUBLIC_URL' | 'PORT' | 'ORG_TIME_ZONE'>; org: OrgReader };
const c = (key: string, vars?: Record<string, unknown>) => translate(`children:email.${key}`, vars, mailLanguageNow());

/**
 * The sponsor told that their child left the programme, with staff's message, and asked
 * to choose on their own giving page (signed link): another child, a general monthly
 * gift, or the end. The child is named as the public knows them (the preferred name).
 */
export async function departureMail({ db, config, org: readOrg }: Deps, id: string): Promise<OutboxDraft | null> {
  const [row] = await db
    .select({ d: childDepartures, child: childPublicName, version: contentVersionColumn() })
    .from(childDepartures)
    .leftJoin(children, eq(children.id, childDepartures.childId))
    .where(eq(childDepartures.id, id));
  const to = row?.d.sponsorEmail;
  if (!row || !to) return null;
  const { d } = row;
  const org = await readOrg(row.version);
  const child = row.child ?? c('aChild');
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
  const [row] = await db
    .select({ d: childDepartures, child: children, version: contentVersionColumn() })
    .from(childDepartures)
    .innerJoin(children, eq(children.id, childDepartures.newChildId))
    .where(eq(childDepartures.id, id));
  const to = row?.d.sponsorEmail;
  if (!row || !to) return null;
  const { d, child } = row;
  const org = await readOrg(row.version);
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
