import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { payments } from '~/server/core/db/schema';
import { TranslatedHttpError } from '~/server/core/http/errors';
import { FIRST_CHECK_MS } from './check';
import type { DeclineDetail, DeclineReason, PaymentOutcome, PaymentProvider, PaymentRequest } from './provider';
import { declineMessage } from './decline-message';
import { paymentRefusal } from './providers/messages';
import { PaymentProviderUnavailableError } from './providers/unavailable-error';
import type { StoredAnswer } from './record';
import { type PaymentDeps, abandonPayment, approvalSettlement, settlePending } from './settle';

/** What asking the provider came to; never a throw, so a late answer can be settled like a prompt one. */
type Asked =
  | { outcome: PaymentOutcome }
  /** A hosted checkout whose link never came back: the payer cannot reach the page. */
  | { lost: string }
  /** Nothing was sent (no token, a fault of ours): the provider cannot have it. */
  | { failed: unknown };

export interface AskContext {
  paymentId: string;
  kind: string;
  method: string;
  /** How long the payer waits for the provider before being shown the pending answer. */
  waitMs: number;
  log?: FastifyBaseLogger;
}

export interface Answer {
  statusCode: number;
  body: unknown;
}

/** A request that may have reached the provider is pending, not failed: the poller finds out. */
async function ask(provider: PaymentProvider, request: PaymentRequest): Promise<Asked> {
  try {
    return { outcome: await provider.requestToPay(request) };
  } catch (error) {
    if (error instanceof PaymentProviderUnavailableError && error.providerRef) {
      // A checkout link lost costs nothing; a token charge that may have arrived is pending until verified.
      if (request.instrument.type === 'card' && !request.instrument.token) return { lost: error.providerRef };
      return { outcome: { status: 'pending', providerRef: error.providerRef } };
    }
    return { failed: error };
  }
}

/** A pending answer from the provider: its reference, the checkout's link, the first check soon. */
async function markAsked(deps: PaymentDeps, id: string, outcome: Extract<PaymentOutcome, { status: 'pending' }>) {
  const link = outcome.redirectUrl ?? null;
  await deps.db
    .update(payments)
    .set({
      providerRef: outcome.providerRef,
      nextCheckAt: new Date(Date.now() + (deps.config.PAYMENT_FIRST_CHECK_MS ?? FIRST_CHECK_MS)),
      ...(link
        ? { response: sql`jsonb_set(${payments.response}, '{body,data,redirectUrl}', to_jsonb(${link}::text))` }
        : {}),
    })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')));
}

/**
 * The payment's answer as it stands now, whoever settled it (this request, a callback
 * that came first, the poller): 201 approved, 202 pending (the stored answers), 402
 * declined with the payer's message, 503 for a checkout that never opened.
 */
export async function answerFor(deps: PaymentDeps, id: string): Promise<Answer> {
  const [row] = await deps.db.select().from(payments).where(eq(payments.id, id));
  const later = { 'retry-after': '60' };
  if (!row) throw paymentRefusal(503, 'decline.provider_error', { headers: later });
  if (row.status === 'approved' || row.status === 'pending') {
    const stored = row.response as StoredAnswer;
    return { statusCode: stored.statusCode, body: stored.body };
  }
  if (row.declineDetail === 'checkout_unavailable')
    throw paymentRefusal(503, 'decline.checkout_unavailable', { headers: later });
  const reason = (row.failureReason ?? 'payer_declined') as DeclineReason;
  throw new TranslatedHttpError(402, (lang) => declineMessage(reason, row.declineDetail as DeclineDetail | null, lang));
}

/**
 * What the provider answered, settled through the one settlement path (settle.ts) that
 * callbacks and the poller use: "approved at once" and "approved later" are one code.
 * `late`: the payer was already answered pending; nobody waits for this.
 */
async function settleAsked(deps: PaymentDeps, ctx: AskContext, asked: Asked, late: boolean): Promise<void> {
  const { paymentId: id } = ctx;
  if ('failed' in asked) {
    if (!late) {
      await abandonPayment(deps, id);
      throw asked.failed;
    }
    // The payer holds a pending page for it: failed with a reason, never removed under them.
    ctx.log?.warn({ err: asked.failed, paymentId: id }, 'payment request not sent');
    const reason = ctx.method === 'card' ? 'card_declined' : 'payer_declined';
    await settlePending(deps, id, { status: 'declined', reason, detail: 'provider_error' });
    return;
  }
  if ('lost' in asked) {
    ctx.log?.warn({ paymentId: id, kind: ctx.kind }, 'hosted checkout not opened');
    const lost = { reason: 'card_declined', detail: 'checkout_unavailable', providerRef: asked.lost } as const;
    await settlePending({ ...deps, log: ctx.log }, id, { status: 'declined', ...lost });
    return;
  }
  const { outcome } = asked;
  if (outcome.status === 'pending') await markAsked(deps, id, outcome);
  else if (outcome.status === 'approved')
    await settlePending({ ...deps, log: ctx.log }, id, approvalSettlement(outcome));
  else {
    const { reason, detail, providerRef } = outcome;
    await settlePending({ ...deps, log: ctx.log }, id, { status: 'declined', reason, detail, providerRef });
    ctx.log?.info({ paymentId: id, kind: ctx.kind, method: ctx.method, reason }, 'payment declined');
  }
}

/**
 * Asks the provider, outside every transaction (the pending payment and its claim are
 * already committed), and settles its answer. Every call has its own time limit
 * (providers/http.ts); the payer waits at most `ctx.waitMs` more and is then answered
 * pending, while the answer, when it comes, is settled the same way (or the poller,
 * a callback or staff's "check now" get there first: settlement happens once).
 */
export async function askAndSettle(
  deps: PaymentDeps,
  provider: PaymentProvider,
  request: PaymentRequest,
  ctx: AskContext,
): Promise<Answer> {
  const asking = ask(provider, request);
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<'waited'>((resolve) => {
    timer = setTimeout(() => resolve('waited'), ctx.waitMs);
  });
  const first = await Promise.race([asking, waited]);
  clearTimeout(timer);
  if (first === 'waited') {
    ctx.log?.warn({ paymentId: ctx.paymentId, provider: provider.name }, 'payment provider slow: answered pending');
    void asking
      .then((asked) => settleAsked(deps, ctx, asked, true))
      .catch((err: unknown) => ctx.log?.error({ err, paymentId: ctx.paymentId }, 'late provider answer not settled'));
    return answerFor(deps, ctx.paymentId);
  }
  await settleAsked(deps, ctx, first, false);
  return answerFor(deps, ctx.paymentId);
}
