import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { momoPreapprovals } from '~/server/core/db/preapproval-schema';
import { recurringPlans } from '~/server/core/db/recurring-schema';
import type { MailEvent } from '~/server/core/mail/mail-event';
import { nudge } from '~/server/core/mail/signals';
import { publicBaseUrl } from '~/server/messaging';
import type { PreapprovalApi, PreapprovalState } from '~/server/giving/payments/preapproval-api';
import { momoNote } from '~/server/giving/payments/providers/mtn-momo';
import type { PaymentDeps } from '~/server/giving/payments/settle';
import { formatDate, formatRwfNumber } from '~/shared/format';
import { isLanguage } from '~/shared/i18n';
import { planMail, queueAll } from './plan-mail';
import {
  MTN_NUMBER_SQL,
  PREAPPROVAL_DAYS,
  RENEW_DAYS_BEFORE,
  addDays,
  endOnMtnSide,
  markRow,
  requestPreapproval,
  settleApproved,
  today,
} from './preapproval';
import { givingText } from './texts';

type Row = typeof momoPreapprovals.$inferSelect;
type Deps = Pick<PaymentDeps, 'db' | 'config' | 'gateway' | 'log'>;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A pass holds the rows it works on this long; another instance takes them after. */
const LEASE_MS = 2 * MINUTE;
/** Asked about again after 1, 5, 30 minutes, then every 2 hours: a callback may never come. */
const pollAfter = (checks: number) => [MINUTE, 5 * MINUTE, 30 * MINUTE][checks - 1] ?? 120 * MINUTE;
/** A payer who has not approved within this long is not waited for: the request is withdrawn. */
export const APPROVAL_WAIT_MS = 3 * DAY;
const BATCH = 50;
/** A cancellation MTN has not confirmed after this many tries (an hour, 5 minutes apart): staff are told once. */
export const CANCEL_TRIES_BEFORE_STAFF = 12;

/** Staff told of a pre-approval that ended, or whose cancellation MTN does not confirm. */
const staffEvent = (planId: string, ref: string, issue: 'ended' | 'cancel-failing'): MailEvent => ({
  type: 'preapproval-staff',
  planId,
  ref,
  issue,
});

/** Where MTN calls back for one pre-approval: its reference is in the path (MTN's body does not carry it). */
export const preapprovalCallbackUrl = (config: Deps['config'], ref: string) =>
  `${publicBaseUrl(config)}/api/giving/preapprovals/${ref}/callback`;

/** What the payer's phone shows, in their language: up to the amount, every month, until the end, stoppable. */
function promptText(config: Deps['config'], row: Row, lang: string): string {
  const l = isLanguage(lang) ? lang : 'en';
  const until = formatDate(`${row.endsOn}T12:00:00Z`, l, { dateStyle: 'medium', timeZone: 'UTC' });
  return momoNote(
    givingText('preapproval.prompt', { name: config.org.name, max: formatRwfNumber(row.maxRwf, l), until }, l),
  );
}

const schedule = (db: Db, ref: string, set: Partial<typeof momoPreapprovals.$inferInsert>, now: Date) =>
  db
    .update(momoPreapprovals)
    .set({ ...set, updatedAt: now })
    .where(eq(momoPreapprovals.referenceId, ref));

/** Plans that may be approved once: active, MoMo on an MTN number, never asked. */
async function askFirst(deps: Deps, now: Date): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const plans = await tx
      .select()
      .from(recurringPlans)
      .where(
        and(
          eq(recurringPlans.status, 'active'),
          eq(recurringPlans.method, 'momo'),
          isNull(recurringPlans.preapprovalStatus),
          sql`regexp_replace(${recurringPlans.payerPhone}, '[ -]', '', 'g') ~ ${MTN_NUMBER_SQL}`,
          // None MTN may hold for it (a plan moved to another number had its old one cancelled).
          sql`NOT EXISTS (SELECT 1 FROM momo_preapprovals m WHERE m.plan_id = ${recurringPlans.id} AND m.status IN ('wanted', 'asking', 'pending', 'approved'))`,
        ),
      )
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const plan of plans) await requestPreapproval(tx, plan, 'first', now);
  });
}

