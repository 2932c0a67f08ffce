import { asc, eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { giftOrderItems, giftOrders } from '~/server/db/schema';
import { formatDate, formatUsd } from '~/shared/format';
import { type Block, details, emailT, frame, paragraph, signature } from './layout';
import type { OutboxDraft } from './outbox-draft';
import type { OrgReader } from './org';
import { contentVersionColumn } from '~/server/site/identity';

type Deps = { db: Db; org: OrgReader };

export const orderReceiptReference = (id: string) => `OR-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/**
 * The receipt of a gift order, to the address the buyer gave at checkout. Like every
 * receipt it carries only what the site knows (the gifts as sold, the total, the date,
 * the reference), never text the buyer typed. No address (an order from before buyers
 * were asked): no receipt.
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
  const reference = orderReceiptReference(order.id);
  const blocks: Block[] = [
    paragraph(emailT('layout.greeting')),
    paragraph(emailT('order.intro', { name: org.name })),
    details([
      ...items.map((i): [string, string] => [i.name, formatUsd(i.priceCents / 100)]),
      [emailT('order.total'), formatUsd(order.totalCents / 100)],
      [emailT('fields.date'), formatDate(order.createdAt, 'en', { dateStyle: 'long' })],
      [emailT('fields.reference'), reference],
    ]),
    paragraph(emailT('order.outro')),
    paragraph(emailT('layout.notYou')),
    signature(org),
  ];
  const subject = emailT('order.subject', { reference, name: org.name });
  return {
    kind: 'order-receipt',
    eventKey: `order-receipt:${order.id}`,
    to: order.buyerEmail,
    replyTo: org.email,
    ...frame(org, subject, blocks),
  };
}
