import { eq } from 'drizzle-orm';
import { recordActivity } from '~/server/core/activity/record';
import type { Db } from '~/server/core/db/client';
import { offlineDonations, statementLines } from '~/server/core/db/records-schema';
import { children, donations } from '~/server/core/db/schema';
import { HttpError, badRequest, notFound } from '~/server/core/http/errors';
import { findOrCreateSupporter } from '~/server/core/supporters/find-or-create';
import { type lineAssignInputSchema, sponsorPurposes } from '~/shared/schemas/reconciliation';
import { assignToSponsorship } from './assign-sponsored';
import { zonedNoon } from '~/shared/time-zone';
import type { z } from 'zod';
import { GENERAL_DONATION, donationReference } from '~/server/giving';

type Input = z.output<typeof lineAssignInputSchema>;
type Line = typeof statementLines.$inferSelect;

/** How money on each provider's statement was given, as a donation record names it. */
const METHOD = { 'mtn-momo': 'momo', 'airtel-money': 'momo', flutterwave: 'card', bank: 'bank' } as const;

/**
 * A line in the statement only, given to a supporter and a purpose (docs/accounting.md#reconciliation):
 * an offline gift dated the line's day, keeping the statement's provider and reference (the
 * general fund, or named for a child), or a sponsor's payment for their child's sponsorship or
 * a gift to the child (assign-sponsored.ts); the line matched to it, in one transaction. Twice is 409: the line is no longer
 * "in the statement only", and the reference has its gift.
 */
export async function assignLine(db: Db, lineId: string, input: Input, adminId: string, timeZone: string) {
  return db.transaction(async (tx) => {
    const [line] = await tx.select().from(statementLines).where(eq(statementLines.id, lineId)).for('update');
    if (!line) throw notFound('No such statement line');
    if (line.state !== 'statementOnly') throw new HttpError(409, 'This line is already matched to a record');
    if (line.currency !== 'RWF') throw badRequest('Only a line in francs can be recorded as a gift');
    if (sponsorPurposes.includes(input.purpose)) {
      const { paymentId, reference } = await assignToSponsorship(tx, line, input, adminId, timeZone);
      await tx
        .update(statementLines)
        .set({ state: 'matched', paymentId, resolvedBy: adminId, resolvedAt: new Date() })
        .where(eq(statementLines.id, line.id));
      await recordActivity(tx, adminId, 'assign', 'statement', line.uploadId, {
        after: { line: line.reference, [input.purpose]: reference, amount: line.amountMinor },
      });
      return { lineId: line.id, donationId: null, paymentId, reference };
    }
    const donationId = await recordGift(tx, line, input, adminId, timeZone);
    await tx
      .update(statementLines)
      .set({ state: 'matched', donationId, resolvedBy: adminId, resolvedAt: new Date() })
      .where(eq(statementLines.id, line.id));
    await recordActivity(tx, adminId, 'assign', 'statement', line.uploadId, {
      after: { line: line.reference, donation: donationReference(donationId), amount: line.amountMinor },
    });
    return { lineId: line.id, donationId, paymentId: null, reference: donationReference(donationId) };
  });
}

/** A gift to the charity (the general fund, or named for a child): an offline gift of Donation Records. */
async function recordGift(tx: Db, line: Line, input: Input, adminId: string, timeZone: string): Promise<string> {
  let target = GENERAL_DONATION;
  let childId: string | null = null;
  if (input.purpose === 'child') {
    if (!input.childId) throw badRequest('childId: choose the child this gift is for');
    const [child] = await tx
      .select({ id: children.id, name: children.name })
      .from(children)
      .where(eq(children.id, input.childId));
    if (!child) throw badRequest('childId: no such child');
    [target, childId] = [child.name, child.id];
  }
  const supporterId = await findOrCreateSupporter(tx, {
    email: input.email ?? '',
    name: `${input.firstName ?? ''} ${input.lastName ?? ''}`.trim(),
    phone: input.phone,
  });
  const method = METHOD[line.provider as keyof typeof METHOD] ?? 'bank';
  const [row] = await tx
    .insert(donations)
    .values({
      paymentId: null,
      supporterId,
      amountRwf: line.amountMinor,
      donationType: 'one-time',
      paymentMethod: method,
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      email: (input.email ?? '').toLowerCase(),
      phone: input.phone,
      anonymous: false,
      childId,
      target,
      createdAt: zonedNoon(line.day, timeZone),
    })
    .returning();
  const donationId = row!.id;
  const note = input.note || `${line.provider} ${line.reference}`;
  await tx.insert(offlineDonations).values({
    donationId,
    receivedOn: line.day,
    note,
    recordedBy: adminId,
    statementProvider: line.provider,
    statementRef: line.reference,
  });
  return donationId;
}
