/**
 * A local double of Airtel Money Africa's Open API, collections, following Airtel's
 * public documentation (developers.airtel.africa: "Authorization - Token",
 * "Collection-APIs: USSD Push", "Transaction Enquiry", "Callback" and the response
 * code tables): POST /auth/oauth2/token with JSON { client_id, client_secret,
 * grant_type: 'client_credentials' } → { access_token, expires_in (a string of
 * seconds), token_type }; POST /merchant/v1/payments/ (Bearer, X-Country, X-Currency;
 * msisdn without the country code) → { data: { transaction: { id, status } }, status:
 * { code, message, result_code, response_code, success } }; GET
 * /standard/v1/payments/{id} → data.transaction.status TS | TF | TA | TIP | TE; the
 * callback { transaction: { id, message, status_code: TS | TF, airtel_money_id } }.
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

export interface AirtelDoubleOptions {
  clientId?: string;
  clientSecret?: string;
  country?: string;
  currency?: string;
  tokenLifetimeSec?: number;
  now?: () => number;
}

/** How a payer (msisdn without country code) answers; TF carries one of Airtel's response codes. */
export type AirtelScript =
  | { outcome: 'TS' | 'TE'; afterPolls?: number }
  | { outcome: 'TF'; responseCode: string; afterPolls?: number }
  | { outcome: 'TIP' }
  | { outcome: 'TA' };

interface Transaction {
  id: string;
  msisdn: string;
  amount: number;
  polls: number;
  airtelMoneyId: string;
}

export interface AirtelDouble extends HttpDouble {
  settings: Required<Omit<AirtelDoubleOptions, 'now' | 'tokenLifetimeSec'>> & { baseUrl: string };
  script(msisdn: string, script: AirtelScript): void;
  expireTokens(): void;
  tokensIssued(): number;
  transactions: Map<string, Transaction>;
  /** Airtel's callback for a settled transaction, POSTed to the URL set in its portal. */
  callback(id: string, url: string): Promise<number>;
}

const status = (code: string, message: string, success: boolean, responseCode: string, resultCode = 'ESB000010') => ({
  code,
  message,
  result_code: resultCode,
  response_code: responseCode,
  success,
});
const refusal = (http: number, resultCode: string, message: string): DoubleAnswer => ({
  status: http,
  body: { status: status(String(http), message, false, 'DP00800001005', resultCode) },
});

