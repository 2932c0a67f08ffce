import { and, eq, gte, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { childGifts } from '~/server/core/db/child-gifts-schema';
import { offlineDonations } from '~/server/core/db/records-schema';
import { donations, giftOrders, payments } from '~/server/core/db/schema';
import { sponsorshipPayments, unplacedSponsorships } from '~/server/core/db/sponsorship-schema';
import { childGiftReference, donationReference, orderReference, sponsorshipReference } from '~/server/giving';
import type { ClearingAccount, JournalFund } from '~/shared/schemas/accounting';
import { clearingOf } from './clearing';

/**
 * The journal's entries of a period (docs/accounting.md#the-journal), read from the
 * records, so that each fund's total is its records' total: Donation Records' donations
 * (paid through the site or recorded offline) are the general fund, sponsorship payments
 * the sponsorship fund, gifts to sponsored children and gift orders theirs. A sponsorship
 * payment whose child was no longer held (an unplaced one, docs/payments.md) is the
 * sponsorship fund's until staff settle it; its refund is an entry of its own.
 */
export interface JournalEntry {
  at: Date;
  kind: 'payment' | 'offline' | 'refund';
  reference: string;
  /** The provider's id or the statement's reference, when there is one. */
  outsideRef: string | null;
  fund: JournalFund;
  clearing: ClearingAccount;
  amountMinor: number;
  feeMinor: number;
  currency: string;
  payer: string;
}

export interface Period {
  start: Date;
  /** Exclusive. */
  end: Date;
}

const within = (column: Parameters<typeof gte>[0], p: Period) => and(gte(column, p.start), lt(column, p.end));
const money = (p: { amountMinor: number; feeMinor: number | null; currency: string }) => ({
  amountMinor: Number(p.amountMinor),
  feeMinor: Math.min(Number(p.feeMinor ?? 0), Number(p.amountMinor)),
  currency: p.currency,
});

async function donationEntries(db: Db, p: Period): Promise<JournalEntry[]> {
  const rows = await db
    .select({
      d: donations,
      p: payments,
      statementProvider: offlineDonations.statementProvider,
      statementRef: offlineDonations.statementRef,
    })
    .from(donations)
    .leftJoin(payments, eq(payments.id, donations.paymentId))
    .leftJoin(offlineDonations, eq(offlineDonations.donationId, donations.id))
    .where(within(donations.createdAt, p));
  return rows.map(({ d, p: pay, statementProvider, statementRef }) => ({
    at: d.createdAt,
    kind: pay ? 'payment' : 'offline',
    reference: donationReference(d.id),
    outsideRef: pay?.providerRef ?? statementRef ?? null,
    fund: 'general',
    clearing: pay ? clearingOf(pay.provider, pay.method) : clearingOf(statementProvider, d.paymentMethod),
    // Donation Records counts the donation's amount: the journal books the same.
    amountMinor: d.amountRwf,
    feeMinor: Math.min(Number(pay?.feeMinor ?? 0), d.amountRwf),
    currency: 'RWF',
    payer: `${d.firstName} ${d.lastName}`.trim(),
  }));
}

async function recordEntries(db: Db, p: Period): Promise<JournalEntry[]> {
  const [sponsorshipRows, giftRows, orderRows] = await Promise.all([
    db
      .select({
        id: sponsorshipPayments.id,
        at: sponsorshipPayments.createdAt,
        payer: sponsorshipPayments.sponsorName,
        p: payments,
      })
      .from(sponsorshipPayments)
      .innerJoin(payments, eq(payments.id, sponsorshipPayments.paymentId))
      .where(within(sponsorshipPayments.createdAt, p)),
    db
      .select({ id: childGifts.id, at: childGifts.createdAt, payer: childGifts.sponsorName, p: payments })
      .from(childGifts)
      .innerJoin(payments, eq(payments.id, childGifts.paymentId))
      .where(within(childGifts.createdAt, p)),
    db
      .select({ id: giftOrders.id, at: giftOrders.createdAt, payer: giftOrders.buyerName, p: payments })
      .from(giftOrders)
      .innerJoin(payments, eq(payments.id, giftOrders.paymentId))
      .where(within(giftOrders.createdAt, p)),
  ]);
  const of = (fund: JournalFund, reference: (id: string) => string) => (r: (typeof sponsorshipRows)[number]) =>
    ({
      at: r.at,
      kind: 'payment',
      reference: reference(r.id),
      outsideRef: r.p.providerRef,
      fund,
      clearing: clearingOf(r.p.provider, r.p.method),
      ...money(r.p),
      payer: r.payer,
    }) satisfies JournalEntry;
  return [
    ...sponsorshipRows.map(of('sponsorship', sponsorshipReference)),
    ...giftRows.map(of('childGifts', childGiftReference)),
    ...orderRows.map(of('catalogue', orderReference)),
  ];
}

/** Unplaced sponsorship payments not yet given to a child or the general fund, and the refunds of those refunded. */
async function unplacedEntries(db: Db, p: Period): Promise<JournalEntry[]> {
  const [held, refunded] = await Promise.all([
    db
      .select({ u: unplacedSponsorships, p: payments })
      .from(unplacedSponsorships)
      .innerJoin(payments, eq(payments.id, unplacedSponsorships.paymentId))
      .where(
        and(
          within(unplacedSponsorships.createdAt, p),
          notExists(
            db
              .select({ one: sql`1` })
              .from(sponsorshipPayments)
              .where(eq(sponsorshipPayments.paymentId, payments.id)),
          ),
          notExists(
            db
              .select({ one: sql`1` })
              .from(donations)
              .where(eq(donations.paymentId, payments.id)),
          ),
        ),
      ),
    db
      .select({ u: unplacedSponsorships, p: payments })
      .from(unplacedSponsorships)
      .innerJoin(payments, eq(payments.id, unplacedSponsorships.paymentId))
      .where(and(eq(unplacedSponsorships.resolution, 'refunded'), within(unplacedSponsorships.resolvedAt, p))),
  ]);
  const entry = (kind: 'payment' | 'refund', at: Date, r: (typeof held)[number]): JournalEntry => ({
    at,
    kind,
    reference: `${kind === 'refund' ? 'RF-' : ''}${sponsorshipReference(r.u.id)}`,
    outsideRef: r.p.providerRef,
    fund: 'sponsorship',
    clearing: clearingOf(r.p.provider, r.p.method),
    ...money(r.p),
    // A refund returns what was paid; the provider keeps its fee (booked with the payment).
    ...(kind === 'refund' ? { feeMinor: 0 } : {}),
    payer: r.u.sponsorName,
  });
  return [
    ...held.map((r) => entry('payment', r.u.createdAt, r)),
    ...refunded.map((r) => entry('refund', r.u.resolvedAt!, r)),
  ];
}

/** Every entry of the period, oldest first (the reference breaking ties). */
export async function journalEntries(db: Db, period: Period): Promise<JournalEntry[]> {
  const parts = await Promise.all([
    donationEntries(db, period),
    recordEntries(db, period),
    unplacedEntries(db, period),
  ]);
  return parts.flat().sort((a, b) => a.at.getTime() - b.at.getTime() || a.reference.localeCompare(b.reference));
}
