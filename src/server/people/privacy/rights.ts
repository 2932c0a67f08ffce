import { and, desc, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { recurringPlans } from '~/server/core/db/recurring-schema';
import { subscriptions } from '~/server/core/db/schema';
import { smsConsents } from '~/server/core/db/sms-schema';
import { supporterConsents, supporters } from '~/server/core/db/supporters-schema';
import { recordSmsOptOut } from '~/server/core/sms/consent';
import { normaliseSmsPhone } from '~/server/core/sms/phone';
import { recordConsent } from '~/server/core/supporters/find-or-create';
import { receiptProfileOf } from '~/server/giving';
import { activeSuppression } from '~/server/core/mail/suppression';
import {
  type ConsentPurpose,
  type ConsentState,
  type Correction,
  type MyData,
  consentPurposes,
} from '~/shared/schemas/my-data';
import { isLanguage } from '~/shared/i18n/core';
import type { Person } from './person';

/** The numbers SMS consents are kept under (+2507...). */
const smsNumbers = (person: Person) => [
  ...new Set(person.phones.map((p) => normaliseSmsPhone(p)).filter((p): p is string => !!p)),
];
const none = ['00000000-0000-0000-0000-000000000000'];
const ids = (person: Person) => (person.supporterIds.length ? person.supporterIds : none);

/** The person's monthly plans: their supporters', and those set up with their address that name no supporter. */
const plansOfPerson = (person: Person) =>
  or(
    inArray(recurringPlans.supporterId, ids(person)),
    and(
      isNull(recurringPlans.supporterId),
      inArray(sql`lower(${recurringPlans.payerEmail})`, person.emails.length ? person.emails : ['']),
    ),
  );

/**
 * Whether each consent is given now, with its date and source: the supporter's consent
 * records, else what the lists themselves say (a subscription, a number's SMS consent).
 */
export async function consentsOf(db: Db, person: Person): Promise<ConsentState[]> {
  const [recorded, subs, sms] = await Promise.all([
    db
      .select()
      .from(supporterConsents)
      .where(inArray(supporterConsents.supporterId, ids(person))),
    db
      .select()
      .from(subscriptions)
      .where(
        or(
          inArray(subscriptions.supporterId, ids(person)),
          inArray(subscriptions.email, person.emails.length ? person.emails : ['']),
        ),
      ),
    db
      .select()
      .from(smsConsents)
      .where(inArray(smsConsents.phone, smsNumbers(person).length ? smsNumbers(person) : [''])),
  ]);
  const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
  return consentPurposes.map((purpose): ConsentState => {
    const r = recorded.find((c) => c.purpose === purpose);
    const listed =
      purpose === 'newsletter'
        ? subs.length > 0
        : sms.some((c) => c.consentedAt && (!c.optedOutAt || c.consentedAt > c.optedOutAt));
    const givenNow = !!r?.givenAt && (!r.withdrawnAt || r.givenAt > r.withdrawnAt);
    if (givenNow || listed)
      return {
        purpose,
        given: true,
        at: iso(r?.givenAt ?? subs[0]?.createdAt ?? sms[0]?.consentedAt),
        source: r?.givenSource ?? null,
      };
    return { purpose, given: false, at: iso(r?.withdrawnAt), source: r?.withdrawnSource ?? null };
  });
}

/**
 * Withdraws one consent: off the newsletter list (as an unsubscribe does), or no more
 * receipts and notices by SMS (recorded like a STOP); each with its date and source.
 */
export async function withdrawConsent(
  db: Db,
  person: Person,
  purpose: ConsentPurpose,
  source: 'supporter' | 'staff',
): Promise<void> {
  if (purpose === 'newsletter' && person.emails.length)
    await db.delete(subscriptions).where(inArray(subscriptions.email, person.emails));
  if (purpose === 'sms') for (const phone of smsNumbers(person)) await recordSmsOptOut(db, phone, source);
  for (const supporterId of person.supporterIds)
    await recordConsent(db, { supporterId, purpose, source, withdrawn: true });
}

/**
 * Corrects how we address the person: the supporter's name, phone and language, and the
 * name and language of their monthly plans (each month's receipt) and receipt profile. A
 * plan's paying phone is not changed here: that is a change of how the plan is paid.
 */
export async function correctPerson(db: Db, person: Person, c: Correction): Promise<void> {
  await db.transaction(async (tx) => {
    const set = { ...(c.name ? { name: c.name } : {}), ...(c.phone ? { phone: c.phone } : {}), lang: c.lang };
    if (person.supporterIds.length)
      await tx
        .update(supporters)
        .set({ ...set, updatedAt: new Date() })
        .where(inArray(supporters.id, person.supporterIds));
    await tx
      .update(recurringPlans)
      .set({ ...(c.name ? { payerName: c.name } : {}), lang: c.lang })
      .where(plansOfPerson(person));
    if (c.name)
      for (const email of person.emails)
        await tx.execute(
          sql`UPDATE giving_profiles SET name = ${c.name}, updated_at = now() WHERE email_key = ${email} AND name <> ''`,
        );
  });
}

/** How we address the person (the supporter's name, phone and language) and their consents. */
export async function myDataOf(db: Db, person: Person): Promise<MyData> {
  const email = person.emails[0] ?? '';
  const [[supporter], consents, plans] = await Promise.all([
    db
      .select()
      .from(supporters)
      .where(inArray(supporters.id, ids(person)))
      .orderBy(desc(supporters.updatedAt))
      .limit(1),
    consentsOf(db, person),
    db
      .select({ phone: recurringPlans.payerPhone })
      .from(recurringPlans)
      .where(plansOfPerson(person))
      .orderBy(desc(recurringPlans.updatedAt))
      .limit(1),
  ]);
  const name = supporter?.name || (email ? (await receiptProfileOf(db, email)).name : '');
  const lang = supporter?.lang;
  const stopped = email ? await activeSuppression(db, email) : null;
  return {
    name,
    phone: supporter?.phone || plans[0]?.phone || '',
    lang: isLanguage(lang) ? lang : 'en',
    consents,
    mailStopped: stopped ? { email, reason: stopped.reason, since: stopped.createdAt.toISOString() } : null,
  };
}
