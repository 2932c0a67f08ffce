import { eq } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { newestFirstPage } from '~/server/core/db/newest-first';
import type { Language } from '~/shared/i18n/core';
import { payments } from '~/server/core/db/schema';
import type { PaymentGateway } from '~/server/giving/payments/gateway';
import { declineText } from '~/server/giving/payments/providers/messages';
import type { Purchases } from '~/server/giving/payments/purchases';
import type { PaymentRow, PaymentStatus, StoredAnswer } from '~/server/giving/payments/record';
import { declineMessage } from '~/server/giving/payments/decline-message';
import type { DeclineDetail, DeclineReason } from '~/server/giving/payments/provider';
import type {
  AdminPayment,
  PaymentListQuery,
  PaymentMode,
  PaymentPage,
  PaymentStatusAnswer,
  PublicPaymentStatus,
} from '~/shared/schemas/payments';

/**
 * `payments.status` keeps the words Analysis and Donation Records were built on
 * (approved, declined); the public contract (docs/payments.md) says succeeded, failed.
 */
const PUBLIC_STATUS: Record<PaymentStatus, PublicPaymentStatus> = {
  pending: 'pending',
  approved: 'succeeded',
  declined: 'failed',
  expired: 'expired',
};
const STORED_STATUS: Record<PublicPaymentStatus, PaymentStatus> = {
  pending: 'pending',
  succeeded: 'approved',
  failed: 'declined',
  expired: 'expired',
};
export const publicStatus = (status: PaymentStatus) => PUBLIC_STATUS[status];

/** The payer's message for a payment that did not go through; null otherwise. */
function reasonOf(row: Pick<PaymentRow, 'status' | 'failureReason' | 'declineDetail'>, lang?: Language): string | null {
  if (row.status === 'expired') return declineText('expired', lang);
  if (row.status !== 'declined') return null;
  const reason = (row.failureReason ?? 'payer_declined') as DeclineReason;
  return declineMessage(reason, row.declineDetail as DeclineDetail, lang);
}

/** GET /api/payments/{id}: what the payer may know of their own payment. */
export async function paymentStatusView(
  db: Db,
  purchases: Purchases,
  id: string,
  lang?: Language,
): Promise<PaymentStatusAnswer['data'] | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  if (!row) return null;
  const reason = reasonOf(row, lang);
  const reference = row.status === 'approved' ? await purchases.writer(row.kind).reference(db, row.id) : null;
  const stored = row.response as StoredAnswer | null;
  const redirectUrl =
    row.status === 'pending'
      ? (stored?.body as { data?: { redirectUrl?: string } } | undefined)?.data?.redirectUrl
      : undefined;
  return {
    status: publicStatus(row.status),
    ...(reason ? { reason } : {}),
    reference,
    kind: row.kind,
    ...(redirectUrl ? { redirectUrl } : {}),
  };
}

const toAdmin = (row: PaymentRow): AdminPayment => ({
  _id: row.id,
  createdAt: row.createdAt.toISOString(),
  settledAt: row.settledAt?.toISOString() ?? null,
  kind: row.kind,
  method: row.method,
  provider: row.provider,
  amount: row.currency === 'USD' ? row.amountMinor / 100 : row.amountMinor,
  currency: row.currency,
  status: publicStatus(row.status),
  reason: reasonOf(row),
  providerRef: row.providerRef,
});

/** GET /api/payments: every attempt, newest first. */
export async function listPayments(db: Db, query: PaymentListQuery): Promise<PaymentPage> {
  const where = query.status ? eq(payments.status, STORED_STATUS[query.status]) : undefined;
  // Counted through the (status, created_at, id) index, no kept total (decision 014).
  const select = db.select().from(payments).$dynamic();
  const { rows, ...page } = await newestFirstPage(db, { table: payments, where, select }, query);
  return { data: rows.map(toAdmin), ...page };
}

/** GET /api/payments/mode: live when any method goes to a real provider. */
export function paymentMode(gateway: PaymentGateway): PaymentMode['data'] {
  const routes = { ...gateway.routes };
  return { live: Object.values(routes).some((t) => t !== 'sandbox' && t !== 'off'), routes };
}
