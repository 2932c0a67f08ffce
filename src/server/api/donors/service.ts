import { containsPattern } from '~/server/db/like';
import { count, desc, eq, like, or, sql } from 'drizzle-orm';
import { donorSummaries } from '~/server/db/totals-schema';
import type { Db } from '~/server/db/client';
import { rowsOf } from '~/server/db/rows';
import { notFound } from '~/server/http/errors';
import { plansOf } from '~/server/recurring/giving';
import { translate } from '~/shared/i18n';
import type { Donor, DonorGift, DonorListQuery, DonorPage, DonorRecord } from '~/shared/schemas/donor';

/** The reference a donor can quote ("DN-", "SP-", "OR-" and the id's first 8 characters). */
const reference = (prefix: string, id: string) => `${prefix}-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
const PREFIX = { donation: 'DN', sponsorship: 'SP', order: 'OR' } as const;

type Row = Record<string, unknown>;
const iso = (v: unknown) => new Date(v as string | Date).toISOString();

/*
 * Every gift received is the `donor_gifts` view, and each donor's totals a row of
 * `donor_summaries`, kept by triggers at the commit of each gift (migration
 * donor_summaries_triggers): the list reads a page of donors, never every gift.
 */
type Summary = typeof donorSummaries.$inferSelect;

const toDonor = (r: Summary): Donor => ({
  email: r.email,
  name: r.name,
  phone: r.phone,
  anonymous: r.anonymous,
  gifts: r.gifts,
  totalRwf: Math.round(Number(r.rwf) * 100) / 100,
  totalUsd: Number(r.cents) / 100,
  firstGift: r.firstGift.toISOString(),
  lastGift: r.lastGift.toISOString(),
});

/** Donors, most recent giver first; `q` finds a part of the name or the e-mail. */
export async function listDonors(db: Db, q: DonorListQuery): Promise<DonorPage> {
  const pattern = q.q ? containsPattern(q.q.toLowerCase()) : null;
  const where = pattern ? or(like(donorSummaries.emailKey, pattern), like(donorSummaries.names, pattern)) : undefined;
  const [found, [counted]] = await Promise.all([
    db
      .select()
      .from(donorSummaries)
      .where(where)
      .orderBy(desc(donorSummaries.lastGift), donorSummaries.emailKey)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(donorSummaries).where(where),
  ]);
  return { data: found.map(toDonor), total: counted?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/**
 * One donor (by e-mail, any case) with every gift, newest first, and their monthly plans
 * (any status, newest first). 404 when no gift carries the address.
 */
export async function donorRecord(db: Db, email: string): Promise<DonorRecord> {
  const key = email.trim().toLowerCase();
  const [summary] = await db.select().from(donorSummaries).where(eq(donorSummaries.emailKey, key));
  if (!summary) throw notFound(translate('validation:donor.notFound'));
  const statement = await rowsOf<Row>(db, sql`SELECT * FROM donor_gifts WHERE key = ${key} ORDER BY at DESC, id`);
  return {
    ...toDonor(summary),
    plans: await plansOf(db, key),
    statement: statement.map((r): DonorGift => ({
      kind: r.kind as DonorGift['kind'],
      _id: String(r.id),
      reference: reference(PREFIX[r.kind as DonorGift['kind']], String(r.id)),
      amount: r.kind === 'order' ? Number(r.cents) / 100 : Number(r.rwf),
      currency: r.kind === 'order' ? 'USD' : 'RWF',
      method: String(r.method),
      description: String(r.description ?? ''),
      anonymous: r.anonymous === true || r.anonymous === 't',
      offline: r.offline === true || r.offline === 't',
      date: iso(r.at),
    })),
  };
}
