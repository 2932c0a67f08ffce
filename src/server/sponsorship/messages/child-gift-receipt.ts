import { eq } from 'drizzle-orm';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { childGifts } from '~/server/core/db/child-gifts-schema';
import { children, payments } from '~/server/core/db/schema';
import { childPublicName } from '~/server/core/db/child-name';
import { childGiftReference, chosenReceiptName, givingFooter, receiptBlocks } from '~/server/giving';
import { contentVersionColumn } from '~/server/core/site/identity';
import { formatDate, formatRwf } from '~/shared/format';
import { isPaymentMethod } from '~/shared/schemas/payment-methods';
import { emailT, mailLanguageNow } from '~/server/core/mail/layout';
import type { OrgReader } from '~/server/core/mail/org';
import { type OutboxDraft, outboxDraft } from '~/server/core/mail/outbox-draft';

type Deps = { db: Db; config: Pick<Config, 'org' | 'PUBLIC_URL' | 'PORT' | 'ORG_TIME_ZONE'>; org: OrgReader };

/**
 * The receipt of a gift to a sponsored child, to the sponsor's address (the one their
 * signed link proved). Like every receipt it carries only what the site knows: the child's
 * name, the kind, the amount, the method, the date and the reference; never the note.
 */
export async function childGiftReceipt(
  { db, config, org: readOrg }: Deps,
  giftId: string,
): Promise<OutboxDraft | null> {
  const [row] = await db
    .select({ g: childGifts, method: payments.method, child: childPublicName, version: contentVersionColumn() })
    .from(childGifts)
    .innerJoin(payments, eq(payments.id, childGifts.paymentId))
    .leftJoin(children, eq(children.id, childGifts.childId))
    .where(eq(childGifts.id, giftId));
  if (!row) return null;
  const { g } = row;
  const org = await readOrg(row.version);
  const lang = mailLanguageNow();
  const child = row.child ?? emailT('values.aChild');
  const kind = emailT(`childGift.kinds.${g.kind}`);
  const method = isPaymentMethod(row.method) ? emailT(`values.${row.method}`) : row.method;
  const reference = childGiftReference(g.id);
  const blocks = receiptBlocks(org, {
    intro: emailT('childGift.intro', { child, kind }),
    payer: (await chosenReceiptName(db, g.sponsorEmail)) ?? g.sponsorName,
    rows: [
      [emailT('fields.child'), child],
      [emailT('childGift.kind'), kind],
      [emailT('fields.amount'), formatRwf(g.amountRwf, lang)],
      [emailT('fields.method'), method],
      [emailT('fields.date'), formatDate(g.createdAt, lang, { dateStyle: 'long' })],
      [emailT('fields.reference'), reference],
    ],
    kinds: { gifts: true, orders: false, single: true },
    outro: emailT('childGift.outro', { child }),
    footer: await givingFooter({ db, config }, g.sponsorEmail),
  });
  const subject = emailT('childGift.subject', { child, name: org.name });
  return outboxDraft(org, 'child-gift-receipt', g.id, g.sponsorEmail, subject, blocks);
}
