import type { Db } from '~/server/core/db/client';
import { childGifts } from '~/server/core/db/child-gifts-schema';
import { donations, giftOrders, payments } from '~/server/core/db/schema';
import { sponsorshipPayments, unplacedSponsorships } from '~/server/core/db/sponsorship-schema';

/**
 * Money as the payment paths leave it (docs/accounting.md), written directly so a test
 * can place it in time: an approved payment and the record it bought.
 */
export const DAY = 86_400_000;
export const daysAgo = (n: number, now = Date.now()) => new Date(now - n * DAY);

type PaymentValues = Partial<typeof payments.$inferInsert> & { amountMinor: number; at: Date };

export async function paidPayment(db: Db, kind: (typeof payments.$inferInsert)['kind'], v: PaymentValues) {
  const { at, ...rest } = v;
  const [row] = await db
    .insert(payments)
    .values({
      kind,
      currency: 'RWF',
      method: 'momo',
      provider: 'mtn-momo',
      status: 'approved',
      settledAt: at,
      createdAt: at,
      ...rest,
    })
    .returning();
  return row!;
}

export async function paidDonation(db: Db, v: PaymentValues) {
  const p = await paidPayment(db, 'donation', v);
  const [d] = await db
    .insert(donations)
    .values({
      paymentId: p.id,
      amountRwf: v.amountMinor,
      donationType: 'one-time',
      paymentMethod: p.method === 'card' ? 'card' : 'momo',
      firstName: 'Aline',
      lastName: 'Mukamana',
      email: 'aline@example.org',
      target: 'General Donation',
      createdAt: v.at,
    })
    .returning();
  return { payment: p, donation: d! };
}

export async function paidSponsorship(db: Db, v: PaymentValues) {
  const p = await paidPayment(db, 'sponsorship', v);
  const sponsor = { sponsorName: 'Eric Habimana', sponsorEmail: 'eric@example.org' };
  await db.insert(sponsorshipPayments).values({
    paymentId: p.id,
    ...sponsor,
    sponsorPhone: '+250788000111',
    amount: String(v.amountMinor),
    paymentMethod: 'momo',
    paymentFrequency: 'monthly',
    createdAt: v.at,
  });
  return p;
}

export async function paidChildGift(db: Db, v: PaymentValues) {
  const p = await paidPayment(db, 'child-gift', v);
  await db.insert(childGifts).values({
    paymentId: p.id,
    kind: 'birthday',
    amountRwf: v.amountMinor,
    sponsorName: 'Eric Habimana',
    sponsorEmail: 'eric@example.org',
    createdAt: v.at,
  });
  return p;
}

export async function paidOrder(db: Db, v: PaymentValues) {
  const p = await paidPayment(db, 'order', { currency: 'USD', method: 'card', provider: 'flutterwave', ...v });
  await db.insert(giftOrders).values({
    paymentId: p.id,
    totalCents: v.amountMinor,
    paymentMethod: 'card',
    buyerName: 'Grace Uwase',
    buyerEmail: 'grace@example.org',
    createdAt: v.at,
  });
  return p;
}

/** A sponsorship payment whose child was no longer held for it, refunded by staff on `refundedAt`. */
export async function refundedUnplaced(db: Db, v: PaymentValues & { refundedAt: Date }) {
  const { refundedAt, ...rest } = v;
  const p = await paidPayment(db, 'sponsorship', rest);
  await db.insert(unplacedSponsorships).values({
    paymentId: p.id,
    sponsorName: 'Diane Ingabire',
    sponsorEmail: 'diane@example.org',
    amount: String(v.amountMinor),
    resolution: 'refunded',
    resolvedAt: refundedAt,
    createdAt: v.at,
  });
  return p;
}

/** A CSV file's rows as records of its header's names. */
export function readCsv(text: string): Record<string, string>[] {
  const rows = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/)
    .map((line) => {
      const cells: string[] = [];
      let cur = '';
      let quoted = false;
      for (let i = 0; i < line.length; i++) {
        const ch = line[i]!;
        if (quoted && ch === '"' && line[i + 1] === '"') {
          cur += '"';
          i++;
        } else if (ch === '"') quoted = !quoted;
        else if (!quoted && ch === ',') {
          cells.push(cur);
          cur = '';
        } else cur += ch;
      }
      cells.push(cur);
      return cells;
    });
  const [header, ...body] = rows;
  return body.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ''])));
}
