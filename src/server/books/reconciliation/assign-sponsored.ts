import { and, eq } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { childGifts } from '~/server/core/db/child-gifts-schema';
import type { statementLines } from '~/server/core/db/records-schema';
import { children } from '~/server/core/db/schema';
import { sponsorships } from '~/server/core/db/sponsorship-schema';
import { HttpError, badRequest } from '~/server/core/http/errors';
import { findOrCreateSupporter } from '~/server/core/supporters/find-or-create';
import type { lineAssignInputSchema } from '~/shared/schemas/reconciliation';
import { zonedNoon } from '~/shared/time-zone';
import type { z } from 'zod';
import { childGiftReference, markKeptMonth, writeSettledPayment, writeSponsorshipMonth } from '~/server/giving';

type Input = z.output<typeof lineAssignInputSchema>;
type Line = typeof statementLines.$inferSelect;

/** How money on each provider's statement was paid, as a payment names it. */
const METHOD: Record<string, string> = {
  'mtn-momo': 'momo',
  'airtel-money': 'momo',
  flutterwave: 'card',
  bank: 'bank',
};

/** The child's active sponsorship and who pays it: the sponsor, unless staff name another. */
async function sponsorshipOf(tx: Db, childId: string, input: Input) {
  const [found] = await tx
    .select({ child: children, s: sponsorships })
    .from(children)
    .leftJoin(sponsorships, and(eq(sponsorships.childId, children.id), eq(sponsorships.status, 'active')))
    .where(eq(children.id, childId));
  if (!found) throw badRequest('childId: no such child');
  const { child, s } = found;
  if (!s)
    throw new HttpError(
      409,
      `${child.name} has no sponsor: record this line as a gift for the child, or sponsor them first`,
    );
  const given = input.email?.toLowerCase();
  const sponsorEmail = s.sponsorEmail?.toLowerCase() ?? '';
  if (given && sponsorEmail && given !== sponsorEmail)
    throw new HttpError(409, `${child.name} is sponsored by someone else than ${input.email}`);
  const email = sponsorEmail || given;
  if (!email) throw badRequest(`email: ${child.name}'s sponsor is not known: give their name and e-mail`);
  const name = s.sponsorName || [input.firstName, input.lastName].filter(Boolean).join(' ');
  const supporterId =
    s.supporterId ?? (await findOrCreateSupporter(tx, { email, name, phone: s.sponsorPhone ?? input.phone }));
  return { child, sponsorship: s, email, name, phone: s.sponsorPhone ?? input.phone, supporterId };
}

/**
 * A line in the statement only that is a sponsor's money for their child
 * (docs/accounting.md#reconciliation): the sponsorship's payment of the month, or a gift to
 * the child (birthday, Christmas, family), written as the site writes them when a payment is
 * approved: a payment as the statement shows it (its provider and reference, its fee), and
 * the record it bought, dated the line's day. The line is matched to that payment. A month
 * of a plan kept by staff (bank order, cash) is then recorded, so it is not recorded twice.
 */
export async function assignToSponsorship(tx: Db, line: Line, input: Input, adminId: string, timeZone: string) {
  if (!input.childId) throw badRequest('childId: choose the child this money is for');
  const who = await sponsorshipOf(tx, input.childId, input);
  const at = zonedNoon(line.day, timeZone);
  // The money as the statement shows it.
  const money = {
    amountMinor: line.amountMinor,
    method: METHOD[line.provider] ?? 'bank',
    provider: line.provider,
    providerRef: line.reference,
    feeMinor: line.feeMinor,
    at,
  };
  if (input.purpose === 'sponsorship') {
    const written = await writeSponsorshipMonth(tx, {
      childId: who.child.id,
      sponsorshipId: who.sponsorship.id,
      supporterId: who.supporterId,
      sponsorName: who.name,
      sponsorEmail: who.email,
      sponsorPhone: who.phone ?? '',
      ...money,
    });
    // A month of a plan kept by staff (a bank order) is then recorded, so it is not recorded twice.
    await markKeptMonth(tx, who.sponsorship.id, line.day.slice(0, 7), written.paymentId, adminId);
    return written;
  }
  const paymentId = await writeSettledPayment(tx, 'child-gift', { ...money, payerEmail: who.email });
  const [row] = await tx
    .insert(childGifts)
    .values({
      paymentId,
      childId: who.child.id,
      sponsorshipId: who.sponsorship.id,
      kind: input.giftKind,
      amountRwf: line.amountMinor,
      sponsorName: who.name,
      sponsorEmail: who.email,
      createdAt: at,
    })
    .returning({ id: childGifts.id });
  return { paymentId, reference: childGiftReference(row!.id) };
}
