import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { type paymentKinds, type paymentStatuses, payments } from '~/server/core/db/schema';
import { cardLast4 } from './instrument';
import type { Currency, DeclineDetail, DeclineReason, PaymentInstrument } from './provider';

export type PaymentKind = (typeof paymentKinds)[number];
/** As stored; the public status answer names them succeeded / failed (status.ts). */
export type PaymentStatus = (typeof paymentStatuses)[number];
export type PaymentRow = typeof payments.$inferSelect;

/** The answer given for an Idempotency-Key, replayed on a repeat. */
export interface StoredAnswer {
  statusCode: number;
  body: unknown;
  /** Hash of what was bought (never of card data or a PIN); a repeat must match it. */
  fingerprint?: string;
}

export interface PaymentRecord {
  /** Chosen before the row is written when something must name it first (a child's hold). */
  id?: string;
  kind: PaymentKind;
  amountMinor: number;
  currency: Currency;
  /** The method as the form names it: card, momo, airtime, mobile. */
  method: string;
  provider: string;
  providerRef?: string | null;
  status: PaymentStatus;
  failureReason?: DeclineReason | null;
  declineDetail?: DeclineDetail | null;
  /** Read for its last four digits only; nothing else of it is written. */
  instrument: PaymentInstrument;
  idempotencyKey?: string | null;
  /** What settlement writes (purchases.ts); never card data or a PIN. */
  purchase?: unknown;
  payerEmail?: string | null;
  payerIp?: string | null;
  /** The address as the limits count it (velocity.ts `payerNet`), and a mobile money number. */
  payerNet?: string | null;
  payerPhone?: string | null;
  /** A pending payment's answer for its key, lifetime and first check (take-payment.ts). */
  response?: StoredAnswer | null;
  expiresAt?: Date | null;
  nextCheckAt?: Date | null;
}

/** The one place a payments row is created: method, amount, status and at most a card's last four digits. */
export async function recordPayment(db: Db, record: PaymentRecord): Promise<{ id: string }> {
  const settled = record.status !== 'pending';
  const [row] = await db
    .insert(payments)
    .values({
      ...(record.id ? { id: record.id } : {}),
      kind: record.kind,
      amountMinor: record.amountMinor,
      currency: record.currency,
      method: record.method,
      provider: record.provider,
      providerRef: record.providerRef ?? null,
      status: record.status,
      failureReason: record.failureReason ?? null,
      declineDetail: record.declineDetail ?? null,
      cardLast4: cardLast4(record.instrument),
      idempotencyKey: record.idempotencyKey ?? null,
      purchase: record.purchase ?? null,
      payerEmail: record.payerEmail?.toLowerCase() ?? null,
      payerIp: record.payerIp ?? null,
      payerNet: record.payerNet ?? null,
      payerPhone: record.payerPhone ?? null,
      response: record.response ?? null,
      expiresAt: record.expiresAt ?? null,
      nextCheckAt: record.nextCheckAt ?? null,
      settledAt: settled ? new Date() : null,
    })
    .returning({ id: payments.id });
  return row!;
}

/** The first answer given for this kind and key, if a payment with it went through (or is pending). */
export async function findStoredAnswer(db: Db, kind: PaymentKind, key: string): Promise<StoredAnswer | null> {
  const [row] = await db
    .select({ response: payments.response })
    .from(payments)
    .where(and(eq(payments.kind, kind), eq(payments.idempotencyKey, key), isNotNull(payments.response)))
    .limit(1);
  return (row?.response as StoredAnswer | undefined) ?? null;
}
