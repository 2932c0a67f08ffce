import { and, sql } from 'drizzle-orm';
import { phoneNumbers } from '~/server/core/on-first-use';
import type { Db } from '~/server/core/db/client';
import { subscriptions } from '~/server/core/db/schema';
import { smsConsents } from '~/server/core/db/sms-schema';
import { supporterConsents, supporters } from '~/server/core/db/supporters-schema';
import { normaliseEmail } from '~/server/core/supporters/find-or-create';
import { supportersByRef } from '~/server/core/supporters/by-ref';
import { anyOf, rowsOf, unnestOf } from './bulk';
import type { RowError, SupporterRow } from './check-rows';

/**
 * Supporters from a spreadsheet (docs/importing.md): each row is matched to a supporter by
 * its `ref`, else its e-mail (normalised), else its phone (E.164, however the supporter's
 * phone was written), then created, updated or left unchanged. An empty cell keeps what
 * the supporter has (as `findOrCreateSupporter` does); a newsletter or SMS "yes" records
 * the consent (dated `consent_date`) unless the supporter already gave or withdrew it, so
 * an import never undoes a STOP or an unsubscribe. Nobody is written to.
 */
export type Outcome = 'created' | 'updated' | 'unchanged';

type Existing = typeof supporters.$inferSelect;

export interface SupporterPlan {
  row: number;
  record: SupporterRow;
  /** The supporter matched, or null for a new one. */
  match: Existing | null;
  outcome: Outcome;
  /** What changes on the matched supporter. */
  set: Partial<Pick<Existing, 'ref' | 'name' | 'email' | 'phone' | 'lang'>>;
  newsletter: boolean;
  sms: boolean;
}

/** The digits a phone may have been stored with: +250788123456 as 250788123456, 0788123456 or 788123456. */
function phoneDigits(e164: string): string[] {
  const phone = phoneNumbers().parsePhoneNumberFromString(e164);
  if (!phone) return [e164.replace(/\D/g, '')];
  const national = String(phone.nationalNumber);
  const cc = String(phone.countryCallingCode);
  return [`${cc}${national}`, `00${cc}${national}`, `0${national}`, national];
}

const digitsOf = sql`regexp_replace(${supporters.phone}, '[^0-9]', '', 'g')`;

/** The supporters a batch of rows may be: by ref, e-mail or phone, one read each. */
export async function candidates(db: Db, rows: Pick<SupporterRow, 'ref' | 'email' | 'phone'>[]) {
  const refs = rows.flatMap((r) => (r.ref ? [r.ref] : []));
  const emails = rows.flatMap((r) => (r.email ? [r.email] : []));
  const digits = rows.flatMap((r) => (r.phone ? phoneDigits(r.phone) : []));
  const [byRef, byEmail, byPhone] = await Promise.all([
    supportersByRef(db, refs),
    emails.length ? db.select().from(supporters).where(anyOf(supporters.email, emails)) : [],
    digits.length
      ? db
          .select({ s: supporters, digits: sql<string>`${digitsOf}` })
          .from(supporters)
          .where(and(sql`${supporters.phone} <> ''`, anyOf(digitsOf, digits)))
          .orderBy(supporters.createdAt, supporters.id)
      : [],
  ]);
  const phones = new Map<string, Existing[]>();
  for (const { s, digits: d } of byPhone) phones.set(d, [...(phones.get(d) ?? []), s]);
  return {
    ref: byRef.found,
    /** Refs found as a merged-away supporter's (the kept one keeps its own). */
    former: byRef.former,
    email: new Map(byEmail.map((s) => [s.email!, s])),
    phone: (e164: string) => {
      const found = new Map<string, Existing>();
      for (const d of phoneDigits(e164)) for (const s of phones.get(d) ?? []) found.set(s.id, s);
      return [...found.values()];
    },
  };
}

/** Consents already given or withdrawn, by supporter: an import never changes those. */
async function consentsKnown(db: Db, ids: string[], phones: string[]) {
  const [rows, sms] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(supporterConsents)
          .where(anyOf(supporterConsents.supporterId, ids, 'uuid'))
      : [],
    phones.length ? db.select().from(smsConsents).where(anyOf(smsConsents.phone, phones)) : [],
  ]);
  const known = new Set(rows.map((r) => `${r.supporterId}:${r.purpose}`));
  const smsPhones = new Set(sms.map((r) => r.phone));
  return {
    newsletter: (id: string) => known.has(`${id}:newsletter`),
    sms: (id: string, phone: string) => known.has(`${id}:sms`) || smsPhones.has(phone),
  };
}

/**
 * Each row's plan (or its errors). `claimed` holds the supporters earlier rows of the
 * file matched (id to row), so two rows never land on one supporter.
 */
