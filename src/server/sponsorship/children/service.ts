import { containsPattern } from '~/server/core/db/like';
import { type SQL, and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '~/server/core/db/client';
import { children } from '~/server/core/db/schema';
import { sponsorshipPayments } from '~/server/core/db/sponsorship-schema';
import { sponsorErasedAt, sponsorErasures } from './erased-sponsor';
import { recordActivity } from '~/server/core/activity/record';
import { bumpContentVersion } from '~/server/core/content/version-bump';
import { auditedDelete, auditedUpdate, firstRow } from '~/server/core/content/audited-write';
import { type StaffStateChange, lockChildForStaff, staffStateChange } from './child-staff';
import { childStateOf } from '~/server/giving';
import { notFound } from '~/server/core/http/errors';
import { centreColumn } from './centre';
import { publicFreshness, staleAt, staleAmong, staleCount } from './freshness';
import { pageWindow } from '~/server/core/http/paging';
import type { PageQuery } from '~/shared/schemas/paging';
import {
  type AdminChild,
  type AdminChildQuery,
  type Child,
  type ChildSponsorship,
  type ChildStatus,
  type ConsentScope,
  consentScopes,
} from '~/shared/schemas/child';
import { protectionColumns } from './protection';
import { publicNameOf } from '~/server/core/db/child-name';
import type { ContentTranslations, childBodySchema } from '~/shared/schemas/translations';

type ChildRow = typeof children.$inferSelect;
type ChildInput = z.output<typeof childBodySchema>;

/**
 * What a visitor may see of a child (docs/children-protection.md): the preferred name, age, district and,
 * with the guardian's consent, the photo and the public story; never the full name, the
 * exact place or the private needs. The stored translations keep only the story (with
 * consent) and the needs; public answers pass through `localize`, which takes them out.
 */
export function toPublicChild(row: ChildRow): PublicChild {
  const scope = new Set(row.consentScope);
  return {
    _id: row.id,
    name: publicNameOf(row),
    age: row.age,
    location: row.district,
    story: scope.has('story') ? row.story : '',
    needs: row.needs,
    monthlySupport: Number(row.monthlySupport),
    photo: scope.has('photo') ? row.photo : null,
    isSponsored: row.isSponsored,
    translations: publicTranslations(row.translations ?? {}, scope.has('story')),
  };
}
type PublicChild = Child & { translations: ContentTranslations };

/** Of each language's translation, only what the public may read: the needs, and the story with consent. */
function publicTranslations(all: ContentTranslations, story: boolean): ContentTranslations {
  const out: ContentTranslations = {};
  for (const [lang, fields] of Object.entries(all)) {
    if (!fields || typeof fields !== 'object') continue;
    const kept: Record<string, unknown> = {};
    if ('needs' in fields) kept.needs = fields.needs;
    if (story && 'story' in fields) kept.story = fields.story;
    (out as Record<string, unknown>)[lang] = kept;
  }
  return out;
}

const toAdminChild = (row: ChildRow, sponsor: ChildSponsorship | null = null, erased?: Date): AdminChild => ({
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
  preferredName: publicNameOf(row),
  district: row.district,
  privateNeeds: row.privateNeeds,
  consentGivenBy: row.consentGivenBy,
  consentGivenOn: row.consentGivenOn,
  consentScope: row.consentScope.filter((s): s is ConsentScope => (consentScopes as readonly string[]).includes(s)),
  listed: row.listed,
  waitingSince: row.waitingSince.toISOString(),
  leftAt: row.leftAt?.toISOString() ?? null,
  state: childStateOf(row),
  hold: row.heldByPaymentId
    ? { paymentId: row.heldByPaymentId, until: (row.heldUntil ?? row.updatedAt).toISOString() }
    : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  sponsor,
  sponsorErasedAt: sponsorErasedAt(row, erased),
  centreId: row.centreId,
});

/** The status filter (decision 009): applied by the database before the page is cut. */
const byStatus = (status: ChildStatus | undefined): SQL | undefined =>
  status ? eq(children.isSponsored, status === 'sponsored') : undefined;

/** Public pages and answers: listed children only (a listing consent, still in the programme). */
const publicOnly = eq(children.listed, true);

/** A page of rows and the filtered list's size. */
async function pageOf(db: Db, where: SQL | undefined, order: SQL[], q: PageQuery) {
  const { limit, offset } = pageWindow(q);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(children)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(children).where(where),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

/**
 * One page of the listed children as visitors see them, those waiting longest first
 * (`children_listed_waiting_idx`, the id breaking ties).
 */
export async function listPublicChildren(db: Db, q: PageQuery & { status?: ChildStatus | undefined }) {
  const order = [asc(children.waitingSince), asc(children.id)];
  const { rows, total } = await pageOf(db, and(publicOnly, byStatus(q.status), await publicFreshness(db)), order, q);
  return { children: rows.map(toPublicChild), total };
}

/** One listed child as visitors see them, or 404 (an unlisted child is not known publicly). */
export async function readPublicChild(db: Db, id: string): Promise<PublicChild> {
  const [row] = await db
    .select()
    .from(children)
    .where(and(eq(children.id, id), publicOnly));
  if (!row) throw notFound();
  return toPublicChild(row);
}

type SponsorshipRow = typeof sponsorshipPayments.$inferSelect;
const toSponsor = (p: SponsorshipRow): ChildSponsorship => ({
  name: p.sponsorName,
  email: p.sponsorEmail,
  phone: p.sponsorPhone,
  amount: Number(p.amount),
  paymentFrequency: p.paymentFrequency,
  since: p.createdAt.toISOString(),
});

/** The latest sponsorship payment of each of these children, with the sponsorship it belongs to. */
async function latestSponsors(db: Db, ids: string[]): Promise<Map<string | null, SponsorshipRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([sponsorshipPayments.childId])
    .from(sponsorshipPayments)
    .where(inArray(sponsorshipPayments.childId, ids))
    .orderBy(sponsorshipPayments.childId, desc(sponsorshipPayments.createdAt));
  return new Map(rows.map((p) => [p.childId, p]));
}
/** Its sponsor, for a sponsored child: the payer of its current sponsorship (none for one marked by hand). */
function sponsorOf(row: ChildRow, latest: SponsorshipRow | undefined): ChildSponsorship | null {
  if (childStateOf(row) !== 'sponsored' || !latest) return null;
  const current = latest.sponsorshipId === null || latest.sponsorshipId === row.sponsorshipId;
  return current ? toSponsor(latest) : null;
}
async function withSponsor(db: Db, row: ChildRow): Promise<AdminChild> {
  const latest = row.isSponsored ? (await latestSponsors(db, [row.id])).get(row.id) : undefined;
  const erased = row.isSponsored ? undefined : (await sponsorErasures(db, [row.id])).get(row.id);
  return toAdminChild(row, sponsorOf(row, latest), erased);
}

/** One child as staff see it, with its current sponsor, or 404. */
export async function readAdminChild(db: Db, id: string): Promise<AdminChild> {
  const [row] = await db.select().from(children).where(eq(children.id, id));
  if (!row) throw notFound();
  return withSponsor(db, row);
}

/**
 * One page of the children, newest first (a child just added is on the first page), with,
 * for the sponsored ones, who sponsored them last (admin only). `q` finds a part of the
 * name or of the location in any case.
 */
export async function listAdminChildren(db: Db, q: AdminChildQuery) {
  const filters = [byStatus(q.status), q.freshness === 'stale' ? staleAt() : undefined];
  if (q.q) {
    const like = containsPattern(q.q);
    const fields = [children.name, children.location, children.preferredName, children.district];
    filters.push(or(...fields.map((f) => ilike(f, like))));
  }
  const { rows, total } = await pageOf(db, and(...filters), [desc(children.createdAt), desc(children.id)], q);
  const sponsors = await latestSponsors(
    db,
    rows.filter((r) => r.isSponsored).map((r) => r.id),
  );
  const erased = await sponsorErasures(
    db,
    rows.filter((r) => !r.isSponsored).map((r) => r.id),
  );
  const [stale, staleTotal] = await Promise.all([staleAmong(db, rows), staleCount(db)]);
  const data = rows.map((row) => toAdminChild(row, sponsorOf(row, sponsors.get(row.id)), erased.get(row.id)));
  return { data: data.map((c) => ({ ...c, stale: stale.has(c._id) })), total, stale: staleTotal };
}

const columns = (input: ChildInput) => ({
  name: input.name,
  age: input.age,
  location: input.location,
  story: input.story,
  needs: input.needs,
  monthlySupport: input.monthlySupport.toFixed(2),
  // Left out of the body: the stored translations stay.
  translations: input.translations,
});

/** A change and its activity record are saved together, or neither is. */
export async function createChild(db: Db, input: ChildInput, photo: string, adminId: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(children)
      .values({ ...columns(input), ...protectionColumns(input, null), ...(await centreColumn(tx, input)), photo })
      .returning();
    await bumpContentVersion(tx);
    // Added as sponsored: by staff's hand, with its sponsorship (child-staff.ts).
    const state = await staffStateChange(tx, row!, { isSponsored: input.isSponsored }, adminId);
    const [saved] = Object.keys(state).length
      ? await tx.update(children).set(state).where(eq(children.id, row!.id)).returning()
      : [row!];
    await recordActivity(tx, adminId, 'create', 'child', row!.id, { after: saved });
    return toAdminChild(saved!);
  });
}

