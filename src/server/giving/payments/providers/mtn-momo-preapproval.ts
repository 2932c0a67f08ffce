import { z } from 'zod';
import { readRwandanPhone } from '~/server/giving/payments/phone';
import type { PreapprovalApi } from '~/server/giving/payments/preapproval-api';
import { mayHaveArrived } from './http';
import type { AuthorizedCall } from './token-cache';

/**
 * MTN MoMo pre-approvals (Collection API): `POST /collection/v2_0/preapproval`
 * (Bearer, X-Reference-Id, X-Target-Environment, X-Callback-Url; body payer,
 * payerCurrency, payerMessage, validityTime in seconds) → 202;
 * `GET /collection/v2_0/preapproval/{referenceId}` → { payer, payerCurrency,
 * payerMessage, status: PENDING | SUCCESSFUL | FAILED (| CREATED), expirationDateTime,
 * reason }; `DELETE /collection/v1_0/preapproval/{preapprovalId}` cancels one. MTN's
 * pre-approval carries no amount: the plan's maximum is ours to keep (and is said in
 * payerMessage). Every call is time-limited and never throws.
 */
const stateAnswer = z.object({
  status: z.string(),
  expirationDateTime: z.union([z.string(), z.number()]).optional(),
  reason: z.unknown().optional(),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

const reasonOf = (reason: unknown, fallback: string): string => {
  const code = typeof reason === 'string' ? reason : (reason as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z_]{1,60}$/.test(code) ? code : fallback;
};

const expiryOf = (v: string | number | undefined): string | undefined => {
  if (v === undefined) return undefined;
  const d = new Date(typeof v === 'number' ? v : v.replace(' ', 'T'));
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
};

export function momoPreapprovals(opts: { base: string; call: AuthorizedCall; currency: string }): PreapprovalApi {
  const { base, call } = opts;
  return {
    async ask(request) {
      const payer = readRwandanPhone(request.phone);
      const answer = await call('POST', `${base}/collection/v2_0/preapproval`, {
        headers: { 'x-reference-id': request.referenceId, 'x-callback-url': request.callbackUrl },
        json: {
          payer: { partyIdType: 'MSISDN', partyId: payer.msisdn },
          payerCurrency: opts.currency,
          payerMessage: request.message,
          validityTime: request.validitySeconds,
        },
      });
      if (answer.ok && (answer.status === 202 || answer.status === 201)) return { status: 'pending' };
      if (answer.ok && answer.status >= 400 && answer.status < 500 && answer.status !== 401)
        return { status: 'refused', reason: reasonOf(answer.body, `HTTP_${answer.status}`) };
      return { status: 'unavailable', mayHaveArrived: mayHaveArrived(answer) };
    },

    async status(referenceId) {
      if (!UUID.test(referenceId)) return { status: 'unknown' };
      const answer = await call('GET', `${base}/collection/v2_0/preapproval/${referenceId}`);
      if (answer.ok && answer.status === 404) return { status: 'unknown' };
      const parsed = answer.ok && answer.status === 200 ? stateAnswer.safeParse(answer.body) : null;
      if (!parsed?.success) return { status: 'unavailable' };
      const { status, reason, expirationDateTime } = parsed.data;
      if (status === 'PENDING' || status === 'CREATED') return { status: 'pending' };
      if (status === 'SUCCESSFUL') {
        const expiresAt = expiryOf(expirationDateTime);
        return { status: 'approved', ...(expiresAt ? { expiresAt } : {}) };
      }
      return { status: 'failed', reason: reasonOf(reason, status === 'FAILED' ? 'FAILED' : status.slice(0, 40)) };
    },

    async cancel(referenceId) {
      if (!UUID.test(referenceId)) return 'unknown';
      const answer = await call('DELETE', `${base}/collection/v1_0/preapproval/${referenceId}`);
      if (answer.ok && answer.status >= 200 && answer.status < 300) return 'cancelled';
      if (answer.ok && answer.status === 404) return 'unknown';
      return 'unavailable';
    },
  };
}
