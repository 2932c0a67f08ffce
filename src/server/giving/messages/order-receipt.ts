import { asc, eq } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { giftOrderItems, giftOrders } from '~/server/core/db/schema';
import { formatDate, formatUsd } from '~/shared/format';
import { emailT, mailLanguageNow } from '~/server/core/mail/layout';
import { receiptBlocks } from './receipt-facts';
import { chosenReceiptName } from '~/server/giving/recurring/receipt-profile';
import { type OutboxDraft, outboxDraft } from '~/server/core/mail/outbox-draft';
import type { OrgReader } from '~/server/core/mail/org';
import { contentVersionColumn } from '~/server/core/site/identity';

type Deps = { db: Db; org: OrgReader };

export const orderReceiptReference = (id: string) => `OR-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/**
 * The receipt of a gift order, to the address the buyer gave at checkout. Like every
 * receipt it carries what the site knows (the gifts as sold, the total, the date, the
 * reference) and, of what the buyer typed, only their name (receipt-facts.ts). No
 * address (an order from before buyers were asked): no receipt.
 */
export async function orderReceipt({ db, org: readOrg }: Deps, orderId: string): Promise<OutboxDraft | null> {
  const [row] = await db
    .select({ order: giftOrders, version: contentVersionColumn() })
    .from(giftOrders)
    .where(eq(giftOrders.id, orderId));
  if (!row?.order.buyerEmail) return null;
  const { order } = row;
  const items = await db
    .select()
    .from(giftOrderItems)
    .where(eq(giftOrderItems.orderId, orderId))
    .orderBy(asc(giftOrderItems.id));
  const org = await readOrg(row.version);
  const lang = mailLanguageNow();
  const reference = orderReceiptReference(order.id);
  const blocks = receiptBlocks(org, {
    intro: emailT('order.intro', { name: org.name }),
    payer: (await chosenReceiptName(db, order.buyerEmail)) ?? order.buyerName,
    rows: [
      ...items.map((i): [string, string] => [i.name, formatUsd(i.priceCents / 100, lang)]),
      [emailT('order.total'), formatUsd(order.totalCents / 100, lang)],
      [emailT('fields.date'), formatDate(order.createdAt, lang, { dateStyle: 'long' })],
      [emailT('fields.reference'), reference],
    ],
    kinds: { gifts: false, orders: true, single: true },
    outro: emailT('order.outro'),
  });
  const subject = emailT('order.subject', { reference, name: org.name });
  return outboxDraft(org, 'order-receipt', order.id, order.buyerEmail, subject, blocks);
}
