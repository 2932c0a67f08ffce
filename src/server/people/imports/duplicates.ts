import { eq } from 'drizzle-orm';
import { phoneNumbers } from '~/server/core/on-first-use';
import type { Db } from '~/server/core/db/client';
import { importPeople } from '~/server/core/db/import-runs-schema';
import { supporters } from '~/server/core/db/supporters-schema';
import { distinctKeys, pairKey } from './distinct-pairs';
import type { DuplicateList, DuplicatePair, DuplicatePerson, DuplicateReason } from '~/shared/schemas/import-runs';

/**
 * Likely duplicate supporters (docs/importing.md, "Duplicates"): two records with the same
 * phone in E.164 (`0788 123 456` and `+250788123456`), the same e-mail but for case or the
 * dots and `+tag` of a Gmail-style address, or similar names (the same words in any order,
 * accents and case aside, or one or two letters apart). Staff merge each pair with the
 * supporter merge. Records are compared by keys, never each with each: a name is compared
 * only with the names sharing one of its words. A pair staff said are two people
 * (distinct-pairs.ts) is left out.
 */
const SHOWN = 200;
/** A key shared by more records than this (a church's one phone) gives its first ones only. */
const GROUP_MAX = 20;
const GMAIL = new Set(['gmail.com', 'googlemail.com']);

export function phoneKey(phone: string): string | null {
  if (!phone.trim()) return null;
  return phoneNumbers().parsePhoneNumberFromString(phone, 'RW')?.number ?? null;
}

export function emailKey(email: string | null): string | null {
  if (!email?.trim()) return null;
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  return GMAIL.has(domain) ? `${local.split('+')[0]!.replace(/\./g, '')}@gmail.com` : `${local}@${domain}`;
}

/** A name's words, lower case and without accents or punctuation, in order. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort();
}

/** Levenshtein distance, stopping once over `max`. */
export function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, cur[j]!);
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

/** Two names a person would take for one: the same words, or (two words at least) one or two letters apart. */
export function similarNames(a: string[], b: string[]): boolean {
  if (a.length < 2 || b.length < 2) return false;
  const ka = a.join(' ');
  const kb = b.join(' ');
  if (ka === kb) return true;
  const shorter = Math.min(ka.length, kb.length);
  return shorter >= 8 && distance(ka, kb, shorter >= 14 ? 2 : 1) <= (shorter >= 14 ? 2 : 1);
}

type Person = DuplicatePerson & { words: string[] };

export async function findDuplicates(db: Db, importId?: string): Promise<DuplicateList> {
  const rows = await db
    .select({
      id: supporters.id,
      name: supporters.name,
      email: supporters.email,
      phone: supporters.phone,
      ref: supporters.ref,
      createdAt: supporters.createdAt,
    })
    .from(supporters)
    .orderBy(supporters.createdAt, supporters.id);
  const people: Person[] = rows
    .filter((r) => r.name || r.email || r.phone)
    .map((r) => ({
      _id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      ref: r.ref,
      createdAt: r.createdAt.toISOString(),
      words: nameWords(r.name),
    }));
  const pairs = new Map<string, { a: Person; b: Person; reasons: Set<DuplicateReason> }>();
  const pair = (a: Person, b: Person, reason: DuplicateReason) => {
    const key = `${a._id}:${b._id}`;
    const found = pairs.get(key) ?? { a, b, reasons: new Set<DuplicateReason>() };
    found.reasons.add(reason);
    pairs.set(key, found);
  };
  const groups = (keyOf: (p: Person) => (string | null)[]) => {
    const by = new Map<string, Person[]>();
    for (const p of people)
      for (const k of new Set(keyOf(p))) if (k) by.set(k, [...(by.get(k) ?? []), p].slice(0, GROUP_MAX));
    return by.values();
  };
  const each = (group: Person[], visit: (a: Person, b: Person) => void) => {
    for (let i = 0; i < group.length; i++) for (let j = i + 1; j < group.length; j++) visit(group[i]!, group[j]!);
  };
  for (const g of groups((p) => [phoneKey(p.phone)])) each(g, (a, b) => pair(a, b, 'phone'));
  for (const g of groups((p) => [emailKey(p.email)])) each(g, (a, b) => pair(a, b, 'email'));
  for (const g of groups((p) => (p.words.length >= 2 ? p.words.filter((w) => w.length >= 3) : [])))
    each(g, (a, b) => similarNames(a.words, b.words) && pair(a, b, 'name'));

  const distinct = await distinctKeys(db);
  let found = [...pairs.values()].filter((p) => !distinct.has(pairKey(p.a._id, p.b._id)));
  if (importId) {
    const theirs = await db
      .select({ id: importPeople.supporterId })
      .from(importPeople)
      .where(eq(importPeople.importId, importId));
    const ids = new Set(theirs.map((t) => t.id));
    found = found.filter((p) => ids.has(p.a._id) || ids.has(p.b._id));
  }
  found.sort((x, y) => y.reasons.size - x.reasons.size || y.b.createdAt.localeCompare(x.b.createdAt));
  const strip = ({ words: _, ...p }: Person): DuplicatePerson => p;
  const data: DuplicatePair[] = found
    .slice(0, SHOWN)
    .map((p) => ({ a: strip(p.a), b: strip(p.b), reasons: [...p.reasons].sort() }));
  return { data, more: found.length > SHOWN };
}