export async function planSupporters(
  db: Db,
  rows: { row: number; record: SupporterRow }[],
  claimed: Map<string, number>,
): Promise<({ row: number; plan: SupporterPlan } | { row: number; errors: RowError[] })[]> {
  const found = await candidates(
    db,
    rows.map((r) => r.record),
  );
  const matched: { row: number; record: SupporterRow; match: Existing | null; errors: RowError[]; former: boolean }[] =
    rows.map(({ row, record }) => {
      const errors: RowError[] = [];
      const byRef = record.ref ? found.ref.get(record.ref) : undefined;
      const byEmail = record.email ? found.email.get(record.email) : undefined;
      const byPhone = record.phone ? found.phone(record.phone) : [];
      let match: Existing | null = byRef ?? byEmail ?? null;
      if (!match && byPhone.length > 1)
        errors.push({ column: 'phone', message: `is the phone of ${byPhone.length} supporters: give a ref or e-mail` });
      else if (!match) match = byPhone[0] ?? null;
      if (match && byEmail && byEmail.id !== match.id)
        errors.push({ column: 'email', message: 'belongs to another supporter' });
      if (match && record.ref && match.ref && match.ref !== record.ref && !found.former.has(record.ref))
        errors.push({ column: 'ref', message: `does not match this supporter's ref (${match.ref})` });
      if (match && claimed.has(match.id))
        errors.push({ column: 'ref', message: `is the same supporter as row ${claimed.get(match.id)}` });
      if (match && !errors.length) claimed.set(match.id, row);
      return { row, record, match, errors, former: !!record.ref && found.former.has(record.ref) };
    });
  const ids = matched.flatMap((m) => (m.match ? [m.match.id] : []));
  const known = await consentsKnown(
    db,
    ids,
    rows.flatMap((r) => (r.record.phone ? [r.record.phone] : [])),
  );
  return matched.map(({ row, record, match, errors, former }) => {
    if (errors.length) return { row, errors };
    const plan: SupporterPlan = { row, record, match, outcome: 'created', set: {}, newsletter: false, sms: false };
    if (match) {
      // A merged-away supporter's ref finds the kept one, whose own ref stays.
      const wanted = { ref: former ? null : record.ref, name: record.name, email: record.email, phone: record.phone };
      for (const [key, value] of Object.entries(wanted) as [keyof typeof wanted, string | null][])
        if (value && value !== match[key]) plan.set[key] = value;
      if (record.lang && record.lang !== match.lang) plan.set.lang = record.lang;
    }
    plan.newsletter = record.newsletter && !(match && known.newsletter(match.id));
    plan.sms = record.sms && !known.sms(match?.id ?? '', record.phone ?? '');
    if (match) plan.outcome = Object.keys(plan.set).length || plan.newsletter || plan.sms ? 'updated' : 'unchanged';
    return { row, plan };
  });
}

const consentAt = (record: SupporterRow) =>
  record.consentDate ? new Date(`${record.consentDate}T12:00:00Z`) : new Date();

/**
 * Writes a batch's plans (call inside the batch's transaction): new supporters in one
 * insert (the batch's addresses matched nobody: `planSupporters` read them, in this
 * transaction), changed ones one by one, then the subscriptions and consents in one
 * insert each. A new supporter's consents cannot be there yet; a known one's were read.
 * Answers the id of every row's supporter (the import's people, import-runs.ts).
 */
export async function writeSupporters(tx: Db, plans: SupporterPlan[]): Promise<string[]> {
  const changed = plans.filter((p) => p.outcome !== 'unchanged');
  const fresh = changed.filter((p) => !p.match);
  const key = (r: SupporterRow) => r.email ?? r.phone ?? '';
  const made = fresh.length
    ? await rowsOf<{ id: string; email: string | null; phone: string }>(
        tx,
        sql`INSERT INTO ${supporters} (ref, name, email, phone, lang)
            SELECT t.ref, t.name, t.email, t.phone, t.lang
              FROM ${unnestOf(
                fresh.map((p) => p.record),
                {
                  ref: ['text', (r) => r.ref],
                  name: ['text', (r) => r.name],
                  email: ['text', (r) => normaliseEmail(r.email)],
                  phone: ['text', (r) => r.phone ?? ''],
                  lang: ['text', (r) => r.lang ?? 'en'],
                },
              )}
            RETURNING id, email, phone`,
      )
    : [];
  const idOf = new Map(made.map((m) => [m.email ?? m.phone, m.id]));
  // The changed supporters in one update: an empty value keeps what the supporter has.
  const edits = changed.filter((p) => p.match && Object.keys(p.set).length);
  if (edits.length)
    await tx.execute(sql`
      UPDATE ${supporters} AS s
         SET ref = coalesce(t.ref, s.ref), name = coalesce(t.name, s.name), email = coalesce(t.email, s.email),
             phone = coalesce(t.phone, s.phone), lang = coalesce(t.lang, s.lang), updated_at = now()
        FROM ${unnestOf(edits, {
          id: ['uuid', (p) => p.match!.id],
          ref: ['text', (p) => p.set.ref],
          name: ['text', (p) => p.set.name],
          email: ['text', (p) => p.set.email],
          phone: ['text', (p) => p.set.phone],
          lang: ['text', (p) => p.set.lang],
        })}
       WHERE s.id = t.id`);

  const people = changed.map((p) => ({ p, id: p.match?.id ?? idOf.get(key(p.record))!, at: consentAt(p.record) }));
  const news = people.filter(({ p }) => p.newsletter && p.record.email);
  const sms = people.filter(({ p }) => p.sms && p.record.phone);
  if (news.length)
    await tx
      .insert(subscriptions)
      .values(news.map(({ p, id, at }) => ({ email: p.record.email!, supporterId: id, createdAt: at })))
      .onConflictDoNothing({ target: subscriptions.email });
  if (sms.length)
    await tx
      .insert(smsConsents)
      .values(
        sms.map(({ p, id, at }) => ({
          phone: p.record.phone!,
          lang: p.record.lang ?? 'en',
          consentedAt: at,
          consentSource: 'import',
          updatedAt: at,
          supporterId: id,
        })),
      )
      .onConflictDoNothing({ target: smsConsents.phone });
  const consents = [
    ...news.map((n) => ({ ...n, purpose: 'newsletter' as const })),
    ...sms.map((n) => ({ ...n, purpose: 'sms' as const })),
  ];
  if (consents.length)
    await tx
      .insert(supporterConsents)
      .values(
        consents.map(({ id, at, purpose }) => ({
          supporterId: id,
          purpose,
          givenAt: at,
          givenSource: 'import',
          updatedAt: at,
        })),
      )
      .onConflictDoNothing();
  return plans.map((p) => p.match?.id ?? idOf.get(key(p.record))!);
}
