import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { offlineDonations } from '~/server/core/db/records-schema';
import { donations } from '~/server/core/db/schema';
import { zonedNoon } from '~/shared/time-zone';
import type { DonationRow, Purpose } from './check-gifts';
import type { RowError } from './check-rows';
import { type Child, childrenByRef, giversOf, isError, type Supporter } from './givers';
import type { Outcome } from './write-supporters';

/**
 * Past gifts from a spreadsheet (docs/importing.md): each row is a donation record with no
 * payment (as a gift staff record by hand), dated the day received, its `ref` kept on its
 * offline record so a re-import finds it. A mobile money or card row is the record of a
 * past payment, not a payment: nothing is asked of anyone, no receipt is sent. The giver
 * is a supporter already there (by ref, e-mail or phone).
 */
type Donation = typeof donations.$inferInsert;
type Fields = Pick<
  Donation,
  'amountRwf' | 'paymentMethod' | 'firstName' | 'lastName' | 'email' | 'phone' | 'childId' | 'target' | 'supporterId'
> & { createdAt: Date };

export interface DonationPlan {
  row: number;
  record: DonationRow;
  outcome: Outcome;
  /** The record's id: the one found, or a new one. */
  id: string;
  fields: Fields;
  receivedOn: string;
  note: string;
}

const TARGETS: Record<Purpose, string> = {
  general: 'General Donation',
  sponsorship: 'Sponsorship',
  'child gift': 'Gift for a child',
  catalogue: 'Gift catalogue',
};

function targetOf(purpose: Purpose, child: Child | undefined): string {
  if (purpose === 'general') return TARGETS.general;
  return child ? `${TARGETS[purpose]}: ${child.name}` : TARGETS[purpose];
}

function fieldsOf(record: DonationRow, giver: Supporter, child: Child | undefined, timeZone: string): Fields {
  const [first = '', ...rest] = giver.name.split(' ');
  return {
    amountRwf: record.amountRwf,
    paymentMethod: record.method,
    firstName: first,
    lastName: rest.join(' '),
    email: giver.email ?? '',
    phone: giver.phone,
    childId: child?.id ?? null,
    target: targetOf(record.purpose, child),
    supporterId: giver.id,
    createdAt: zonedNoon(record.receivedOn, timeZone),
  };
}

const same = (a: Fields, b: Fields) =>
  (Object.keys(a) as (keyof Fields)[]).every((k) =>
    k === 'createdAt' ? a.createdAt.getTime() === b.createdAt.getTime() : (a[k] ?? null) === (b[k] ?? null),
  );

/** The gifts a batch's refs name: by the ref's index, then by id (never a join over every donation). */
async function knownGifts(db: Db, refs: string[]) {
  const offline = await db.select().from(offlineDonations).where(inArray(offlineDonations.ref, refs));
  if (!offline.length) return [];
  const rows = await db
    .select()
    .from(donations)
    .where(
      inArray(
        donations.id,
        offline.map((o) => o.donationId),
      ),
    );
  const byId = new Map(rows.map((d) => [d.id, d]));
  return offline.flatMap((o) => (byId.has(o.donationId) ? [{ o, d: byId.get(o.donationId)! }] : []));
}

export async function planDonations(
  db: Db,
  rows: { row: number; record: DonationRow }[],
  timeZone: string,
): Promise<({ row: number; plan: DonationPlan } | { row: number; errors: RowError[] })[]> {
  const refs = rows.map((r) => r.record.ref);
  const [giverOf, kids, known] = await Promise.all([
    giversOf(
      db,
      rows.map((r) => r.record.giver),
    ),
    childrenByRef(
      db,
      rows.map((r) => r.record.childRef),
    ),
    knownGifts(db, refs),
  ]);
  const byRef = new Map(known.map((k) => [k.o.ref!, k]));
  return rows.map(({ row, record }) => {
    const giver = giverOf(record.giver);
    if (isError(giver)) return { row, errors: [giver] };
    const child = record.childRef ? kids.get(record.childRef) : undefined;
    if (record.childRef && !child)
      return { row, errors: [{ column: 'child_ref', message: 'names no child: import the children first' }] };
    const fields = fieldsOf(record, giver, child, timeZone);
    const found = byRef.get(record.ref);
    const plan = { row, record, fields, receivedOn: record.receivedOn, note: record.note };
    if (!found) return { row, plan: { ...plan, outcome: 'created', id: randomUUID() } };
    const was: Fields = { ...found.d, createdAt: found.d.createdAt };
    const unchanged = same(fields, was) && found.o.receivedOn === record.receivedOn && found.o.note === record.note;
    return { row, plan: { ...plan, outcome: unchanged ? 'unchanged' : 'updated', id: found.d.id } };
  });
}

/** Writes a batch's plans (call inside the batch's transaction): the new gifts in two inserts. */
export async function writeDonations(tx: Db, plans: DonationPlan[], adminId: string | null): Promise<void> {
  const fresh = plans.filter((p) => p.outcome === 'created');
  if (fresh.length) {
    await tx.insert(donations).values(
      fresh.map((p) => ({
        ...p.fields,
        id: p.id,
        paymentId: null,
        donationType: 'one-time' as const,
        anonymous: false,
      })),
    );
    await tx.insert(offlineDonations).values(
      fresh.map((p) => ({
        donationId: p.id,
        receivedOn: p.receivedOn,
        note: p.note,
        recordedBy: adminId,
        ref: p.record.ref,
      })),
    );
  }
  for (const p of plans.filter((p) => p.outcome === 'updated')) {
    await tx.update(donations).set(p.fields).where(eq(donations.id, p.id));
    await tx
      .update(offlineDonations)
      .set({ receivedOn: p.receivedOn, note: p.note })
      .where(eq(offlineDonations.donationId, p.id));
  }
}
