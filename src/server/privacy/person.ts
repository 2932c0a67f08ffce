import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { rowsOf } from '~/server/db/rows';
import { parseRwandanPhone } from '~/server/payments/phone';
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
  if (person.emails.length)
    for (const c of t.emails ?? []) parts.push(sql`lower(trim(${ident(c)})) IN (${list(person.emails)})`);
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

/**
 * The person who gave with this address (any case): the phones and names found with it
 * in the records, and the addresses given with those phones are not followed (a shared
 * family phone must not pull in another person).
 */
export async function personByEmail(db: Db, email: string, supporterIds: string[] = []): Promise<Person> {
  const emails = [email.trim().toLowerCase()];
  const seed: Person = { supporterIds, emails, phones: [], names: [] };
  const phones: string[] = [];
  const names: string[] = [];
  const sources: { table: string; phone?: string; name: SQL }[] = [
    { table: 'donations', phone: 'phone', name: sql`first_name || ' ' || last_name` },
    { table: 'sponsorship_payments', phone: 'sponsor_phone', name: sql`sponsor_name` },
    { table: 'sponsorships', phone: 'sponsor_phone', name: sql`sponsor_name` },
    { table: 'recurring_plans', phone: 'payer_phone', name: sql`payer_name` },
    { table: 'gift_orders', name: sql`buyer_name` },
    { table: 'contact_messages', phone: 'phone', name: sql`name` },
    { table: 'applications', phone: 'phone', name: sql`first_name || ' ' || last_name` },
    { table: 'giving_profiles', name: sql`name` },
    { table: 'payments', phone: 'payer_phone', name: sql`NULL::text` },
  ];
  for (const s of sources) {
    const t = PERSON_TABLES.find((p) => p.table === s.table)!;
    const rows = await rowsOf<Row>(
      db,
      sql`SELECT DISTINCT ${s.phone ? ident(s.phone) : sql`NULL::text`} AS phone, ${s.name} AS name FROM ${ident(s.table)} WHERE ${matchOf({ ...t, via: [] }, seed)}`,
    );
    for (const r of rows) {
      if (typeof r.phone === 'string') phones.push(...phoneForms(r.phone));
      if (typeof r.name === 'string') names.push(r.name.trim());
    }
  }
  return { supporterIds, emails, phones: unique(phones), names: unique(names) };
}
