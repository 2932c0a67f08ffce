/**
 * Pre-approvals in the MTN MoMo double (momodeveloper.mtn.com, Collection:
 * "PreApproval", "GetPreApprovalStatus", "CancelPreApproval"):
 * POST /collection/v2_0/preapproval (Bearer, X-Reference-Id UUID v4, X-Target-Environment,
 * X-Callback-Url; body { payer: { partyIdType: 'MSISDN', partyId }, payerCurrency,
 * payerMessage, validityTime (seconds) }) → 202; 409 RESOURCE_ALREADY_EXIST on a reused
 * reference; 409 PREAPPROVAL_EXIST_PENDING while one is pending for the payer (an error
 * of that kind; MTN's exact code is not published); 400 on a malformed body.
 * GET /collection/v2_0/preapproval/{referenceId} → { payer, payerCurrency, payerMessage,
 * status: PENDING | SUCCESSFUL | FAILED, expirationDateTime, reason }, 404 unknown. A
 * cancelled or expired one answers FAILED with reason CANCELLED / EXPIRED (our reading:
 * MTN does not publish those reasons). DELETE /collection/v1_0/preapproval/{id} → 200,
 * 404 unknown. The callback is the status body, PUT to X-Callback-Url.
 */
import type { DoubleAnswer, DoubleRequest } from './http-double';

export type PreapprovalScript =
  { outcome: 'SUCCESSFUL' | { reason: string }; afterPolls?: number } | { outcome: 'never' };

export interface Preapproval {
  referenceId: string;
  partyId: string;
  currency: string;
  payerMessage: string;
  validityTime: number;
  callbackUrl?: string;
  createdAt: number;
  polls: number;
  /** Set once the payer answered (the script, or a callback's view). */
  answered?: 'SUCCESSFUL' | { reason: string };
  cancelledAt?: number;
}

const UUID4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const NOTE = /^[^'"<>]{1,160}$/;
const error = (status: number, code: string, message: string): DoubleAnswer => ({ status, body: { code, message } });

export function preapprovalDouble(settings: { currency: string; callbackHost?: string }, now: () => number) {
  const all = new Map<string, Preapproval>();
  const scripts = new Map<string, PreapprovalScript>();

  const expiresAt = (p: Preapproval) => p.createdAt + p.validityTime * 1000;

  /** The payer's answer as it stands; `settleNow`: the payer has just acted (a callback's view). */
  function answerOf(p: Preapproval, settleNow: boolean): Preapproval['answered'] {
    if (p.answered) return p.answered;
    const script = scripts.get(p.partyId) ?? { outcome: 'SUCCESSFUL' };
    if (script.outcome === 'never') return undefined;
    if (!settleNow && p.polls <= (script.afterPolls ?? 0)) return undefined;
    p.answered = script.outcome;
    return p.answered;
  }

  function view(p: Preapproval, settleNow = false) {
    const base = {
      payer: { partyIdType: 'MSISDN', partyId: p.partyId },
      payerCurrency: p.currency,
      payerMessage: p.payerMessage,
      expirationDateTime: new Date(expiresAt(p)).toISOString(),
    };
    const answered = answerOf(p, settleNow);
    if (!answered) return { ...base, status: 'PENDING' };
    if (answered !== 'SUCCESSFUL') return { ...base, status: 'FAILED', reason: answered.reason };
    if (p.cancelledAt !== undefined) return { ...base, status: 'FAILED', reason: 'CANCELLED' };
    if (now() >= expiresAt(p)) return { ...base, status: 'FAILED', reason: 'EXPIRED' };
    return { ...base, status: 'SUCCESSFUL' };
  }

  function create(req: DoubleRequest): DoubleAnswer {
    const referenceId = String(req.headers['x-reference-id'] ?? '');
    if (!UUID4.test(referenceId)) return error(400, 'BAD_REQUEST', 'X-Reference-Id must be a UUID version 4.');
    if (all.has(referenceId))
      return error(409, 'RESOURCE_ALREADY_EXIST', 'Duplicated reference id. Creation for resource failed.');
    const b = req.body as Partial<{
      payer: { partyIdType?: string; partyId?: string };
      payerCurrency: string;
      payerMessage: string;
      validityTime: number;
    }>;
    const callbackUrl = req.headers['x-callback-url'] as string | undefined;
    if (
      !b ||
      b.payer?.partyIdType !== 'MSISDN' ||
      !/^\d{9,15}$/.test(b.payer.partyId ?? '') ||
      !NOTE.test(b.payerMessage ?? '') ||
      !Number.isInteger(b.validityTime) ||
      (b.validityTime ?? 0) <= 0 ||
      (callbackUrl !== undefined && !URL.canParse(callbackUrl))
    )
      return error(400, 'BAD_REQUEST', 'Request does not follow the specification.');
    if (b.payerCurrency !== settings.currency) return error(500, 'INVALID_CURRENCY', 'Currency not supported.');
    if (settings.callbackHost && callbackUrl && new URL(callbackUrl).hostname !== settings.callbackHost)
      return error(
        500,
        'INVALID_CALLBACK_URL_HOST',
        'Callback URL with different host name to configured for API User.',
      );
    const partyId = b.payer.partyId!;
    if ([...all.values()].some((p) => p.partyId === partyId && view(p).status === 'PENDING'))
      return error(409, 'PREAPPROVAL_EXIST_PENDING', 'A pre-approval is already pending for this payer.');
    all.set(referenceId, {
      referenceId,
      partyId,
      currency: b.payerCurrency,
      payerMessage: b.payerMessage!,
      validityTime: b.validityTime!,
      callbackUrl,
      createdAt: now(),
      polls: 0,
    });
    return { status: 202 };
  }

  /** The pre-approval routes; null for any other path. */
  function handle(req: DoubleRequest): DoubleAnswer | null {
    if (req.method === 'POST' && req.path === '/collection/v2_0/preapproval') return create(req);
    const get = /^\/collection\/v2_0\/preapproval\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && get) {
      const p = all.get(get[1]!);
      if (!p) return error(404, 'RESOURCE_NOT_FOUND', 'Requested resource was not found.');
      p.polls++;
      return { status: 200, body: view(p) };
    }
    const del = /^\/collection\/v1_0\/preapproval\/([^/]+)$/.exec(req.path);
    if (req.method === 'DELETE' && del) {
      const p = all.get(del[1]!);
      if (!p) return error(404, 'RESOURCE_NOT_FOUND', 'Requested resource was not found.');
      p.cancelledAt ??= now();
      return { status: 200 };
    }
    return null;
  }

  return {
    handle,
    preapprovals: all,
    scriptPreapproval: (partyId: string, script: PreapprovalScript) => scripts.set(partyId, script),
    /** The payer cancels it on their phone (MoMo menu): MTN's side only, nobody told. */
    cancelOnPhone: (referenceId: string) => {
      const p = all.get(referenceId);
      if (p) p.cancelledAt = now();
    },
    /** Whether a request-to-pay from this payer, made now, is debited without a prompt. */
    preapproved: (partyId: string, currency: string) =>
      [...all.values()].some(
        (p) => p.partyId === partyId && p.currency === currency && view(p).status === 'SUCCESSFUL',
      ),
    /** The status body a callback carries (the payer has just acted). */
    callbackBody: (referenceId: string) => {
      const p = all.get(referenceId);
      return p ? { body: view(p, true), url: p.callbackUrl } : null;
    },
  };
}
