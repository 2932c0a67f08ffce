import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { offlineDonations } from '~/server/core/db/records-schema';
import { donations } from '~/server/core/db/schema';
import { zonedNoon } from '~/shared/time-zone';
import { anyOf, type PgType, unnestOf } from './bulk';
import type { DonationRow, Purpose } from './check-gifts';
import type { RowError } from './check-rows';
import { type Child, isError, namedIn, type Supporter } from './givers';
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

function fieldsOf(
  record: DonationRow,
  giver: Supporter,
  child: Child | undefined,
  noon: (day: string) => Date,
): Fields {
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
    createdAt: noon(record.receivedOn),
  };
}

const same = (a: Fields, b: Fields) =>
  (Object.keys(a) as (keyof Fields)[]).every((k) =>
    k === 'createdAt' ? a.createdAt.getTime() === b.createdAt.getTime() : (a[k] ?? null) === (b[k] ?? null),
  );

/** The gifts a batch's refs name: by the ref's index, then by id (never a join over every donation). */
async function knownGifts(db: Db, refs: string[]) {
  const offline = await db.select().from(offlineDonations).where(anyOf(offlineDonations.ref, refs));
  if (!offline.length) return [];
  const rows = await db
    .select()
    .from(donations)
    .where(
      anyOf(
        donations.id,
        offline.map((o) => o.donationId),
        'uuid',
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
  const [{ giverOf, kids }, known] = await Promise.all([
    namedIn(
      db,
      rows.map((r) => ({ person: r.record.giver, childRef: r.record.childRef })),
    ),
    knownGifts(db, refs),
  ]);
  const byRef = new Map(known.map((k) => [k.o.ref!, k]));
  // A file of gifts has far fewer days than rows: each day's noon is worked out once.
  const noons = new Map<string, Date>();
  const noon = (day: string) => {
    let at = noons.get(day);
    if (!at) noons.set(day, (at = zonedNoon(day, timeZone)));
    return at;
  };
  return rows.map(({ row, record }) => {
    const giver = giverOf(record.giver);
    if (isError(giver)) return { row, errors: [giver] };
    const child = record.childRef ? kids.get(record.childRef) : undefined;
    if (record.childRef && !child)
      return { row, errors: [{ column: 'child_ref', message: 'names no child: import the children first' }] };
    const fields = fieldsOf(record, giver, child, noon);
    const found = byRef.get(record.ref);
    const plan = { row, record, fields, receivedOn: record.receivedOn, note: record.note };
    if (!found) return { row, plan: { ...plan, outcome: 'created', id: randomUUID() } };
    const was: Fields = { ...found.d, createdAt: found.d.createdAt };
    const unchanged = same(fields, was) && found.o.receivedOn === record.receivedOn && found.o.note === record.note;
    return { row, plan: { ...plan, outcome: unchanged ? 'unchanged' : 'updated', id: found.d.id } };
  });
}

/** A batch's gifts as arrays, one per column (bulk.ts): the donation records' columns. */
const giftColumns = {
  id: ['uuid', (p: DonationPlan) => p.id],
  amount_rwf: ['bigint', (p: DonationPlan) => p.fields.amountRwf],
  payment_method: ['text', (p: DonationPlan) => p.fields.paymentMethod],
  first_name: ['text', (p: DonationPlan) => p.fields.firstName],
  last_name: ['text', (p: DonationPlan) => p.fields.lastName],
  email: ['text', (p: DonationPlan) => p.fields.email],
  phone: ['text', (p: DonationPlan) => p.fields.phone ?? ''],
  child_id: ['uuid', (p: DonationPlan) => p.fields.childId],
  target: ['text', (p: DonationPlan) => p.fields.target],
  supporter_id: ['uuid', (p: DonationPlan) => p.fields.supporterId],
  created_at: ['timestamptz', (p: DonationPlan) => p.fields.createdAt],
  received_on: ['date', (p: DonationPlan) => p.receivedOn],
  note: ['text', (p: DonationPlan) => p.note],
  ref: ['text', (p: DonationPlan) => p.record.ref],
} satisfies Record<string, [PgType, (p: DonationPlan) => unknown]>;
const offlineColumns = {
  id: giftColumns.id,
  received_on: giftColumns.received_on,
  note: giftColumns.note,
  ref: giftColumns.ref,
};

/**
 * Writes a batch's plans (call inside the batch's transaction): the new gifts in two
 * inserts, the changed ones in two updates, each of one parameter per column (bulk.ts).
 */
export async function writeDonations(tx: Db, plans: DonationPlan[], adminId: string | null): Promise<void> {
  const fresh = plans.filter((p) => p.outcome === 'created');
  if (fresh.length) {
    await tx.execute(sql`
      INSERT INTO ${donations} (id, payment_id, amount_rwf, donation_type, payment_method, first_name, last_name,
                                email, phone, anonymous, child_id, target, supporter_id, created_at)
      SELECT t.id, NULL, t.amount_rwf, 'one-time', t.payment_method, t.first_name, t.last_name,
             t.email, t.phone, false, t.child_id, t.target, t.supporter_id, t.created_at
        FROM ${unnestOf(fresh, giftColumns)}`);
    await tx.execute(sql`
      INSERT INTO ${offlineDonations} (donation_id, received_on, note, recorded_by, ref)
      SELECT t.id, t.received_on, t.note, ${adminId}::uuid, t.ref FROM ${unnestOf(fresh, offlineColumns)}`);
  }
  const changed = plans.filter((p) => p.outcome === 'updated');
  if (changed.length) {
    await tx.execute(sql`
      UPDATE ${donations} AS d
         SET amount_rwf = t.amount_rwf, payment_method = t.payment_method, first_name = t.first_name,
             last_name = t.last_name, email = t.email, phone = t.phone, child_id = t.child_id, target = t.target,
             supporter_id = t.supporter_id, created_at = t.created_at
        FROM ${unnestOf(changed, giftColumns)}
       WHERE d.id = t.id`);
    await tx.execute(sql`
      UPDATE ${offlineDonations} AS o SET received_on = t.received_on, note = t.note
        FROM ${unnestOf(changed, offlineColumns)}
       WHERE o.donation_id = t.id`);
  }
}