/** Renewal asked 14 days before the end; a pre-approval past its end expires (the payer is told). */
async function renewAndExpire(deps: Deps, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const day = today(now);
    const renew = await tx
      .select()
      .from(recurringPlans)
      .where(
        and(
          inArray(recurringPlans.status, ['active', 'paused']),
          eq(recurringPlans.preapprovalStatus, 'approved'),
          sql`${recurringPlans.preapprovalEndsOn} <= ${addDays(day, RENEW_DAYS_BEFORE)}::date`,
          sql`${recurringPlans.preapprovalEndsOn} >= ${day}::date`,
          sql`NOT EXISTS (SELECT 1 FROM momo_preapprovals m WHERE m.plan_id = ${recurringPlans.id} AND m.ends_on > ${recurringPlans.preapprovalEndsOn})`,
        ),
      )
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const events: MailEvent[] = [];
    for (const plan of renew) {
      await requestPreapproval(tx, plan, 'renewal', now);
      events.push(planMail(plan, 'preapproval-renewal', { period: plan.period, attempt: 0 }));
    }
    const expired = await tx
      .update(recurringPlans)
      .set({ preapprovalStatus: 'expired', updatedAt: now })
      .where(
        and(eq(recurringPlans.preapprovalStatus, 'approved'), sql`${recurringPlans.preapprovalEndsOn} < ${day}::date`),
      )
      .returning();
    for (const plan of expired) {
      if (plan.preapprovalRef) await markRow(tx, { referenceId: plan.preapprovalRef }, 'expired', now, 'EXPIRED');
      if (plan.status !== 'cancelled')
        events.push(
          planMail(plan, 'preapproval-ended', { period: plan.period, attempt: 0 }),
          staffEvent(plan.id, plan.preapprovalRef ?? '', 'ended'),
        );
    }
    return queueAll(tx, deps, events);
  });
}

/** The rows due (or one), leased; a row wanted becomes asking: the call goes out next. */
async function lease(deps: Deps, now: Date, only?: { ref?: string; planId?: string }) {
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(momoPreapprovals)
      .where(
        and(
          inArray(momoPreapprovals.status, ['wanted', 'asking', 'pending', 'approved', 'cancelling']),
          lte(momoPreapprovals.nextCheckAt, now),
          ...(only?.ref ? [eq(momoPreapprovals.referenceId, only.ref)] : []),
          ...(only?.planId ? [eq(momoPreapprovals.planId, only.planId)] : []),
        ),
      )
      .orderBy(momoPreapprovals.nextCheckAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const r of rows)
      await schedule(
        tx,
        r.referenceId,
        {
          nextCheckAt: new Date(now.getTime() + LEASE_MS),
          checks: r.checks + 1,
          ...(r.status === 'wanted' ? { status: 'asking', askedAt: now } : {}),
        },
        now,
      );
    return rows.map((r) => ({ ...r, checks: r.checks + 1, fresh: r.status === 'wanted' }));
  });
}

/** One row's call to MTN (outside every transaction), then its answer settled in a short one. */
async function work(deps: Deps, api: PreapprovalApi, row: Row & { fresh: boolean }, now: Date): Promise<number> {
  const ref = row.referenceId;
  if (row.status === 'cancelling') {
    const done = await api.cancel(ref);
    if (done !== 'unavailable') return (void (await markRow(deps.db, row, 'cancelled', now)), 0);
    await schedule(deps.db, ref, { nextCheckAt: new Date(now.getTime() + 5 * MINUTE) }, now);
    // Still asked every 5 minutes; after an hour staff are told, once, with MTN's reference.
    if (row.checks !== CANCEL_TRIES_BEFORE_STAFF) return 0;
    return deps.db.transaction((tx) => queueAll(tx, deps, [staffEvent(row.planId, ref, 'cancel-failing')]));
  }
  if (row.fresh) {
    const [plan] = await deps.db.select().from(recurringPlans).where(eq(recurringPlans.id, row.planId));
    const asked = await api.ask({
      referenceId: ref,
      phone: row.payerPhone,
      validitySeconds: PREAPPROVAL_DAYS * 24 * 3600,
      message: promptText(deps.config, row, plan?.lang ?? 'en'),
      callbackUrl: preapprovalCallbackUrl(deps.config, ref),
    });
    deps.log?.info({ planId: row.planId, preapproval: ref, outcome: asked.status }, 'pre-approval asked');
    if (asked.status === 'pending')
      return (
        void (await schedule(deps.db, ref, { status: 'pending', nextCheckAt: new Date(now.getTime() + MINUTE) }, now)),
        0
      );
    if (asked.status === 'unavailable')
      // It may have arrived: its status says (404: it did not, and it is sent again under the same reference).
      return (
        void (await schedule(
          deps.db,
          ref,
          { status: asked.mayHaveArrived ? 'asking' : 'wanted', nextCheckAt: new Date(now.getTime() + MINUTE) },
          now,
        )),
        0
      );
    // One already pending for the payer (ours, being withdrawn): asked again later, a few times.
    if (asked.reason === 'PREAPPROVAL_EXIST_PENDING' && row.checks < 5)
      return (
        void (await schedule(
          deps.db,
          ref,
          { status: 'wanted', nextCheckAt: new Date(now.getTime() + 60 * MINUTE) },
          now,
        )),
        0
      );
    await deps.db.transaction((tx) => endOnMtnSide(tx, ref, 'failed', now, asked.reason));
    return 0;
  }
  return settleState(deps, row, await api.status(ref), now);
}

