import { eq, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { rowsOf } from '~/server/core/db/rows';
import { supporterNotes } from '~/server/core/db/supporter-notes-schema';
import { supporters } from '~/server/core/db/supporters-schema';
import { notFound } from '~/server/core/http/errors';
import type { Called, CallSuggestion, HealthList, HealthReason, HealthRow } from '~/shared/schemas/sponsor-health';
import { givenLately } from './gifts';
import { translate } from '~/shared/i18n';
import { type HealthContext, healthRows } from './lists';

/** How many people the week's list names. */
export const CALLS_PER_WEEK = 5;
/** Someone called this recently is left off the list. */
export const CALLED_RECENTLY_DAYS = 28;
/** Candidates read from each list (the most pressing of each). */
const PER_LIST = 50;

/**
 * How much each reason weighs: a child who left and a sponsor who has not chosen, a
 * plan that just lapsed or whose month failed come first (a call may keep them); then a
 * stop, a card ending, a long pause, a giver of last year, a sponsor who heard nothing.
 * docs/sponsor-health.md, "Who to call".
 */
const WEIGHTS: Partial<Record<HealthReason, number>> = {
  'child-left': 60,
  lapsed: 55,
  failed: 50,
  cancelled: 45,
  'card-expiring': 35,
  paused: 30,
  lybunt: 25,
  quiet: 20,
};
/** What giving adds: a point per 50,000 RWF given in the last 24 months, at most 20. */
const givingPoints = (rwf: number) => Math.min(20, Math.floor(rwf / 50_000));

const LISTS: HealthList[] = ['child-left', 'stopped', 'at-risk', 'lybunt', 'quiet'];

/** The people most worth a call this week, strongest reason first; nobody called in the last 28 days. */
export async function callSuggestions(ctx: HealthContext): Promise<CallSuggestion[]> {
  const lists = await Promise.all(LISTS.map((l) => healthRows(ctx, l, 'public', PER_LIST, 0)));
  const people = new Map<string, { row: HealthRow; reasons: Set<HealthReason> }>();
  lists.forEach(({ rows }, i) => {
    for (const row of rows) {
      // A LYBUNT row's reason says how they last gave; here it is why to call them.
      const reason: HealthReason = LISTS[i] === 'lybunt' ? 'lybunt' : row.reason;
      if (!row.supporterId || !WEIGHTS[reason]) continue;
      const found = people.get(row.supporterId) ?? { row, reasons: new Set<HealthReason>() };
      found.reasons.add(reason);
      people.set(row.supporterId, found);
    }
  });
  const called = await calledSince(ctx.db, new Date(ctx.now.getTime() - CALLED_RECENTLY_DAYS * 86_400_000));
  for (const id of called) people.delete(id);
  const given = await givenLately(ctx.db, [...people.keys()], ctx.now);
  const weight = (r: HealthReason) => WEIGHTS[r] ?? 0;
  return [...people.entries()]
    .map(([id, { row, reasons }]) => {
      const ordered = [...reasons].sort((a, b) => weight(b) - weight(a));
      const rwf = given.get(id) ?? 0;
      const score = ordered.reduce((sum, r) => sum + weight(r), 0) + givingPoints(rwf);
      return {
        score,
        s: { supporterId: id, name: row.name, email: row.email, phone: row.phone, reasons: ordered, givenRwf: rwf },
      };
    })
    .sort((a, b) => b.score - a.score || b.s.givenRwf - a.s.givenRwf || a.s.supporterId.localeCompare(b.s.supporterId))
    .slice(0, CALLS_PER_WEEK)
    .map((x) => x.s);
}

/** The supporters called since `since`. */
async function calledSince(db: Db, since: Date): Promise<Set<string>> {
  const found = await rowsOf<{ sid: string }>(
    db,
    sql`SELECT DISTINCT supporter_id AS sid FROM supporter_notes WHERE kind = 'call' AND created_at >= ${since.toISOString()}::timestamptz`,
  );
  return new Set(found.map((r) => String(r.sid)));
}

/** The calls of the last seven days, latest first, with their notes and who called. */
export async function recentCalls(db: Db, now: Date): Promise<Called[]> {
  const since = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const found = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT n.id, n.supporter_id, s.name, n.text, a.name AS author, n.created_at
          FROM supporter_notes n JOIN supporters s ON s.id = n.supporter_id
          LEFT JOIN admin_users a ON a.id = n.author_id
         WHERE n.kind = 'call' AND n.created_at >= ${since}::timestamptz
         ORDER BY n.created_at DESC, n.id DESC LIMIT 50`,
  );
  return found.map((r) => ({
    _id: String(r.id),
    supporterId: String(r.supporter_id),
    name: String(r.name ?? ''),
    note: String(r.text),
    by: r.author ? String(r.author) : null,
    date: new Date(r.created_at as string).toISOString(),
  }));
}

/** Staff called the person: the note goes to the supporter's record (a note of kind 'call'). */
export async function markCalled(db: Db, adminId: string, supporterId: string, note: string): Promise<void> {
  const [person] = await db.select({ id: supporters.id }).from(supporters).where(eq(supporters.id, supporterId));
  if (!person) throw notFound(translate('adminValidation:health.notFound'));
  await db.insert(supporterNotes).values({ supporterId, text: note, kind: 'call', authorId: adminId });
}
