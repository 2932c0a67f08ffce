import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { recordActivity } from '~/server/core/activity/record';
import type { Db } from '~/server/core/db/client';
import { statementLines, statementUploads } from '~/server/core/db/records-schema';
import { payments } from '~/server/core/db/schema';
import type { LineState, StatementProvider } from '~/shared/schemas/reconciliation';
import type { StatementLine } from './read-statement';

/**
 * Reconciles a statement's lines with our payments (docs/accounting.md#reconciliation) and
 * stores them, in batches: a line is our payment when its reference is the provider's id
 * for it (or our payment's own id, which MoMo, Airtel and Flutterwave carry as the external
 * id); the same amount and a success on both sides is matched, else different; money
 * received that we never recorded is "in the statement only". A line already stored (an
 * overlapping statement) is repeated and matched nothing again: statement_lines holds one
 * row per provider and reference, and one line per payment. A matched line's fee is kept on
 * its payment (keepFees).
 */
const BATCH = 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Payment = { id: string; providerRef: string | null; amountMinor: number; currency: string; status: string };
type Row = typeof statementLines.$inferInsert;

function judge(line: StatementLine, payment: Payment | undefined): Pick<Row, 'state' | 'difference' | 'paymentId'> {
  if (!payment) return { state: line.succeeded ? 'statementOnly' : 'ignored', difference: null, paymentId: null };
  const paid = payment.status === 'approved';
  const differences = [
    ...(line.amountMinor !== Number(payment.amountMinor) || line.currency !== payment.currency ? ['amount'] : []),
    ...(line.succeeded !== paid ? ['status'] : []),
  ];
  const state: LineState = differences.length ? 'different' : 'matched';
  return { state, difference: differences.join(',') || null, paymentId: payment.id };
}

async function paymentsFor(db: Db, provider: StatementProvider, refs: string[]): Promise<Map<string, Payment>> {
  const found = new Map<string, Payment>();
  if (provider === 'bank' || refs.length === 0) return found;
  const ids = refs.filter((r) => UUID.test(r)).map((r) => r.toLowerCase());
  const rows = await db
    .select({
      id: payments.id,
      providerRef: payments.providerRef,
      amountMinor: payments.amountMinor,
      currency: payments.currency,
      status: payments.status,
    })
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider),
        or(inArray(payments.providerRef, refs), ...(ids.length ? [inArray(payments.id, ids)] : [])),
      ),
    );
  for (const p of rows) {
    if (p.providerRef) found.set(p.providerRef, p);
    found.set(p.id, p);
  }
  return found;
}

/**
 * A batch of lines in one statement whose values travel as one array per column
 * (unnest): a thousand rows bind a dozen parameters, not seventeen thousand. A line whose
 * provider and reference (or payment) is already stored is skipped.
 */
type Inserted = { id: string; payment_id: string | null; fee_minor: number | string | null; state: string };

async function insertLines(tx: Db, rows: Row[]): Promise<Inserted[]> {
  const col = <T>(pick: (r: Row) => T) => sql.param(rows.map(pick));
  const result = await tx.execute<Inserted>(sql`
    INSERT INTO ${statementLines} (upload_id, provider, reference, amount_minor, currency, fee_minor, day, succeeded,
                                   payer, state, difference, payment_id)
    SELECT ${rows[0]!.uploadId}::uuid, ${rows[0]!.provider}, l.*
      FROM unnest(${col((r) => r.reference)}::text[], ${col((r) => r.amountMinor)}::bigint[],
                  ${col((r) => r.currency ?? 'RWF')}::text[], ${col((r) => r.feeMinor ?? null)}::bigint[],
                  ${col((r) => r.day)}::date[], ${col((r) => r.succeeded)}::text[], ${col((r) => r.payer ?? '')}::text[],
                  ${col((r) => r.state)}::text[], ${col((r) => r.difference ?? null)}::text[],
                  ${col((r) => r.paymentId ?? null)}::uuid[]) AS l
    ON CONFLICT DO NOTHING
    RETURNING id, payment_id, fee_minor, state`);
  return (result as unknown as { rows: Inserted[] }).rows;
}

/**
 * The provider's fee, where its statement reports it, kept on the payment a line matched
 * (payments.fee_minor): the journal books it (docs/accounting.md#the-journal). MoMo and
 * Airtel report their fees on statements only; the statement's word is the settled one.
 * A repeated line (already stored) changes nothing.
 */
async function keepFees(tx: Db, inserted: Inserted[]): Promise<void> {
  const fees = inserted.filter((r) => r.state === 'matched' && r.payment_id && r.fee_minor !== null);
  if (!fees.length) return;
  await tx.execute(sql`
    UPDATE ${payments} SET fee_minor = f.fee
      FROM unnest(${sql.param(fees.map((r) => r.payment_id))}::uuid[],
                  ${sql.param(fees.map((r) => Number(r.fee_minor)))}::bigint[]) AS f(id, fee)
     WHERE ${payments.id} = f.id`);
}

export interface StoredStatement {
  uploadId: string;
  repeated: number;
}

export async function storeStatement(
  db: Db,
  input: { provider: StatementProvider; fileName: string; lines: StatementLine[]; adminId: string },
): Promise<StoredStatement> {
  const { provider, lines } = input;
  // A reference twice in one file is one line.
  const unique = [...new Map(lines.map((l) => [l.reference, l])).values()];
  const days = unique.map((l) => l.day).sort();
  return db.transaction(async (tx) => {
    const [upload] = await tx
      .insert(statementUploads)
      .values({
        provider,
        fileName: input.fileName.slice(0, 200),
        lines: lines.length,
        firstDay: days[0] ?? null,
        lastDay: days.at(-1) ?? null,
        uploadedBy: input.adminId,
      })
      .returning({ id: statementUploads.id });
    const uploadId = upload!.id;
    let stored = 0;
    for (let i = 0; i < unique.length; i += BATCH) {
      const batch = unique.slice(i, i + BATCH);
      const found = await paymentsFor(
        tx,
        provider,
        batch.map((l) => l.reference),
      );
      const rows: Row[] = batch.map((l) => ({
        uploadId,
        provider,
        reference: l.reference,
        amountMinor: l.amountMinor,
        currency: l.currency,
        feeMinor: l.feeMinor,
        day: l.day,
        succeeded: l.succeeded ? 'yes' : 'no',
        payer: l.payer,
        ...judge(l, found.get(l.reference) ?? found.get(l.reference.toLowerCase())),
      }));
      const inserted = await insertLines(tx, rows);
      await keepFees(tx, inserted);
      stored += inserted.length;
    }
    const repeated = lines.length - stored;
    await tx.update(statementUploads).set({ repeated }).where(eq(statementUploads.id, uploadId));
    await recordActivity(tx, input.adminId, 'reconcile', 'statement', uploadId, {
      after: { provider, fileName: input.fileName, lines: lines.length, repeated },
    });
    return { uploadId, repeated };
  });
}
