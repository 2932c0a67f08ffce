import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { rowsOf } from '~/server/core/db/rows';
import { parseRwandanPhone } from '~/server/giving';
import { supportersOfAddress } from '~/server/core/supporters/of-address';
import { PERSON_TABLES, type PersonTable } from './person-tables';

/**
 * One person as the records know them: their addresses, phones and the names they gave
 * (a supporter's record names them; until then the address they gave with each gift).
 * Every table of PERSON_TABLES is searched for them.
 */
export interface Person {
  supporterIds: string[];
  /** Lower-cased, trimmed. */
  emails: string[];
  /** Every written form of each number (0788..., +250788..., 250788..., 788...). */
  phones: string[];
  /** Names given with their records ("Jane Mukamana"): looked for in what we wrote about them. */
  names: string[];
}

const compact = (phone: string) => phone.trim().replace(/[\s-]/g, '');

/** The forms a number is written in across the tables. */
export function phoneForms(phone: string): string[] {
  const c = compact(phone);
  if (!c) return [];
  const rw = parseRwandanPhone(c);
  return rw ? [c, `+${rw.msisdn}`, rw.msisdn, `0${rw.national}`, rw.national] : [c];
}

const unique = (values: string[]) => [...new Set(values.filter((v) => v.length > 0))];

const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const ident = (name: string) => sql.identifier(name);
const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** What is looked for in free text: addresses, their signed-token form, numbers, full names. */
export function mentionsOf(person: Person): string[] {
  const encoded = person.emails.map((e) => Buffer.from(e).toString('base64url'));
  const phones = person.phones.filter((p) => p.replace(/\D/g, '').length >= 9);
  const names = person.names.filter((n) => n.trim().length >= 5 && /\s/.test(n.trim()));
  return unique([...person.emails, ...encoded, ...phones, ...names.map((n) => n.trim())]);
}

/** The condition that finds the person's rows in one table (false when nothing can). */
export function matchOf(t: PersonTable, person: Person): SQL {
  const parts: SQL[] = [];
  // A row that names its supporter is theirs by that alone (as on their record); by address only when it names none.
  const unowned =
    person.supporterIds.length && t.supporter?.length
      ? sql.join(
          t.supporter.map((c) => sql`${ident(c)} IS NULL AND `),
          sql``,
        )
      : sql``;
  if (person.emails.length)
    for (const c of t.emails ?? []) parts.push(sql`(${unowned}lower(trim(${ident(c)})) IN (${list(person.emails)}))`);
  if (person.phones.length)
    for (const c of t.phones ?? [])
      parts.push(sql`regexp_replace(${ident(c)}, '[[:space:]-]', '', 'g') IN (${list(person.phones)})`);
  if (person.supporterIds.length)
    for (const c of t.supporter ?? []) parts.push(sql`${ident(c)} IN (${list(person.supporterIds)})`);
  for (const v of t.via ?? []) {
    const parent = PERSON_TABLES.find((p) => p.table === v.parent);
    if (!parent) throw new Error(`privacy: ${t.table} is found through ${v.parent}, which is not listed`);
    parts.push(
      sql`${ident(v.column)} IN (SELECT ${ident(v.key)} FROM ${ident(v.parent)} WHERE ${matchOf(parent, person)})`,
    );
  }
  const mentions = mentionsOf(person);
  if (mentions.length)
    for (const c of t.mentions ?? [])
      parts.push(sql`${ident(c)}::text ILIKE ANY (ARRAY[${list(mentions.map(escapeLike))}])`);
  return parts.length ? sql`(${sql.join(parts, sql` OR `)})` : sql`false`;
}

type Row = Record<string, unknown>;

/** The records that tell a person's addresses, numbers and names, as each table spells them. */
const SOURCES: { table: string; email: SQL; phone: SQL; name: SQL }[] = [
  { table: 'supporters', email: sql`email`, phone: sql`phone`, name: sql`name` },
  { table: 'donations', email: sql`email`, phone: sql`phone`, name: sql`first_name || ' ' || last_name` },
  { table: 'sponsorship_payments', email: sql`sponsor_email`, phone: sql`sponsor_phone`, name: sql`sponsor_name` },
  { table: 'sponsorships', email: sql`sponsor_email`, phone: sql`sponsor_phone`, name: sql`sponsor_name` },
  { table: 'unplaced_sponsorships', email: sql`sponsor_email`, phone: sql`NULL::text`, name: sql`sponsor_name` },
  { table: 'recurring_plans', email: sql`payer_email`, phone: sql`payer_phone`, name: sql`payer_name` },
  { table: 'gift_orders', email: sql`buyer_email`, phone: sql`NULL::text`, name: sql`buyer_name` },
  { table: 'contact_messages', email: sql`email`, phone: sql`phone`, name: sql`name` },
  { table: 'applications', email: sql`email`, phone: sql`phone`, name: sql`first_name || ' ' || last_name` },
  { table: 'subscriptions', email: sql`email`, phone: sql`NULL::text`, name: sql`NULL::text` },
  { table: 'giving_profiles', email: sql`email_key`, phone: sql`NULL::text`, name: sql`name` },
  { table: 'sms_consents', email: sql`NULL::text`, phone: sql`phone`, name: sql`NULL::text` },
];

/**
 * One person: the supporter with this id, or the supporters this address stands for (its
 * own, and the one its records were merged into), and every address, number and name their
 * records carry. Records are found by supporter, and by address where a record names no
 * supporter; a number alone never joins two people (a family shares a phone).
 */
export async function personOf(db: Db, key: { email?: string | null; supporterId?: string | null }): Promise<Person> {
  const email = key.email?.trim().toLowerCase() || null;
  const found = [
    ...(key.supporterId
      ? await rowsOf<{ id: string }>(db, sql`SELECT id FROM supporters WHERE id = ${key.supporterId}`)
      : []
    ).map((r) => r.id),
    ...(email ? await supportersOfAddress(db, email) : []),
  ];
  const seed: Person = { supporterIds: unique(found), emails: email ? [email] : [], phones: [], names: [] };
  const emails: string[] = [...seed.emails];
  const phones: string[] = [];
  const names: string[] = [];
  for (const s of SOURCES) {
    const t = PERSON_TABLES.find((p) => p.table === s.table)!;
    const rows = await rowsOf<Row>(
      db,
      sql`SELECT DISTINCT ${s.email} AS email, ${s.phone} AS phone, ${s.name} AS name FROM ${ident(s.table)} WHERE ${matchOf({ ...t, via: [], phones: [] }, seed)}`,
    );
    for (const r of rows) {
      if (typeof r.email === 'string' && r.email.includes('@')) emails.push(r.email.trim().toLowerCase());
      if (typeof r.phone === 'string') phones.push(...phoneForms(r.phone));
      if (typeof r.name === 'string') names.push(r.name.trim());
    }
  }
  // The addresses they changed from on their page (my-giving/email-change.ts): what we wrote to
  // those and what the relays said of them stayed there, and is theirs too (export, erasure).
  if (emails.length)
    for (const r of await rowsOf<{ email: string | null }>(
      db,
      sql`SELECT DISTINCT lower(before->>'email') AS email FROM activity_log
          WHERE action = 'change-email' AND entity = 'supporter' AND lower(after->>'email') IN (${list(unique(emails))})`,
    ))
      if (r.email?.includes('@')) emails.push(r.email);
  return { supporterIds: seed.supporterIds, emails: unique(emails), phones: unique(phones), names: unique(names) };
}

/** The person who gave with this address (the signed link names it). */
export const personByEmail = (db: Db, email: string) => personOf(db, { email });
