import type { z } from 'zod';
import { recordActivity } from '~/server/core/activity/record';
import type { Db } from '~/server/core/db/client';
import { offlineDonations } from '~/server/core/db/records-schema';
import { donations } from '~/server/core/db/schema';
import { badRequest } from '~/server/core/http/errors';
import { translate } from '~/shared/i18n';
import type { offlineDonationInputSchema } from '~/shared/schemas/donation-record';
import { zonedDay, zonedNoon } from '~/shared/time-zone';
import { donorAsSupporter } from './write-donation';

type Input = z.output<typeof offlineDonationInputSchema>;

/**
 * A gift received offline (cash, bank transfer, cheque), recorded by staff: a donation
 * row without a payment, dated the day it was received (noon in the organisation's
 * time zone; now when that day is today), with its note in offline_donations and an
 * activity record, all in one transaction. It counts in Donation Records, the
 * analytics and the donor's statement like any received gift.
 */
export async function recordOfflineDonation(
  db: Db,
  input: Input,
  adminId: string,
  timeZone: string,
  now = new Date(),
): Promise<string> {
  const today = zonedDay(now, timeZone);
  if (input.receivedOn > today) throw badRequest(`receivedOn: ${translate('adminValidation:offlineGift.future')}`);
  const at = input.receivedOn === today ? now : zonedNoon(input.receivedOn, timeZone);
  return db.transaction(async (tx) => {
    const supporterId = await donorAsSupporter(tx, input);
    const [row] = await tx
      .insert(donations)
      .values({
        paymentId: null,
        supporterId,
        amountRwf: input.amount,
        donationType: 'one-time',
        paymentMethod: input.method,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email.toLowerCase(),
        phone: input.phone,
        anonymous: input.anonymous,
        target: 'General Donation',
        createdAt: at,
      })
      .returning();
    const id = row!.id;
    await tx
      .insert(offlineDonations)
      .values({ donationId: id, receivedOn: input.receivedOn, note: input.note, recordedBy: adminId });
    await recordActivity(tx, adminId, 'record-offline', 'donation', id, {
      after: { ...row!, receivedOn: input.receivedOn, note: input.note },
    });
    return id;
  });
}