/** Replaces the child's fields; the photo only when a new one was sent. */
/**
 * A staff change to one child, in one audited transaction: the child locked as a staff
 * change locks it (child-staff.ts), its sponsorship state changed as `sponsored` says,
 * the columns `more` gives written with it; answered with the latest sponsor.
 */
function staffChildUpdate(
  db: Db,
  target: { id: string; adminId: string; action?: 'mark-sponsored' | 'mark-available' },
  sponsored: StaffStateChange,
  more: (tx: Db, before: ChildRow) => Promise<Partial<ChildRow>> = async () => ({}),
) {
  return auditedUpdate(
    db,
    { entity: 'child', ...target },
    {
      before: (tx) => lockChildForStaff(tx, target.id),
      async write(tx, before) {
        const state = await staffStateChange(tx, before, sponsored, target.adminId);
        const change = { ...(await more(tx, before)), ...state };
        return firstRow(
          tx
            .update(children)
            .set({ ...change, updatedAt: new Date() })
            .where(eq(children.id, target.id))
            .returning(),
        );
      },
      answer: (row, tx) => withSponsor(tx, row),
    },
  );
}

export async function updateChild(db: Db, id: string, input: ChildInput, photo: string | null, adminId: string) {
  return staffChildUpdate(db, { id, adminId }, { isSponsored: input.isSponsored }, async (tx, before) => ({
    ...columns(input),
    ...protectionColumns(input, before),
    ...(await centreColumn(tx, input)),
    ...(photo ? { photo } : {}),
  }));
}

/** Sponsorship Management's toggle, respecting the child's state (child-staff.ts): a held child needs `releaseHold`. */
export async function setSponsored(db: Db, id: string, change: StaffStateChange, adminId: string) {
  const action = change.isSponsored ? 'mark-sponsored' : 'mark-available';
  return staffChildUpdate(db, { id, adminId, action }, change);
}

/** Past sponsorship payments keep their amounts (child_id becomes null); the photo goes with the image sweep (images/sweep.ts). */
export async function deleteChild(db: Db, id: string, adminId: string): Promise<void> {
  await auditedDelete(db, { entity: 'child', id, adminId }, (tx) =>
    firstRow(tx.delete(children).where(eq(children.id, id)).returning()),
  );
}
