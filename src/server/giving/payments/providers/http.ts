import { assertOutsideTransaction } from '~/server/core/db/outside-call';
import type { Currency, UnavailableCause } from '~/server/giving/payments/provider';

/** How long a provider may take to answer one call before we stop waiting. */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 15_000;

export interface ProviderOptions {
  /** Per call; tests shorten it to see a hanging provider handled. */
  timeoutMs?: number;
  /** The clock that ages cached tokens (tests move it instead of waiting). */
  now?: () => number;
}

export interface ProviderCall {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  /** Sent as JSON; none for a GET. */
  json?: unknown;
  timeoutMs: number;
}

/**
 * What came back: a status and a body (`undefined` when it was not JSON, `null` when
 * empty), or why nothing did. Never throws, so no secret-bearing request reaches a
 * stack trace or a log.
 */
export type ProviderAnswer =
  | { ok: true; status: number; body: unknown }
  /** `beforeSending`: the call itself never left (no token), so the provider cannot have it. */
  | { ok: false; cause: UnavailableCause; beforeSending?: true };

/** Whether a failed call may still have reached the provider: a timeout, a cut connection, a 5xx. */
export const mayHaveArrived = (answer: ProviderAnswer): boolean =>
  answer.ok
    ? answer.status >= 500
    : !answer.beforeSending && (answer.cause === 'timeout' || answer.cause === 'network');

export async function callProvider(call: ProviderCall): Promise<ProviderAnswer> {
  // Outside every transaction (docs/quality.md#outside-calls-stay-outside-transactions): inside one, this throws before anything is sent.
  assertOutsideTransaction('a payment provider');
  try {
    const response = await fetch(call.url, {
      method: call.method,
      headers: {
        accept: 'application/json',
        ...(call.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...call.headers,
      },
      body: call.json === undefined ? undefined : JSON.stringify(call.json),
      // The signal also bounds reading the body: a provider that stops mid-answer times out too.
      signal: AbortSignal.timeout(call.timeoutMs),
      redirect: 'error',
    });
    const text = await response.text();
    return { ok: true, status: response.status, body: parseJson(text) };
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    return { ok: false, cause: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network' };
  }
}

/** A callback's raw body as JSON, or null when it is not JSON at all. */
export const readJsonBody = (rawBody: Buffer): unknown => parseJson(rawBody.toString('utf8')) ?? null;

function parseJson(text: string): unknown {
  if (!text.trim()) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Why an answer is no use when it is not the one a call hoped for. */
export function unavailableCause(answer: ProviderAnswer): UnavailableCause {
  if (!answer.ok) return answer.cause;
  if (answer.status >= 500) return 'server_error';
  if (answer.status === 401 || answer.status === 403) return 'unauthorized';
  if (answer.status >= 400) return 'bad_request';
  return 'bad_answer';
}

/** Minor units as the decimal amount providers expect: whole francs, dollars with cents. */
export function majorAmount(amountMinor: number, currency: Currency | string): number {
  return currency === 'RWF' ? amountMinor : amountMinor / 100;
}

/** The same amount back in minor units, rounding away float noise (12.3 * 100). */
export function minorAmount(amount: number, currency: Currency | string): number {
  return currency === 'RWF' ? amount : Math.round(amount * 100);
}

/** The header value a provider sent, whatever case or repetition it arrived in. */
export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : value;
}
