import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payments } from '~/server/core/db/schema';
import { checkPayment } from './check';
import type { PaymentDeps } from './settle';
import { type RepeatingJob, repeatEvery } from '~/server/core/jobs/repeat';

/** How long one poller holds a payment it is asking about; another may take it after. */
const LEASE_MS = 60_000;
const BATCH = 20;
export const POLL_INTERVAL_MS = 3_000;

/**
 * Takes the pending payments due for a check, each for one poller at a time: the lease
 * is claimed with FOR UPDATE SKIP LOCKED and a conditional UPDATE, so any number of
 * server processes may poll one database. All state is in the payments table, so a
 * restarted server picks up where the last one stopped.
 */
async function claimDue(deps: PaymentDeps, now: Date): Promise<string[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + LEASE_MS).toISOString();
  const result = (await deps.db.execute(sql`
    WITH picked AS MATERIALIZED (
      SELECT id FROM payments
      WHERE status = 'pending' AND next_check_at <= ${at}::timestamptz
        AND (lease_until IS NULL OR lease_until < ${at}::timestamptz)
      ORDER BY next_check_at
      LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED)
    UPDATE payments p SET lease_until = ${until}::timestamptz
    FROM picked WHERE p.id = picked.id AND p.status = 'pending'
      AND (p.lease_until IS NULL OR p.lease_until < ${at}::timestamptz)
    RETURNING p.id`)) as unknown as { rows: { id: string }[] };
  return result.rows.map((r) => r.id);
}

/** One pass: every due payment asked about once. Answers how many were checked (tests call it). */
export async function runPaymentPollerPass(deps: PaymentDeps, now = new Date()): Promise<number> {
  // A child held past its minutes goes back on the list; its payment stays pending until it settles.
  const lapsed = await deps.purchases.sweepLapsed(deps.db, now);
  if (lapsed) deps.log?.info({ children: lapsed }, 'lapsed holds released');
  const ids = await claimDue(deps, now);
  for (const id of ids) {
    try {
      const [row] = await deps.db.select().from(payments).where(eq(payments.id, id));
      if (row) await checkPayment(deps, row, now);
    } catch (err) {
      deps.log?.error({ err, paymentId: id }, 'payment check failed');
    }
  }
  return ids.length;
}

export type PaymentPoller = RepeatingJob;

/** Polls every few seconds until stopped; a pass never overlaps the next. */
export function createPaymentPoller(deps: PaymentDeps, intervalMs = POLL_INTERVAL_MS): PaymentPoller {
  return repeatEvery(
    () => runPaymentPollerPass(deps),
    intervalMs,
    (err) => deps.log?.error({ err }, 'payment poller pass failed'),
  );
}

/** Started once the server is ready, stopped before the database closes (like the mail workers). */
export function startPaymentPoller(app: FastifyInstance, deps: PaymentDeps, intervalMs?: number): void {
  let poller: PaymentPoller | undefined;
  app.addHook('onReady', async () => {
    poller = createPaymentPoller({ ...deps, log: deps.log ?? app.log }, intervalMs);
  });
  app.addHook('preClose', async () => {
    await poller?.stop();
  });
}
