/**
 * A local double of the MTN MoMo Open API, Collection product, following MTN's
 * public documentation (momodeveloper.mtn.com: "Collection" API reference,
 * "Common errors" and "Callback" pages, and the MoMo developer community's list of
 * FAILED reasons): POST /collection/token/ (Basic apiUser:apiKey +
 * Ocp-Apim-Subscription-Key, no body) → { access_token, token_type, expires_in };
 * POST /collection/v1_0/requesttopay (Bearer, X-Reference-Id UUID v4,
 * X-Target-Environment, X-Callback-Url) → 202, 409 RESOURCE_ALREADY_EXIST on a reused
 * reference, 400 on a malformed one or body; GET /collection/v1_0/requesttopay/{id}
 * → { amount, currency, financialTransactionId, externalId, payer, payerMessage,
 * payeeNote, status: PENDING | SUCCESSFUL | FAILED, reason }, 404 when unknown. The
 * callback is that same body, PUT (or POSTed) to X-Callback-Url. Pre-approvals
 * (momo-preapproval.ts): a request-to-pay from a payer with an approved one is debited at
 * once without a prompt (`preapproved`).
 */
import { randomUUID } from 'node:crypto';
import {
  type DoubleAnswer,
  type DoubleRequest,
  type HttpDouble,
  bearer,
  sendCallback,
  startHttpDouble,
} from './http-double';
import { type Preapproval, type PreapprovalScript, preapprovalDouble } from './momo-preapproval';

export interface MomoDoubleOptions {
  subscriptionKey?: string;
  apiUser?: string;
  apiKey?: string;
  targetEnvironment?: string;
  currency?: string;
  tokenLifetimeSec?: number;
  now?: () => number;
  /** The providerCallbackHost registered for the API user: MTN refuses callbacks to any other host. */
  callbackHost?: string;
}

/** How a payer number answers: settles (approved or a FAILED reason) after some polls or time, or never. */
export type MomoScript =
  | {
      outcome: 'SUCCESSFUL' | { reason: string };
      /** Pending for this many status polls first. */
      afterPolls?: number;
      /** Pending until this long after the request, on the double's clock (`now`). */
      afterMs?: number;
      paidAmount?: string;
    }
  | { outcome: 'never' };

interface Transaction {
  referenceId: string;
  body: { amount: string; currency: string; externalId: string; payer: { partyIdType: string; partyId: string } };
  payerMessage: string;
  payeeNote: string;
  callbackUrl?: string;
  polls: number;
  createdAt: number;
  financialTransactionId: string;
  /** Debited against an approved pre-approval: no prompt reached the payer's phone. */
  preapproved: boolean;
}

export interface MomoDouble extends HttpDouble {
  settings: Required<Omit<MomoDoubleOptions, 'now' | 'tokenLifetimeSec' | 'callbackHost'>> & { baseUrl: string };
  script(partyId: string, script: MomoScript): void;
  /** Every token issued so far is refused from now on (401), as after an early expiry. */
  expireTokens(): void;
  tokensIssued(): number;
  transactions: Map<string, Transaction>;
  /** Sends the callback for a request-to-pay as if it settled now; answers the HTTP status we gave back. */
  callback(referenceId: string, opts?: { method?: 'PUT' | 'POST'; url?: string }): Promise<number>;
  /** Pre-approvals (momo-preapproval.ts): how a payer answers one, the payer cancelling on the phone, its callback. */
  preapprovals: Map<string, Preapproval>;
  scriptPreapproval(partyId: string, script: PreapprovalScript): void;
  cancelOnPhone(referenceId: string): void;
  preapprovalCallback(referenceId: string, opts?: { url?: string }): Promise<number>;
}

