import { eq } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { offlineDonations } from '~/server/core/db/records-schema';
import { adminUsers, donations, payments } from '~/server/core/db/schema';
import { notFound } from '~/server/core/http/errors';
import { translate } from '~/shared/i18n';
import type { DonationDetail } from '~/shared/schemas/donation-record';
import { donationReference } from '~/server/giving/payments/purchase-details';

type Receipt = DonationDetail['receipt'];
const receiptOf = (status: string | undefined): Receipt =>
  status === 'sent' ? 'sent' : status === 'failed' ? 'failed' : status ? 'queued' : 'none';

/**
 * One donation as staff read it: the donor's name and contact (an anonymous donor is
 * anonymous to the public, not to staff), the payment (never card data beyond the last
 * four digits), and whether the receipt was e-mailed. 404 for an unknown id, or for a
 * donation whose payment was never approved (it is no record yet).
 */
export async function donationDetail(db: Db, id: string): Promise<DonationDetail> {
  const [row] = await db
    .select({ d: donations, p: payments, o: offlineDonations, by: adminUsers.name })
    .from(donations)
    .leftJoin(payments, eq(payments.id, donations.paymentId))
    .leftJoin(offlineDonations, eq(offlineDonations.donationId, donations.id))
    .leftJoin(adminUsers, eq(adminUsers.id, offlineDonations.recordedBy))
    .where(eq(donations.id, id));
  if (!row || (row.p && row.p.status !== 'approved')) throw notFound(translate('adminValidation:offlineGift.notFound'));
  const { d, p, o } = row;
  const [mail] = await db
    .select({ status: mailOutbox.status })
    .from(mailOutbox)
    .where(eq(mailOutbox.eventKey, `donation-receipt:${d.id}`));
  return {
    _id: d.id,
    reference: donationReference(d.id),
    amount: d.amountRwf,
    type: d.donationType === 'monthly' ? 'Monthly' : 'One-time',
    method: d.paymentMethod,
    target: d.target,
    date: d.createdAt.toISOString(),
    anonymous: d.anonymous,
    offline: d.paymentId === null,
    donor: { firstName: d.firstName, lastName: d.lastName, email: d.email, phone: d.phone },
    payment: p
      ? { _id: p.id, status: p.status, provider: p.provider, providerRef: p.providerRef, cardLast4: p.cardLast4 }
      : null,
    receipt: receiptOf(mail?.status),
    offlineRecord: o ? { receivedOn: o.receivedOn, note: o.note, recordedBy: row.by } : null,
  };
}
