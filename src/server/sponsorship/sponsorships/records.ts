import { desc, eq } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { children, payments } from '~/server/core/db/schema';
import { sponsorshipPayments } from '~/server/core/db/sponsorship-schema';
import { notFound } from '~/server/core/http/errors';
import type { SponsorshipRecord } from '~/shared/schemas/sponsorship-record';

/** A child's sponsorship payments received (approved), newest first, with the sponsor's contact (admin). */
export async function childSponsorshipPayments(db: Db, childId: string): Promise<SponsorshipRecord[]> {
  const [child] = await db.select({ id: children.id }).from(children).where(eq(children.id, childId));
  if (!child) throw notFound();
  const found = await db
    .select({ s: sponsorshipPayments, status: payments.status })
    .from(sponsorshipPayments)
    .innerJoin(payments, eq(payments.id, sponsorshipPayments.paymentId))
    .where(eq(sponsorshipPayments.childId, childId))
    .orderBy(desc(sponsorshipPayments.createdAt), desc(sponsorshipPayments.id));
  return found.map(({ s, status }) => ({
    _id: s.id,
    sponsorName: s.sponsorName,
    sponsorEmail: s.sponsorEmail,
    sponsorPhone: s.sponsorPhone,
    amount: Number(s.amount),
    paymentMethod: s.paymentMethod,
    paymentFrequency: s.paymentFrequency,
    status,
    date: s.createdAt.toISOString(),
  }));
}
