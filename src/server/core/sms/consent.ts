import { eq, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { smsConsents } from '~/server/core/db/sms-schema';
import { recordConsent } from '~/server/core/supporters/find-or-create';

/** Where a consent came from: the form that asked, with its date beside it. */
export type ConsentSource = 'donate-form' | 'sponsorship-form' | 'gift-checkout' | 'staff' | 'import';

/**
 * Records "send my receipts by SMS" for a number (normalised, sms/phone.ts). A tick
 * after an earlier STOP is a fresh consent: the later of the two dates wins.
 */
export async function recordSmsConsent(
  db: Db,
  c: { phone: string; lang: string; source: ConsentSource; at?: Date; supporterId?: string | null },
): Promise<void> {
  const at = c.at ?? new Date();
  const who = c.supporterId ? { supporterId: c.supporterId } : {};
  await db
    .insert(smsConsents)
    .values({ phone: c.phone, lang: c.lang, consentedAt: at, consentSource: c.source, updatedAt: at, ...who })
    .onConflictDoUpdate({
      target: smsConsents.phone,
      set: { lang: c.lang, consentedAt: at, consentSource: c.source, updatedAt: at, ...who },
    });
}

/** Ends text messages to a number (a reply of STOP, or staff): recorded with its date and source. */
export async function recordSmsOptOut(db: Db, phone: string, source: string, at = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(smsConsents)
      .values({ phone, optedOutAt: at, optOutSource: source, updatedAt: at })
      .onConflictDoUpdate({ target: smsConsents.phone, set: { optedOutAt: at, optOutSource: source, updatedAt: at } })
      .returning({ supporterId: smsConsents.supporterId });
    // The supporter who gave the number's consent withdraws it too.
    if (row?.supporterId)
      await recordConsent(tx, { supporterId: row.supporterId, purpose: 'sms', source, at, withdrawn: true });
  });
}

export interface SmsPermission {
  /** Receipts, reminders and notices: a consent given and not withdrawn since. */
  notices: boolean;
  /** Staff's own message: the number has not said STOP (since its last consent). */
  personal: boolean;
}

/** What may be sent to a number, from its consent row (one indexed read by primary key). */
export async function smsPermission(db: Db, phone: string): Promise<SmsPermission> {
  const [row] = await db
    .select({
      consented: sql<boolean>`${smsConsents.consentedAt} IS NOT NULL AND (${smsConsents.optedOutAt} IS NULL OR ${smsConsents.consentedAt} > ${smsConsents.optedOutAt})`,
      optedOut: sql<boolean>`${smsConsents.optedOutAt} IS NOT NULL AND (${smsConsents.consentedAt} IS NULL OR ${smsConsents.optedOutAt} >= ${smsConsents.consentedAt})`,
    })
    .from(smsConsents)
    .where(eq(smsConsents.phone, phone));
  return { notices: row?.consented === true, personal: row?.optedOut !== true };
}