const UUID4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const NOTE = /^[^'"<>]{0,160}$/;
const error = (status: number, code: string, message: string): DoubleAnswer => ({ status, body: { code, message } });

export async function startMomoDouble(options: MomoDoubleOptions = {}): Promise<MomoDouble> {
  const settings = {
    subscriptionKey: options.subscriptionKey ?? 'momo-subscription-key',
    apiUser: options.apiUser ?? randomUUID(),
    apiKey: options.apiKey ?? 'momo-api-key',
    targetEnvironment: options.targetEnvironment ?? 'mtnrwanda',
    currency: options.currency ?? 'RWF',
  };
  const now = options.now ?? Date.now;
  const lifetime = options.tokenLifetimeSec ?? 3600;
  const tokens = new Map<string, number>();
  const scripts = new Map<string, MomoScript>();
  const transactions = new Map<string, Transaction>();
  const pre = preapprovalDouble({ currency: settings.currency, callbackHost: options.callbackHost }, now);

  function refusedAccess(req: DoubleRequest): DoubleAnswer | null {
    if (req.headers['ocp-apim-subscription-key'] !== settings.subscriptionKey)
      return { status: 401, body: { statusCode: 401, message: 'Access denied due to invalid subscription key.' } };
    const expiresAt = tokens.get(bearer(req.headers) ?? '');
    if (expiresAt === undefined || now() >= expiresAt)
      return { status: 401, body: { statusCode: 401, message: 'Access denied due to invalid token.' } };
    if (req.headers['x-target-environment'] !== settings.targetEnvironment)
      return error(500, 'NOT_ALLOWED_TARGET_ENVIRONMENT', 'Access to target environment is forbidden.');
    return null;
  }

  function token(req: DoubleRequest): DoubleAnswer {
    if (req.headers['ocp-apim-subscription-key'] !== settings.subscriptionKey)
      return { status: 401, body: { statusCode: 401, message: 'Access denied due to invalid subscription key.' } };
    const basic = `Basic ${Buffer.from(`${settings.apiUser}:${settings.apiKey}`).toString('base64')}`;
    if (req.headers.authorization !== basic) return { status: 401, body: { error: 'login_failed' } };
    if (req.raw) return error(400, 'BAD_REQUEST', 'The token API takes no body.');
    const accessToken = randomUUID().replace(/-/g, '');
    tokens.set(accessToken, now() + lifetime * 1000);
    return { status: 200, body: { access_token: accessToken, token_type: 'access_token', expires_in: lifetime } };
  }

  function requestToPay(req: DoubleRequest): DoubleAnswer {
    const referenceId = String(req.headers['x-reference-id'] ?? '');
    if (!UUID4.test(referenceId)) return error(400, 'BAD_REQUEST', 'X-Reference-Id must be a UUID version 4.');
    if (transactions.has(referenceId))
      return error(409, 'RESOURCE_ALREADY_EXIST', 'Duplicated reference id. Creation for resource failed.');
    const b = req.body as Partial<Transaction['body'] & { payerMessage: string; payeeNote: string }> | undefined;
    const callbackUrl = req.headers['x-callback-url'] as string | undefined;
    if (
      !b ||
      typeof b.amount !== 'string' ||
      !/^\d+(\.\d{1,2})?$/.test(b.amount) ||
      typeof b.externalId !== 'string' ||
      b.payer?.partyIdType !== 'MSISDN' ||
      !/^\d{9,15}$/.test(b.payer.partyId ?? '') ||
      !NOTE.test(b.payerMessage ?? '') ||
      !NOTE.test(b.payeeNote ?? '') ||
      (callbackUrl !== undefined && !URL.canParse(callbackUrl))
    )
      return error(400, 'BAD_REQUEST', 'Request does not follow the specification.');
    if (b.currency !== settings.currency) return error(500, 'INVALID_CURRENCY', 'Currency not supported.');
    if (options.callbackHost && callbackUrl && new URL(callbackUrl).hostname !== options.callbackHost)
      return error(
        500,
        'INVALID_CALLBACK_URL_HOST',
        'Callback URL with different host name to configured for API User.',
      );
    transactions.set(referenceId, {
      referenceId,
      body: { amount: b.amount, currency: b.currency, externalId: b.externalId, payer: b.payer },
      payerMessage: b.payerMessage ?? '',
      payeeNote: b.payeeNote ?? '',
      callbackUrl,
      polls: 0,
      createdAt: now(),
      financialTransactionId: String(Math.floor(Math.random() * 1e9)),
      preapproved: pre.preapproved(b.payer.partyId, b.currency),
    });
    return { status: 202 };
  }

  /** The status answer; `settleNow` is a callback's view (the payer has just acted). */
  function statusOf(tx: Transaction, settleNow: boolean) {
    const script: MomoScript = scripts.get(tx.body.payer.partyId) ?? { outcome: 'SUCCESSFUL' };
    const base = { ...tx.body, payerMessage: tx.payerMessage, payeeNote: tx.payeeNote };
    // Pre-approved: debited at once, no prompt; the wallet may still refuse (funds, limits).
    if (tx.preapproved)
      return script.outcome === 'SUCCESSFUL' || script.outcome === 'never'
        ? { ...base, financialTransactionId: tx.financialTransactionId, status: 'SUCCESSFUL' }
        : { ...base, status: 'FAILED', reason: script.outcome.reason };
    if (script.outcome === 'never') return { ...base, status: 'PENDING' };
    const early = tx.polls <= (script.afterPolls ?? 0) || now() - tx.createdAt < (script.afterMs ?? 0);
    if (!settleNow && early) return { ...base, status: 'PENDING' };
    if (script.outcome === 'SUCCESSFUL')
      return {
        ...base,
        amount: script.paidAmount ?? tx.body.amount,
        financialTransactionId: tx.financialTransactionId,
        status: 'SUCCESSFUL',
      };
    return { ...base, status: 'FAILED', reason: script.outcome.reason };
  }

  const double = await startHttpDouble((req) => {
    if (req.method === 'POST' && req.path === '/collection/token/') return token(req);
    const refused = refusedAccess(req);
    if (refused) return refused;
    if (req.method === 'POST' && req.path === '/collection/v1_0/requesttopay') return requestToPay(req);
    const preapproval = pre.handle(req);
    if (preapproval) return preapproval;
    const status = /^\/collection\/v1_0\/requesttopay\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && status) {
      const tx = transactions.get(status[1]!);
      if (!tx) return error(404, 'RESOURCE_NOT_FOUND', 'Requested resource was not found.');
      tx.polls++;
      return { status: 200, body: statusOf(tx, false) };
    }
    return error(404, 'RESOURCE_NOT_FOUND', 'No such operation.');
  });

  return {
    ...double,
    settings: { ...settings, baseUrl: double.url },
    script: (partyId, script) => scripts.set(partyId, script),
    expireTokens: () => {
      for (const t of tokens.keys()) tokens.set(t, 0);
    },
    tokensIssued: () => tokens.size,
    transactions,
    callback: (referenceId, opts = {}) => {
      const tx = transactions.get(referenceId);
      const url = opts.url ?? tx?.callbackUrl;
      if (!tx || !url) throw new Error(`no request-to-pay ${referenceId} with a callback URL`);
      return sendCallback(url, statusOf(tx, true), { method: opts.method ?? 'PUT' });
    },
    preapprovals: pre.preapprovals,
    scriptPreapproval: pre.scriptPreapproval,
    cancelOnPhone: pre.cancelOnPhone,
    preapprovalCallback: (referenceId, opts = {}) => {
      const found = pre.callbackBody(referenceId);
      const url = opts.url ?? found?.url;
      if (!found || !url) throw new Error(`no pre-approval ${referenceId} with a callback URL`);
      return sendCallback(url, found.body, { method: 'PUT' });
    },
  };
}
