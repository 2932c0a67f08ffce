import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '~/server/db/client';
import { children, sponsorshipPayments } from '~/server/db/schema';
import { recordActivity } from '~/server/activity/record';
import { notFound } from '~/server/http/errors';
import type { AdminChild, Child, ChildSponsor } from '~/shared/schemas/child';
import type { ContentTranslations, childBodySchema } from '~/shared/schemas/translations';

type ChildRow = typeof children.$inferSelect;
type ChildInput = z.output<typeof childBodySchema>;

/**
 * What a visitor may see of a child: no sponsor, no timestamps. The stored translations
 * are for admin answers; public answers pass through `localize`, which takes them out.
 */
export function toPublicChild(row: ChildRow): PublicChild {
  return {
    _id: row.id,
    name: row.name,
    age: row.age,
    location: row.location,
    story: row.story,
    needs: row.needs,
    monthlySupport: Number(row.monthlySupport),
    photo: row.photo,
    isSponsored: row.isSponsored,
    translations: row.translations ?? {},
  };
}
type PublicChild = Child & { translations: ContentTranslations };

const toAdminChild = (row: ChildRow, sponsor: ChildSponsor | null = null): AdminChild => ({
  ...toPublicChild(row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  sponsor,
});

const ORDER = [asc(children.createdAt), asc(children.name)] as const;

export async function listPublicChildren(db: Db): Promise<PublicChild[]> {
  const rows = await db
    .select()
    .from(children)
    .orderBy(...ORDER);
  return rows.map(toPublicChild);
}

type SponsorshipRow = typeof sponsorshipPayments.$inferSelect;
const toSponsor = (p: SponsorshipRow): ChildSponsor => ({
  name: p.sponsorName,
  email: p.sponsorEmail,
  phone: p.sponsorPhone,
  amount: Number(p.amount),
  paymentFrequency: p.paymentFrequency,
  since: p.createdAt.toISOString(),
});

/** The latest sponsorship of each child (of one child when `id` is given). */
async function latestSponsors(db: Db, id?: string): Promise<Map<string | null, ChildSponsor>> {
  const rows = await db
    .selectDistinctOn([sponsorshipPayments.childId])
    .from(sponsorshipPayments)
    .where(id ? eq(sponsorshipPayments.childId, id) : undefined)
    .orderBy(sponsorshipPayments.childId, desc(sponsorshipPayments.createdAt));
  return new Map(rows.map((p) => [p.childId, toSponsor(p)]));
}

async function withSponsor(db: Db, row: ChildRow): Promise<AdminChild> {
  const sponsor = row.isSponsored ? ((await latestSponsors(db, row.id)).get(row.id) ?? null) : null;
  return toAdminChild(row, sponsor);
}

/** Every child with, for the sponsored ones, who sponsored them last (admin only). */
export async function listAdminChildren(db: Db): Promise<AdminChild[]> {
  const rows = await db
    .select()
    .from(children)
    .orderBy(...ORDER);
  const sponsors = await latestSponsors(db);
  return rows.map((row) => toAdminChild(row, row.isSponsored ? (sponsors.get(row.id) ?? null) : null));
}

const columns = (input: ChildInput) => ({
  name: input.name,
  age: input.age,
  location: input.location,
  story: input.story,
  needs: input.needs,
  monthlySupport: input.monthlySupport.toFixed(2),
  isSponsored: input.isSponsored,
  // Left out of the body: the stored translations stay.
  translations: input.translations,
});

/** A change and its activity record are saved together, or neither is. */
export async function createChild(db: Db, input: ChildInput, photo: string, adminId: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(children)
      .values({ ...columns(input), photo })
      .returning();
    await recordActivity(tx, adminId, 'create', 'child', row!.id, { after: row });
    return toAdminChild(row!);
  });
}

/** Replaces the child's fields; the photo only when a new one was sent. */
export async function updateChild(db: Db, id: string, input: ChildInput, photo: string | null, adminId: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(children).where(eq(children.id, id)).for('update');
    const [row] = await tx
      .update(children)
      .set({ ...columns(input), ...(photo ? { photo } : {}), updatedAt: new Date() })
      .where(eq(children.id, id))
      .returning();
    if (!row) throw notFound();
    await recordActivity(tx, adminId, 'update', 'child', id, { before, after: row });
    return withSponsor(tx, row);
  });
}

export async function setSponsored(db: Db, id: string, isSponsored: boolean, adminId: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(children).where(eq(children.id, id)).for('update');
    const [row] = await tx
      .update(children)
      .set({ isSponsored, updatedAt: new Date() })
      .where(eq(children.id, id))
      .returning();
    if (!row) throw notFound();
    const action = isSponsored ? 'mark-sponsored' : 'mark-available';
    await recordActivity(tx, adminId, action, 'child', id, { before, after: row });
    return withSponsor(tx, row);
  });
}

/** Past sponsorship payments keep their amounts (child_id becomes null); the photo stays stored. */
export async function deleteChild(db: Db, id: string, adminId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(children).where(eq(children.id, id)).returning();
    if (!row) throw notFound();
    await recordActivity(tx, adminId, 'delete', 'child', id, { before: row });
  });
}
