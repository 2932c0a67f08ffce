import { and, eq, inArray } from 'drizzle-orm';
import type { Admin } from '~/server/core/auth/session';
import type { Db } from '~/server/core/db/client';
import { fieldItems, fieldUploads } from '~/server/core/db/field-schema';
import { children } from '~/server/core/db/schema';
import { HttpError, conflict, notFound } from '~/server/core/http/errors';
import type { FieldItemParsed, FieldReport } from '~/shared/schemas/field';
import { childrenOf } from '../scope';
import type { FieldText } from '../texts';

type ItemRow = typeof fieldItems.$inferSelect;

/** A phone's clock more than this ahead of the server's is wrong. */
const AHEAD_MS = 10 * 60_000;
/** Nor is a report captured more than this long ago (a phone reset to 1970, a dead clock battery). */
const BEHIND_MS = 400 * 86_400_000;

/**
 * When the item was captured: the phone's time, or the server's when that is in the
 * future or too far back (docs/field.md: a clock set wrong loses nothing).
 */
export function capturedTime(phone: string, now: Date): { at: Date; adjusted: boolean } {
  const at = new Date(phone);
  const wrong = at.getTime() > now.getTime() + AHEAD_MS || at.getTime() < now.getTime() - BEHIND_MS;
  return wrong ? { at: now, adjusted: true } : { at, adjusted: false };
}

/** What an item says, to compare a resend with what is stored (the capture time aside). */
function contentOf(v: {
  kind: string;
  childId: string;
  lang: string;
  report: FieldReport | null;
  transcription: string | null;
  uploads: string[];
}) {
  const report = v.report && {
    schoolLevel: v.report.schoolLevel,
    attendance: v.report.attendance,
    healthCheckOn: v.report.healthCheckOn ?? null,
    activities: v.report.activities,
    note: v.report.note,
  };
  return JSON.stringify([v.kind, v.childId, v.lang, report, v.transcription ?? null, v.uploads]);
}

/** The private images of the item's finished uploads, in order: 409 while one is still arriving. */
async function imagesOf(db: Db, officerId: string, uploadIds: string[], t: FieldText): Promise<string[]> {
  if (!uploadIds.length) return [];
  const rows = await db
    .select()
    .from(fieldUploads)
    .where(and(inArray(fieldUploads.id, uploadIds), eq(fieldUploads.officerId, officerId)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return uploadIds.map((id) => {
    const row = byId.get(id);
    if (row?.status === 'refused') throw new HttpError(422, t('api.uploadRefused', { reason: row.error ?? '' }));
    if (!row || row.status !== 'complete' || !row.image) throw conflict(t('api.uploadMissing'));
    return row.image;
  });
}

/** The child exists (404), is still in the programme (410) and is one of the person's (403). */
async function checkChild(db: Db, admin: Pick<Admin, 'id' | 'role'>, childId: string, t: FieldText) {
  const [child] = await db
    .select({ id: children.id, leftAt: children.leftAt })
    .from(children)
    .where(eq(children.id, childId));
  if (!child) throw notFound(t('api.childNotFound'));
  if (child.leftAt) throw new HttpError(410, t('api.childLeft'));
  const scope = childrenOf(db, admin);
  if (!scope) return;
  const [mine] = await db
    .select({ id: children.id })
    .from(children)
    .where(and(eq(children.id, childId), scope));
  if (!mine) throw new HttpError(403, t('api.notYourChild'));
}

export interface Submitted {
  row: ItemRow;
  /** Said when the phone's clock was wrong. */
  clockNote: string | null;
}

/**
 * Records an item under the id the phone made (docs/field.md). Sent again unchanged,
 * it is the same item and the same answer, whatever happened since (the child left, the
 * officer moved). Sent again changed, it replaces the item while it waits for review or
 * was returned (back to review); an approved item no longer changes (409), and another
 * person's id is not theirs to use (409).
 */
export async function submitItem(
  db: Db,
  admin: Pick<Admin, 'id' | 'role'>,
  clientId: string,
  input: FieldItemParsed,
  t: FieldText,
): Promise<Submitted> {
  const uploads = input.kind === 'report' ? input.photos : input.pages;
  const values = {
    kind: input.kind,
    childId: input.childId.toLowerCase(),
    lang: input.lang,
    report: input.kind === 'report' ? input.report : null,
    transcription: input.kind === 'letter' ? input.transcription : null,
    uploads: uploads.map((u) => u.toLowerCase()),
  };
  const note = (row: ItemRow): Submitted => ({
    row,
    clockNote: row.clockAdjusted ? t('api.clockWrong', { captured: input.capturedAt }) : null,
  });

  const [stored] = await db.select().from(fieldItems).where(eq(fieldItems.id, clientId));
  if (stored && stored.officerId !== admin.id) throw conflict(t('api.idTaken'));
  if (stored && contentOf(stored) === contentOf(values)) return note(stored);
  if (stored?.status === 'approved') throw conflict(t('api.alreadyApproved'));

  await checkChild(db, admin, values.childId, t);
  const images = await imagesOf(db, admin.id, values.uploads, t);
  const now = new Date();
  const captured = capturedTime(input.capturedAt, now);
  const row = {
    ...values,
    images,
    capturedAt: captured.at,
    clockAdjusted: captured.adjusted,
    receivedAt: now,
    status: 'submitted' as const,
    returnReason: null,
    reviewedAt: null,
    reviewedBy: null,
    updatedAt: now,
  };
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(fieldItems)
      .values({ id: clientId, officerId: admin.id, ...row })
      .onConflictDoNothing()
      .returning();
    if (made) return note(made);
    // Sent twice at once, or sent again changed: the row is this person's, not approved meanwhile.
    const [current] = await tx.select().from(fieldItems).where(eq(fieldItems.id, clientId)).for('update');
    if (!current || current.officerId !== admin.id) throw conflict(t('api.idTaken'));
    if (contentOf(current) === contentOf(values)) return note(current);
    if (current.status === 'approved') throw conflict(t('api.alreadyApproved'));
    const [saved] = await tx.update(fieldItems).set(row).where(eq(fieldItems.id, clientId)).returning();
    return note(saved!);
  });
}