export async function startAirtelDouble(options: AirtelDoubleOptions = {}): Promise<AirtelDouble> {
  const settings = {
    clientId: options.clientId ?? 'airtel-client-id',
    clientSecret: options.clientSecret ?? 'airtel-client-secret',
    country: options.country ?? 'RW',
    currency: options.currency ?? 'RWF',
  };
  const now = options.now ?? Date.now;
  const lifetime = options.tokenLifetimeSec ?? 180;
  const tokens = new Map<string, number>();
  const scripts = new Map<string, AirtelScript>();
  const transactions = new Map<string, Transaction>();

  function token(req: DoubleRequest): DoubleAnswer {
    const b = req.body as Record<string, unknown> | undefined;
    if (b?.grant_type !== 'client_credentials') return { status: 400, body: { error: 'unsupported_grant_type' } };
    if (b.client_id !== settings.clientId || b.client_secret !== settings.clientSecret)
      return { status: 401, body: { error_description: 'Invalid client credentials', error: 'invalid_client' } };
    const accessToken = randomUUID();
    tokens.set(accessToken, now() + lifetime * 1000);
    return { status: 200, body: { access_token: accessToken, expires_in: String(lifetime), token_type: 'bearer' } };
  }

  function refused(req: DoubleRequest): DoubleAnswer | null {
    const expiresAt = tokens.get(bearer(req.headers) ?? '');
    if (expiresAt === undefined || now() >= expiresAt)
      return { status: 401, body: { error: 'invalid_token', error_description: 'Access token expired' } };
    if (req.headers['x-country'] !== settings.country) return refusal(400, 'ROUTER006', 'Invalid Country');
    if (req.headers['x-currency'] !== settings.currency) return refusal(400, 'ROUTER112', 'Invalid Currency');
    return null;
  }

  function collect(req: DoubleRequest): DoubleAnswer {
    const b = req.body as
      { reference?: unknown; subscriber?: { msisdn?: unknown }; transaction?: Record<string, unknown> } | undefined;
    const tx = b?.transaction;
    const msisdn = b?.subscriber?.msisdn;
    if (typeof b?.reference !== 'string' || !tx || typeof tx.id !== 'string' || typeof tx.amount !== 'number')
      return refusal(400, 'ESB000008', 'Field validation error');
    if (typeof msisdn !== 'string' || !/^7\d{8}$/.test(msisdn))
      return refusal(400, 'ESB000033', 'Invalid MSISDN Length');
    if (transactions.has(tx.id)) return refusal(400, 'ESB000041', 'External Transaction ID already exists');
    transactions.set(tx.id, { id: tx.id, msisdn, amount: tx.amount, polls: 0, airtelMoneyId: `MP${Date.now()}` });
    return {
      status: 200,
      body: {
        data: { transaction: { id: tx.id, status: 'SUCCESS' } },
        status: status('200', 'SUCCESS', true, 'DP00800001006'),
      },
    };
  }

  function statusOf(tx: Transaction, settleNow: boolean): { status: string; responseCode: string } {
    const script: AirtelScript = scripts.get(tx.msisdn) ?? { outcome: 'TS' };
    if (script.outcome === 'TIP' || script.outcome === 'TA')
      return { status: script.outcome, responseCode: 'DP00800001006' };
    if (!settleNow && tx.polls <= (script.afterPolls ?? 0)) return { status: 'TIP', responseCode: 'DP00800001006' };
    if (script.outcome === 'TF') return { status: 'TF', responseCode: script.responseCode };
    return { status: script.outcome, responseCode: script.outcome === 'TS' ? 'DP00800001001' : 'DP00800001029' };
  }

  const double = await startHttpDouble((req) => {
    if (req.method === 'POST' && req.path === '/auth/oauth2/token') return token(req);
    const no = refused(req);
    if (no) return no;
    if (req.method === 'POST' && req.path === '/merchant/v1/payments/') return collect(req);
    const enquiry = /^\/standard\/v1\/payments\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && enquiry) {
      const tx = transactions.get(enquiry[1]!);
      if (!tx) return refusal(404, 'ESB000045', 'No Transaction Found');
      tx.polls++;
      const { status: s, responseCode } = statusOf(tx, false);
      return {
        status: 200,
        body: {
          data: {
            transaction: {
              id: tx.id,
              status: s,
              message: s,
              ...(s === 'TS' ? { airtel_money_id: tx.airtelMoneyId } : {}),
            },
          },
          status: status('200', s === 'TS' ? 'SUCCESS' : s, s !== 'TF', responseCode),
        },
      };
    }
    return { status: 404, body: { message: 'Not Found' } };
  });

  return {
    ...double,
    settings: { ...settings, baseUrl: double.url },
    script: (msisdn, script) => scripts.set(msisdn, script),
    expireTokens: () => {
      for (const t of tokens.keys()) tokens.set(t, 0);
    },
    tokensIssued: () => tokens.size,
    transactions,
    callback: (id, url) => {
      const tx = transactions.get(id);
      if (!tx) throw new Error(`no transaction ${id}`);
      const { status: s } = statusOf(tx, true);
      if (s !== 'TS' && s !== 'TF') throw new Error(`transaction ${id} has not settled (${s})`);
      return sendCallback(url, {
        transaction: {
          id,
          message: s === 'TS' ? `Paid RWF ${tx.amount} to Hope for Musanze Children` : 'Transaction failed',
          status_code: s,
          airtel_money_id: tx.airtelMoneyId,
        },
      });
    },
  };
}
