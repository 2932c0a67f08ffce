import { type SQL, and, count, eq, gte, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { newestFirstPage } from '~/server/core/db/newest-first';
import { offlineDonations, statementLines, statementUploads } from '~/server/core/db/records-schema';
import { donations, payments } from '~/server/core/db/schema';
import { notFound } from '~/server/core/http/errors';
import type { StatementProvider, StatementRow, StatementSummary, StatementView } from '~/shared/schemas/reconciliation';
import { dayAfter, zonedDay, zonedStartOfDay } from '~/shared/time-zone';
import { donationReference } from '~/server/giving';

/**
 * What a statement shows (docs/accounting.md#reconciliation): its lines by state, and
 * "ours only", our records of the days it covers that no statement line has named:
 * approved payments through that provider, or (a bank's statement) offline gifts by bank.
 */
type Upload = typeof statementUploads.$inferSelect;

function oursOnlyWhere(u: Upload, timeZone: string): { payments: SQL; gifts: SQL } | null {
  if (!u.firstDay || !u.lastDay) return null;
  const start = zonedStartOfDay(u.firstDay, timeZone);
  const end = zonedStartOfDay(dayAfter(u.lastDay), timeZone);
  const named = (column: SQL | typeof payments.id) =>
    notExists(sql`(select 1 from ${statementLines} where ${statementLines.paymentId} = ${column})`);
  return {
    payments: and(
      eq(payments.provider, u.provider),
      eq(payments.status, 'approved'),
      gte(payments.settledAt, start),
      lt(payments.settledAt, end),
      named(payments.id),
    )!,
    gifts: and(
      isNull(donations.paymentId),
      or(
        eq(offlineDonations.statementProvider, 'bank'),
        and(isNull(offlineDonations.statementProvider), inArray(donations.paymentMethod, ['bank', 'cheque'])),
      ),
      gte(donations.createdAt, start),
      lt(donations.createdAt, end),
      notExists(sql`(select 1 from ${statementLines} where ${statementLines.donationId} = ${donations.id})`),
    )!,
  };
}

async function oursOnlyCount(db: Db, u: Upload, timeZone: string): Promise<number> {
  const where = oursOnlyWhere(u, timeZone);
  if (!where) return 0;
  if (u.provider === 'bank') {
    const [row] = await db
      .select({ n: count() })
      .from(donations)
      .innerJoin(offlineDonations, eq(offlineDonations.donationId, donations.id))
      .where(where.gifts);
    return Number(row?.n ?? 0);
  }
  const [row] = await db.select({ n: count() }).from(payments).where(where.payments);
  return Number(row?.n ?? 0);
}

export async function summaryOf(db: Db, u: Upload, timeZone: string): Promise<StatementSummary> {
  const [states, oursOnly] = await Promise.all([
    db
      .select({ state: statementLines.state, n: count() })
      .from(statementLines)
      .where(eq(statementLines.uploadId, u.id))
      .groupBy(statementLines.state),
    oursOnlyCount(db, u, timeZone),
  ]);
  const n = (s: string) => Number(states.find((r) => r.state === s)?.n ?? 0);
  return {
    _id: u.id,
    provider: u.provider as StatementProvider,
    fileName: u.fileName,
    lines: u.lines,
    repeated: u.repeated,
    firstDay: u.firstDay,
    lastDay: u.lastDay,
    createdAt: u.createdAt.toISOString(),
    counts: {
      matched: n('matched'),
      different: n('different'),
      statementOnly: n('statementOnly'),
      oursOnly,
      ignored: n('ignored'),
    },
  };
}

export async function readUpload(db: Db, id: string): Promise<Upload> {
  const [u] = await db.select().from(statementUploads).where(eq(statementUploads.id, id));
  if (!u) throw notFound('No such statement');
  return u;
}

export async function listStatements(db: Db, page: number, pageSize: number, timeZone: string) {
  const select = db.select().from(statementUploads).$dynamic();
  const { rows, ...info } = await newestFirstPage(db, { table: statementUploads, select }, { page, pageSize });
  return { data: await Promise.all(rows.map((u) => summaryOf(db, u, timeZone))), ...info };
}

const major = (minor: number, currency: string) => (currency === 'RWF' ? minor : minor / 100);

async function lineRows(db: Db, u: Upload, view: StatementView, page: number, pageSize: number) {
  const where = and(eq(statementLines.uploadId, u.id), eq(statementLines.state, view));
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(statementLines).where(where),
    db
      .select({ l: statementLines, p: payments })
      .from(statementLines)
      .leftJoin(payments, eq(payments.id, statementLines.paymentId))
      .where(where)
      .orderBy(statementLines.day, statementLines.reference)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const data: StatementRow[] = rows.map(({ l, p }) => ({
    _id: l.id,
    reference: l.reference,
    amount: major(l.amountMinor, l.currency),
    currency: l.currency,
    day: l.day,
    payer: l.payer,
    succeeded: l.succeeded === 'yes',
    difference: l.difference,
    ours: p
      ? { reference: p.providerRef ?? p.id, amount: major(p.amountMinor, p.currency), status: p.status }
      : l.donationId
        ? { reference: donationReference(l.donationId), amount: major(l.amountMinor, l.currency), status: 'approved' }
        : null,
  }));
  return { rows: data, total: Number(total?.n ?? 0) };
}

async function oursOnlyRows(db: Db, u: Upload, timeZone: string, page: number, pageSize: number) {
  const where = oursOnlyWhere(u, timeZone);
  if (!where) return { rows: [], total: 0 };
  const total = await oursOnlyCount(db, u, timeZone);
  const ours = (
    id: string,
    reference: string,
    amount: number,
    currency: string,
    at: Date,
    payer: string,
  ): StatementRow => ({
    _id: id,
    reference,
    amount: major(amount, currency),
    currency,
    day: zonedDay(at, timeZone),
    payer,
    succeeded: true,
    difference: null,
    ours: { reference, amount: major(amount, currency), status: 'approved' },
  });
  if (u.provider === 'bank') {
    const rows = await db
      .select({ d: donations })
      .from(donations)
      .innerJoin(offlineDonations, eq(offlineDonations.donationId, donations.id))
      .where(where.gifts)
      .orderBy(donations.createdAt, donations.id)
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return {
      rows: rows.map(({ d }) =>
        ours(d.id, donationReference(d.id), d.amountRwf, 'RWF', d.createdAt, `${d.firstName} ${d.lastName}`),
      ),
      total,
    };
  }
  const rows = await db
    .select()
    .from(payments)
    .where(where.payments)
    .orderBy(payments.settledAt, payments.id)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    rows: rows.map((p) =>
      ours(p.id, p.providerRef ?? p.id, p.amountMinor, p.currency, p.settledAt ?? p.createdAt, p.payerEmail ?? ''),
    ),
    total,
  };
}

export async function statementView(
  db: Db,
  id: string,
  q: { view: StatementView; page: number; pageSize: number },
  timeZone: string,
) {
  const u = await readUpload(db, id);
  const [statement, part] = await Promise.all([
    summaryOf(db, u, timeZone),
    q.view === 'oursOnly'
      ? oursOnlyRows(db, u, timeZone, q.page, q.pageSize)
      : lineRows(db, u, q.view, q.page, q.pageSize),
  ]);
  return { data: { statement, view: q.view, rows: part.rows }, total: part.total, page: q.page, pageSize: q.pageSize };
}