/** What MTN says of a pre-approval, settled; answers the messages queued. */
export async function settleState(deps: Deps, row: Row, state: PreapprovalState, now: Date): Promise<number> {
  const ref = row.referenceId;
  const later = (ms: number) => schedule(deps.db, ref, { nextCheckAt: new Date(now.getTime() + ms) }, now);
  switch (state.status) {
    case 'approved':
      if (row.status === 'approved') return (void (await later(DAY)), 0);
      await deps.db.transaction((tx) => settleApproved(tx, ref, state.expiresAt?.slice(0, 10) ?? null, now));
      return 0;
    case 'pending':
      if (row.askedAt && now.getTime() - row.askedAt.getTime() > APPROVAL_WAIT_MS) {
        // Never approved (a callback that never came, a payer who did not answer): withdrawn, never used later.
        await deps.db.transaction(async (tx) => {
          await endOnMtnSide(tx, ref, 'failed', now, 'NOT_APPROVED_IN_TIME');
          await markRow(tx, row, 'cancelling', now);
        });
        return 0;
      }
      return (void (await later(pollAfter(row.checks))), 0);
    case 'failed': {
      const ended = state.reason === 'EXPIRED' ? 'expired' : row.status === 'approved' ? 'cancelled' : 'failed';
      return deps.db.transaction(async (tx) => {
        const changed = await endOnMtnSide(tx, ref, ended, now, state.reason);
        // Ended on MTN's side while the plan was debited against it: back to monthly prompts, and the payer is told.
        if (!changed?.wasApproved || changed.plan.status === 'cancelled') return 0;
        return queueAll(tx, deps, [
          planMail(changed.plan, 'preapproval-ended', { period: changed.plan.period, attempt: 0 }),
          staffEvent(changed.plan.id, ref, 'ended'),
        ]);
      });
    }
    case 'unknown':
      if (row.status === 'asking')
        return (void (await schedule(deps.db, ref, { status: 'wanted', nextCheckAt: now }, now)), 0);
      return (void (await later(pollAfter(row.checks))), 0);
    case 'unavailable':
      return (void (await later(pollAfter(row.checks))), 0);
  }
}

export interface PreapprovalPassResult {
  worked: number;
  told: number;
}

/**
 * One pass: new plans asked once (with the setting on), renewals asked and ends noticed,
 * then each request due sent, asked about or cancelled. `only` narrows it to one request
 * (its callback) or one plan (the payer's stop).
 */
export async function runPreapprovalPass(
  deps: Deps,
  now = new Date(),
  only?: { ref?: string; planId?: string },
): Promise<PreapprovalPassResult> {
  const api = deps.gateway.byName('mtn-momo')?.preapproval;
  let told = 0;
  if (!only && deps.config.MOMO_PREAPPROVAL && api) {
    await askFirst(deps, now);
    told += await renewAndExpire(deps, now);
  }
  if (!api) return { worked: 0, told };
  const rows = await lease(deps, now, only);
  for (const row of rows) {
    try {
      told += await work(deps, api, row, now);
    } catch (err) {
      deps.log?.error({ err, preapproval: row.referenceId }, 'pre-approval step failed');
    }
  }
  if (told) nudge(deps.db, 'outbox');
  return { worked: rows.length, told };
}
