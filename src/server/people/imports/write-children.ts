import { eq, sql } from 'drizzle-orm';
import { bumpContentVersion } from '~/server/core/content/version-bump';
import type { Db } from '~/server/core/db/client';
import { children } from '~/server/core/db/schema';
import { districtOf } from '~/server/sponsorship';
import { anyOf } from './bulk';
import type { ChildRow, RowError } from './check-rows';
import type { Outcome } from './write-supporters';

/**
 * Children from a spreadsheet (docs/importing.md). A row is matched by its `ref`; a row
 * whose ref is new, or that has none, by the child's name (a child staff added by hand,
 * without a ref yet). A new child is added waiting for a sponsor, as the staff form adds
 * one: the preferred name is the first name, the district comes from the place, and the
 * child is listed only with the guardian's listing consent (who and when). An import
 * never takes a consent back: a known child's consent stays as it is when the row gives
 * none. The public list's cache is told once per batch.
 */
type Existing = typeof children.$inferSelect;
type Change = Partial<
  Pick<
    Existing,
    | 'ref'
    | 'name'
    | 'age'
    | 'location'
    | 'story'
    | 'monthlySupport'
    | 'consentScope'
    | 'consentGivenBy'
    | 'consentGivenOn'
    | 'photo'
  >
>;

export interface ChildPlan {
  row: number;
  record: ChildRow;
  match: Existing | null;
  outcome: Outcome;
  set: Change;
}

const money = (n: number) => n.toFixed(2);

export async function planChildren(
  db: Db,
  rows: { row: number; record: ChildRow }[],
  claimed: Map<string, number>,
): Promise<({ row: number; plan: ChildPlan } | { row: number; errors: RowError[] })[]> {
  const refs = rows.flatMap((r) => (r.record.ref ? [r.record.ref] : []));
  const names = rows.map((r) => r.record.name.toLowerCase());
  const [byRef, byName] = await Promise.all([
    refs.length ? db.select().from(children).where(anyOf(children.ref, refs)) : [],
    db
      .select()
      .from(children)
      .where(anyOf(sql`lower(${children.name})`, names)),
  ]);
  const refOf = new Map(byRef.map((c) => [c.ref!, c]));
  const named = new Map<string, Existing[]>();
  for (const c of byName) named.set(c.name.toLowerCase(), [...(named.get(c.name.toLowerCase()) ?? []), c]);

  return rows.map(({ row, record }) => {
    let match = record.ref ? (refOf.get(record.ref) ?? null) : null;
    if (!match) {
      const same = (named.get(record.name.toLowerCase()) ?? []).filter((c) => !record.ref || !c.ref);
      if (same.length > 1)
        return {
          row,
          errors: [{ column: 'first_name', message: `is the name of ${same.length} children: give a ref` }],
        };
      match = same[0] ?? null;
    }
    if (match && claimed.has(match.id))
      return { row, errors: [{ column: 'ref', message: `is the same child as row ${claimed.get(match.id)}` }] };
    if (match) claimed.set(match.id, row);
    const set: Change = {};
    if (!match) return { row, plan: { row, record, match, outcome: 'created', set } };
    if (record.ref && match.ref !== record.ref) set.ref = record.ref;
    if (record.name !== match.name) set.name = record.name;
    if (record.age !== match.age) set.age = record.age;
    if (record.location && record.location !== match.location) set.location = record.location;
    if (record.story && record.story !== match.story) set.story = record.story;
    if (money(record.monthlySupport) !== Number(match.monthlySupport).toFixed(2))
      set.monthlySupport = money(record.monthlySupport);
    if (record.listing) {
      if (!match.consentScope.includes('listing')) set.consentScope = [...match.consentScope, 'listing'];
      if (record.consentGivenBy !== match.consentGivenBy) set.consentGivenBy = record.consentGivenBy;
      if (record.consentGivenOn !== match.consentGivenOn) set.consentGivenOn = record.consentGivenOn;
    }
    return { row, plan: { row, record, match, outcome: Object.keys(set).length ? 'updated' : 'unchanged', set } };
  });
}

/** Writes a batch's plans (call inside the batch's transaction): the new children in one insert. */
export async function writeChildren(tx: Db, plans: ChildPlan[]): Promise<void> {
  const changes = plans.filter((p) => p.outcome !== 'unchanged');
  for (const { match, set } of changes)
    if (match)
      await tx
        .update(children)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(children.id, match.id));
  const fresh = changes.filter((p) => !p.match).map((p) => p.record);
  if (fresh.length)
    await tx.insert(children).values(
      fresh.map((record) => ({
        ref: record.ref,
        name: record.name,
        age: record.age,
        location: record.location ?? '',
        story: record.story ?? '',
        monthlySupport: money(record.monthlySupport),
        preferredName: record.firstName,
        district: districtOf(record.location ?? ''),
        consentScope: record.listing ? ['listing'] : [],
        consentGivenBy: record.listing ? record.consentGivenBy : null,
        consentGivenOn: record.listing ? record.consentGivenOn : null,
        photo: record.photoUrl ?? null,
      })),
    );
  if (changes.length) await bumpContentVersion(tx);
}
