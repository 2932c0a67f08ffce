import { sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { rowsOf } from '~/server/core/db/rows';
import { activityLog } from '~/server/core/db/activity-schema';
import { conflict } from '~/server/core/http/errors';
import { givingText } from '~/server/giving';
import { eraseOutboxFiles } from './outbox-files';
import { type Person, matchOf, mentionsOf } from './person';
import { PERSON_TABLES } from './person-tables';
import { bumpContentVersion } from '~/server/core/content/version-bump';

type Row = Record<string, unknown>;

/** Keys of a stored purchase or plan template that name the person. */
const PERSONAL_KEYS = new Set([
  'name',
  'firstName',
  'lastName',
  'fullname',
  'email',
  'phone',
  'sponsorName',
  'sponsorEmail',
  'sponsorPhone',
  'payerName',
  'payerEmail',
  'payerPhone',
  'buyerName',
  'buyerEmail',
  'message',
]);

/** A JSON value with every personal key emptied and every string that mentions the person emptied. */
export function scrubJson(value: unknown, mentions: string[]): unknown {
  const lower = mentions.map((m) => m.toLowerCase());
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return lower.some((m) => v.toLowerCase().includes(m)) ? '' : v;
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.entries(v).map(([k, x]) => [k, PERSONAL_KEYS.has(k) && typeof x === 'string' ? '' : walk(x)]),
      );
    return v;
  };
  return walk(value);
}

/**
 * The person's active sponsorships end with them: each child waits for a sponsor again from
 * now (back on the public list) and the activity log tells staff why, by the child's name
 * only (sponsorship/children/erased-sponsor.ts shows it on the child's record). Answers how
 * many children were released.
 */
async function endSponsorships(tx: Db, person: Person, staffId: string | null): Promise<number> {
  const ships = PERSON_TABLES.find((t) => t.table === 'sponsorships')!;
  const ended = await rowsOf<Row>(
    tx,
    sql`UPDATE sponsorships SET status = 'ended', ended_at = now()
        WHERE status = 'active' AND ${matchOf(ships, person)} RETURNING id`,
  );
  if (!ended.length) return 0;
  const released = await rowsOf<{ id: string; name: string }>(
    tx,
    sql`UPDATE children SET is_sponsored = false, sponsorship_id = NULL, waiting_since = now(), updated_at = now()
        WHERE sponsorship_id IN (${sql.join(
          ended.map((r) => sql`${r.id}`),
          sql`, `,
        )}) RETURNING id, name`,
  );
  // The public list of children is cached by content version: it shows them waiting again.
  if (released.length) await bumpContentVersion(tx);
  for (const child of released)
    await tx.insert(activityLog).values({
      userId: staffId,
      action: 'mark-available',
      entity: 'child',
      entityId: child.id,
      entityName: child.name,
      before: { isSponsored: true },
      after: { isSponsored: false, reason: 'sponsor-erased' },
    });
  return released.length;
}

export interface ErasureResult {
  /** Rows erased or anonymised per table. */
  tables: Record<string, number>;
  files: number;
}

export interface ErasureOptions {
  /** The staff member who erased (null: the person themselves, from their signed page). */
  staffId: string | null;
  /** The supporter's record, when there is one: kept (the payments refer to it) without the person. */
  supporterId?: string | null;
  dataDir: string;
}

/**
 * Erases the person everywhere we keep them: their own records go, the accounts keep each
 * payment's amount, date, method and reference without them, the e-mails written about
 * them go from the outbox (rows and files). The activity log records that an erasure
 * happened (how many rows of which tables), never who. Refused (409) while one of their
 * payments is pending: its settlement would write them back.
 */
export async function erasePerson(db: Db, person: Person, opts: ErasureOptions): Promise<ErasureResult> {
  const payments = PERSON_TABLES.find((t) => t.table === 'payments')!;
  const pending = await rowsOf<Row>(
    db,
    sql`SELECT 1 FROM payments WHERE status = 'pending' AND ${matchOf(payments, person)} LIMIT 1`,
  );
  if (pending.length) throw conflict(givingText('myData.pending'));
  const mentions = mentionsOf(person);
  const tables: Record<string, number> = {};
  const outboxIds: string[] = [];
  await db.transaction(async (tx) => {
    const released = await endSponsorships(tx, person, opts.staffId);
    if (released) tables.children = released;
    for (const t of PERSON_TABLES) {
      const from = sql.identifier(t.table);
      const where = matchOf(t, person);
      if (t.erase.kind === 'delete') {
        const gone = await rowsOf<Row>(tx, sql`DELETE FROM ${from} WHERE ${where} RETURNING *`);
        if (t.table === 'mail_outbox') outboxIds.push(...gone.map((r) => String(r.id)));
        if (gone.length) tables[t.table] = gone.length;
        continue;
      }
      for (const column of t.erase.json ?? []) {
        const c = sql.identifier(column);
        const rows = await rowsOf<Row>(tx, sql`SELECT id, ${c} AS value FROM ${from} WHERE ${where}`);
        for (const r of rows) {
          const value = typeof r.value === 'string' ? (JSON.parse(r.value) as unknown) : r.value;
          if (value === null || value === undefined) continue;
          await tx.execute(
            sql`UPDATE ${from} SET ${c} = ${JSON.stringify(scrubJson(value, mentions))}::jsonb WHERE id = ${r.id}`,
          );
        }
      }
      const set = Object.entries(t.erase.set).map(([k, v]) => sql`${sql.identifier(k)} = ${sql.raw(v)}`);
      const touched = set.length
        ? await rowsOf<Row>(tx, sql`UPDATE ${from} SET ${sql.join(set, sql`, `)} WHERE ${where} RETURNING 1`)
        : await rowsOf<Row>(tx, sql`SELECT 1 FROM ${from} WHERE ${where}`);
      if (touched.length) tables[t.table] = touched.length;
    }
    await tx.insert(activityLog).values({
      userId: opts.staffId,
      action: 'erase',
      entity: 'supporter',
      entityId: opts.supporterId ?? null,
      after: { by: opts.staffId ? 'staff' : 'supporter', tables },
    });
  });
  const files = await eraseOutboxFiles(opts.dataDir, mentions, outboxIds);
  return { tables, files };
}
