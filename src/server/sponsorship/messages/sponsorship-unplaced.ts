import { eq } from 'drizzle-orm';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { payments } from '~/server/core/db/schema';
import { unplacedSponsorships } from '~/server/core/db/sponsorship-schema';
import { formatDate, formatRwf } from '~/shared/format';
import { contentVersionColumn } from '~/server/core/site/identity';
import { details, emailT, paragraph, signature } from '~/server/core/mail/layout';
import type { OrgReader } from '~/server/core/mail/org';
import { type OutboxDraft, outboxDraft } from '~/server/core/mail/outbox-draft';

type Deps = { db: Db; config: Pick<Config, 'org'>; org: OrgReader };

/**
 * A sponsorship paid after its child stopped being held for it (payments/README.md,
 * "The child's states"): the payer is thanked, told the money is safe and that staff
 * will offer another child, a general gift or a refund. Like every receipt it carries
 * no text the payer chose, and names no other sponsor.
 */
export async function sponsorshipUnplaced({ db, org: readOrg }: Deps, id: string): Promise<OutboxDraft | null> {
  const [row] = await db
    .select({ u: unplacedSponsorships, p: payments, version: contentVersionColumn() })
    .from(unplacedSponsorships)
    .innerJoin(payments, eq(payments.id, unplacedSponsorships.paymentId))
    .where(eq(unplacedSponsorships.id, id));
  if (!row) return null;
  const { u, p } = row;
  const org = await readOrg(row.version);
  const blocks = [
    paragraph(emailT('layout.greeting')),
    paragraph(emailT('sponsorshipUnplaced.intro', { name: org.name })),
    details([
      [emailT('fields.amount'), formatRwf(Number(u.amount))],
      [emailT('fields.date'), formatDate(u.createdAt, 'en', { dateStyle: 'long' })],
      [emailT('fields.reference'), p.providerRef ?? p.id],
    ]),
    paragraph(emailT('sponsorshipUnplaced.options')),
    paragraph(emailT('sponsorshipUnplaced.outro')),
    paragraph(emailT('layout.notYou')),
    signature(org),
  ];
  const subject = emailT('sponsorshipUnplaced.subject', { name: org.name });
  return outboxDraft(org, 'sponsorship-unplaced', u.id, u.sponsorEmail, subject, blocks);
}
