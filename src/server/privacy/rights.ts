import { desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { recurringPlans } from '~/server/db/recurring-schema';
import { subscriptions } from '~/server/db/schema';
import { smsConsents } from '~/server/db/sms-schema';
import { normaliseSmsPhone } from '~/server/sms/phone';
import { receiptProfileOf } from '~/server/recurring/receipt-profile';
import type { ConsentPurpose, ConsentState, Correction, MyData } from '~/shared/schemas/my-data';
import type { Person } from './person';

type WithdrawableConsent = ConsentPurpose;

/** The numbers SMS consents are kept under (+2507...). */
const smsNumbers = (person: Person) => [
  ...new Set(person.phones.map((p) => normaliseSmsPhone(p)).filter((p): p is string => !!p)),
];

/** Whether each consent is given now, with its date and source. */
export async function consentsOf(db: Db, person: Person): Promise<ConsentState[]> {
  const [subs, sms] = await Promise.all([
    person.emails.length
      ? db.select().from(subscriptions).where(inArray(subscriptions.email, person.emails))
      : Promise.resolve([]),
    smsNumbers(person).length
      ? db
          .select()
          .from(smsConsents)
          .where(inArray(smsConsents.phone, smsNumbers(person)))
      : Promise.resolve([]),
  ]);
  const live = sms.find((c) => c.consentedAt && (!c.optedOutAt || c.consentedAt > c.optedOutAt));
  return [
    {
      purpose: 'newsletter',
      given: subs.length > 0,
      at: subs[0]?.createdAt.toISOString() ?? null,
      source: subs.length ? 'newsletter-form' : null,
    },
    {
      purpose: 'sms',
      given: !!live,
      at: (live?.consentedAt ?? sms[0]?.optedOutAt)?.toISOString() ?? null,
      source: live?.consentSource ?? sms[0]?.optOutSource ?? null,
    },
  ];
}

/**
 * Withdraws one consent: off the newsletter list (as an unsubscribe does), or no more
 * receipts and notices by SMS (recorded like a STOP, with its date and source).
 */
export async function withdrawConsent(
  db: Db,
  person: Person,
  purpose: WithdrawableConsent,
  source: 'supporter' | 'staff',
): Promise<void> {
  if (purpose === 'newsletter') {
    if (person.emails.length) await db.delete(subscriptions).where(inArray(subscriptions.email, person.emails));
    return;
  }
  const at = new Date();
  for (const phone of smsNumbers(person))
    await db
      .insert(smsConsents)
      .values({ phone, optedOutAt: at, optOutSource: source, updatedAt: at })
      .onConflictDoUpdate({ target: smsConsents.phone, set: { optedOutAt: at, optOutSource: source, updatedAt: at } });
}

/**
 * Corrects what the person is called and the language they are written to in: their
 * monthly plans (each month's receipt) and receipt profile. A plan's paying phone is not
 * changed here: that is a change of how the plan is paid.
 */
export async function correctPerson(db: Db, person: Person, c: Correction): Promise<void> {
  if (!person.emails.length) return;
  const set = {
    ...(c.name ? { payerName: c.name } : {}),
    ...(c.lang ? { lang: c.lang } : {}),
  };
  if (Object.keys(set).length)
    await db
      .update(recurringPlans)
      .set(set)
      .where(inArray(sql`lower(${recurringPlans.payerEmail})`, person.emails));
  if (c.name)
    for (const email of person.emails)
      await db.execute(
        sql`INSERT INTO giving_profiles (email_key, name) VALUES (${email}, ${c.name})
            ON CONFLICT (email_key) DO UPDATE SET name = EXCLUDED.name, updated_at = now()`,
      );
}

/** How we address the person (the name on their receipts, their latest phone and language) and their consents. */
export async function myDataOf(db: Db, person: Person): Promise<MyData> {
  const email = person.emails[0] ?? '';
  const [profile, consents, plans] = await Promise.all([
    receiptProfileOf(db, email),
    consentsOf(db, person),
    db
      .select({ lang: recurringPlans.lang, phone: recurringPlans.payerPhone })
      .from(recurringPlans)
      .where(inArray(sql`lower(${recurringPlans.payerEmail})`, person.emails.length ? person.emails : ['']))
      .orderBy(desc(recurringPlans.updatedAt))
      .limit(1),
  ]);
  const lang = plans[0]?.lang;
  return {
    name: profile.name,
    phone: plans[0]?.phone || person.phones[0] || '',
    lang: lang === 'fr' || lang === 'rw' ? lang : 'en',
    consents,
  };
}
