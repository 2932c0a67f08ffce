import { type SQL, and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Admin } from '~/server/core/auth/session';
import type { Db } from '~/server/core/db/client';
import { childPublicName } from '~/server/core/db/child-name';
import { fieldItems } from '~/server/core/db/field-schema';
import { adminUsers, children } from '~/server/core/db/schema';
import { notFound } from '~/server/core/http/errors';
import type { FieldItem, FieldItemStatus } from '~/shared/schemas/field';

type ItemRow = typeof fieldItems.$inferSelect;
const officers = alias(adminUsers, 'officer');

function toFieldItem(row: ItemRow, childName: string, officer: { id: string | null; name: string | null }): FieldItem {
  return {
    _id: row.id,
    kind: row.kind,
    status: row.status,
    child: { _id: row.childId, preferredName: childName },
    officer: officer.id ? { _id: officer.id, name: officer.name ?? '' } : null,
    lang: row.lang,
    report: row.report
      ? {
          schoolLevel: row.report.schoolLevel,
          attendance: row.report.attendance,
          healthCheckOn: row.report.healthCheckOn ?? null,
          activities: row.report.activities,
          note: row.report.note,
        }
      : null,
    transcription: row.kind === 'letter' ? (row.transcription ?? '') : null,
    images: row.images,
    capturedAt: row.capturedAt.toISOString(),
    receivedAt: row.receivedAt.toISOString(),
    clockAdjusted: row.clockAdjusted,
    returnReason: row.returnReason,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

async function readItems(db: Db, where: SQL | undefined, limit = 200): Promise<FieldItem[]> {
  const rows = await db
    .select({ item: fieldItems, childName: childPublicName, officerId: officers.id, officerName: officers.name })
    .from(fieldItems)
    .innerJoin(children, eq(children.id, fieldItems.childId))
    .leftJoin(officers, eq(officers.id, fieldItems.officerId))
    .where(where)
    .orderBy(desc(fieldItems.receivedAt), desc(fieldItems.id))
    .limit(limit);
  return rows.map((r) => toFieldItem(r.item, r.childName, { id: r.officerId, name: r.officerName }));
}

/** One item as the API answers it, or 404 with `missing`. */
export async function readItem(db: Db, id: string, missing: string): Promise<FieldItem> {
  const [item] = await readItems(db, eq(fieldItems.id, id), 1);
  if (!item) throw notFound(missing);
  return item;
}

/**
 * What arrived, newest first (at most 200), of one status or all: a field officer sees
 * only their own items (what was returned to them, and why); sponsorship staff see all.
 */
export function listItems(db: Db, admin: Pick<Admin, 'id' | 'role'>, status: FieldItemStatus | undefined) {
  return readItems(
    db,
    and(
      status ? eq(fieldItems.status, status) : undefined,
      admin.role === 'field' ? eq(fieldItems.officerId, admin.id) : undefined,
    ),
  );
}
