import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { type paymentKinds, payments } from '~/server/db/schema';
import { cardLast4 } from './instrument';
import type { Currency, DeclineReason, PaymentInstrument } from './provider';

export type PaymentKind = (typeof paymentKinds)[number];
export type PaymentStatus = 'approved' | 'declined' | 'pending';

/** The answer given for an Idempotency-Key, replayed on a repeat. */
export interface StoredAnswer {
  statusCode: number;
  body: unknown;
  /** Hash of what was bought (never of card data or a PIN); a repeat must match it. */
  fingerprint?: string;
}

export interface PaymentRecord {
  kind: PaymentKind;
  amountMinor: number;
  currency: Currency;
  /** The method as the form names it: card, momo, airtime, mobile. */
  method: string;
  provider: string;
  providerRef?: string | null;
  status: PaymentStatus;
  failureReason?: DeclineReason | null;
  /** Read for its last four digits only; nothing else of it is written. */
  instrument: PaymentInstrument;
  idempotencyKey?: string | null;
}

/** The one place a payments row is written: method, amount, status and at most a card's last four digits. */
export async function recordPayment(db: Db, record: PaymentRecord): Promise<{ id: string }> {
  const [row] = await db
    .insert(payments)
    .values({
      kind: record.kind,
      amountMinor: record.amountMinor,
      currency: record.currency,
      method: record.method,
      provider: record.provider,
      providerRef: record.providerRef ?? null,
      status: record.status,
      failureReason: record.failureReason ?? null,
      cardLast4: cardLast4(record.instrument),
      idempotencyKey: record.idempotencyKey ?? null,
    })
    .returning({ id: payments.id });
  return row!;
}

export async function settlePayment(
  db: Db,
  id: string,
  update: { status: PaymentStatus; providerRef: string; answer: StoredAnswer },
): Promise<void> {
  await db
    .update(payments)
    .set({ status: update.status, providerRef: update.providerRef, response: update.answer })
    .where(eq(payments.id, id));
}

/** The first answer given for this kind and key, if a payment with it went through. */
export async function findStoredAnswer(db: Db, kind: PaymentKind, key: string): Promise<StoredAnswer | null> {
  const [row] = await db
    .select({ response: payments.response })
    .from(payments)
    .where(and(eq(payments.kind, kind), eq(payments.idempotencyKey, key), isNotNull(payments.response)))
    .limit(1);
  return (row?.response as StoredAnswer | undefined) ?? null;
}
