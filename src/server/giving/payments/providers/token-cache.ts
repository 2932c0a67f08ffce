import type { UnavailableCause } from '~/server/giving/payments/provider';
import {
  DEFAULT_PROVIDER_TIMEOUT_MS,
  type ProviderAnswer,
  type ProviderCall,
  type ProviderOptions,
  callProvider,
  unavailableCause,
} from './http';

export type TokenResult = { ok: true; token: string } | { ok: false; cause: UnavailableCause };
export type FreshToken = { ok: true; token: string; expiresInSec: number } | { ok: false; cause: UnavailableCause };

export interface TokenCache {
  /** The cached token, or a new one; callers arriving during a refresh share it. */
  get(): Promise<TokenResult>;
  /** Forgets this token (the provider refused it), unless a newer one replaced it already. */
  invalidate(token: string): void;
}

/**
 * Renewed a little before it expires (a fifth of its life, at most a minute), so a
 * token is never sent in its last seconds and refused on the way.
 */
export function renewAfterMs(expiresInSec: number): number {
  return Math.max(0, expiresInSec - Math.min(60, expiresInSec / 5)) * 1000;
}

export function createTokenCache(fetchToken: () => Promise<FreshToken>, now: () => number = Date.now): TokenCache {
  let current: { token: string; renewAt: number } | null = null;
  let refreshing: Promise<TokenResult> | null = null;
  return {
    get() {
      if (current && now() < current.renewAt) return Promise.resolve({ ok: true, token: current.token });
      refreshing ??= fetchToken()
        .then((fresh): TokenResult => {
          if (!fresh.ok) return fresh;
          current = { token: fresh.token, renewAt: now() + renewAfterMs(fresh.expiresInSec) };
          return { ok: true, token: fresh.token };
        })
        .finally(() => {
          refreshing = null;
        });
      return refreshing;
    },
    invalidate(token) {
      if (current?.token === token) current = null;
    },
  };
}

/**
 * Makes a call with the cached token; a 401 (the provider expired or revoked it
 * early) gets one new token and one retry, never more.
 */
export async function callWithToken(
  tokens: TokenCache,
  call: (token: string) => Promise<ProviderAnswer>,
): Promise<ProviderAnswer> {
  const first = await tokens.get();
  if (!first.ok) return { ...first, beforeSending: true };
  const answer = await call(first.token);
  if (!answer.ok || answer.status !== 401) return answer;
  tokens.invalidate(first.token);
  const second = await tokens.get();
  if (!second.ok) return { ...second, beforeSending: true };
  return call(second.token);
}

/** Reads `{ access_token, expires_in }` (Airtel sends expires_in as a string). */
export function readTokenAnswer(answer: ProviderAnswer): FreshToken {
  if (!answer.ok || answer.status !== 200) return { ok: false, cause: unavailableCause(answer) };
  const body = answer.body as { access_token?: unknown; expires_in?: unknown } | null | undefined;
  const token = body?.access_token;
  const expiresInSec = Number(body?.expires_in);
  if (typeof token !== 'string' || !token || !Number.isFinite(expiresInSec) || expiresInSec <= 0)
    return { ok: false, cause: 'bad_answer' };
  return { ok: true, token, expiresInSec };
}

/** The cache of a provider's OAuth token, asked for by POST at `call` (`{ access_token, expires_in }`). */
export const tokenEndpoint = (call: Omit<ProviderCall, 'method'>, now?: () => number): TokenCache =>
  createTokenCache(async () => readTokenAnswer(await callProvider({ method: 'POST', ...call })), now);

/** A call made with a provider's cached token and headers (`callWithToken`), time-limited; `more` adds headers or a JSON body. */
export type AuthorizedCall = (
  method: ProviderCall['method'],
  url: string,
  more?: { headers?: Record<string, string>; json?: unknown },
) => Promise<ProviderAnswer>;

/** The provider's API as one function: its token, the headers each call carries with it, the time limit. */
export const authorizedCalls =
  (tokens: TokenCache, headers: (token: string) => Record<string, string>, timeoutMs: number): AuthorizedCall =>
  (method, url, more = {}) =>
    callWithToken(tokens, (token) =>
      callProvider({ method, url, headers: { ...headers(token), ...more.headers }, json: more.json, timeoutMs }),
    );

/**
 * An OAuth provider's API from its settings: its base address (no trailing slash), the
 * token asked for at `token.path` under it, and every call carrying `Bearer <token>` and
 * the provider's own `headers`, within the options' time limit.
 */
export function bearerApi(
  baseUrl: string,
  opts: ProviderOptions,
  spec: { token: { path: string; headers: Record<string, string>; json?: unknown }; headers: Record<string, string> },
): { base: string; call: AuthorizedCall } {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const base = baseUrl.replace(/\/+$/, '');
  const { path, ...token } = spec.token;
  const tokens = tokenEndpoint({ ...token, url: `${base}${path}`, timeoutMs }, opts.now);
  const headers = (token: string) => ({ authorization: `Bearer ${token}`, ...spec.headers });
  return { base, call: authorizedCalls(tokens, headers, timeoutMs) };
}
