import { type AnswerOf, type AnyContract, type CallInput, contractPath } from '~/shared/contract';
import type { ApiClient, ApiResponse } from '~/shared/load-context';
import { refusalText } from '~/web/components/refusal-text';
import { pageLanguage } from '~/web/i18n';

/**
 * The one way the web talks to the API. Loaders and actions get an `ApiClient` that
 * calls the API in-process (`context.get(appContext).api`); the browser gets the same interface
 * over HTTP (`browserApi`). Either way an answer is `{ status, body }` and a refusal is
 * read from its `{ message }` by `messageOf` / `refusalOf`.
 */
export type { ApiClient, ApiResponse };

export type ApiMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The server's `{ message }`, when it gave one (a proxy's error page has none). */
export function messageOf(body: unknown): string | null {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : null;
}

/** A refusal as a visitor reads it (without the field path the API puts first), or null. */
export const refusalOf = (body: unknown): string | null => refusalText(messageOf(body)) || null;

export const isOk = (res: { status: number }) => res.status >= 200 && res.status < 300;

/** A non-2xx answer where the caller wants data (the dashboard's calls). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's `{ message }`, when it gave one. */
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `HTTP error! status: ${status}`);
  }
}

/** The body of a 2xx answer, or an ApiError carrying the server's message. */
export function bodyOf<T>(res: ApiResponse<T>): T {
  if (!isOk(res)) throw new ApiError(res.status, messageOf(res.body));
  return res.body;
}

/** The list in a body: `{ data: [...] }`, or a bare array as two docs/product.md lists are; null for anything else. */
export function listIn<T>(body: unknown): T[] | null {
  if (Array.isArray(body)) return body as T[];
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as T[]) : null;
}

/** The list of a 200 answer; null for any other answer. */
export const listOf = <T>(res: ApiResponse<unknown>): T[] | null => (res.status === 200 ? listIn<T>(res.body) : null);

export interface ApiInit {
  method?: 'GET' | ApiMethod;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as it is (multipart uploads). */
  body?: FormData;
  headers?: Record<string, string>;
}

/**
 * The browser's request to /api: same origin (the session cookie travels), in the
 * page's language. Rejects only when no answer came (offline, connection dropped).
 */
export function apiFetch(path: string, init: ApiInit = {}): Promise<Response> {
  const headers = new Headers({ accept: 'application/json', 'accept-language': pageLanguage(), ...init.headers });
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  return fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => '');
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/** `apiFetch` read into `{ status, body }`, the answer loaders get in-process. */
export async function browserCall<T = unknown>(path: string, init: ApiInit = {}): Promise<ApiResponse<T>> {
  const res = await apiFetch(path, init);
  const total = res.headers.get('x-total-count');
  return {
    status: res.status,
    body: (await readBody(res)) as T,
    ...(total === null ? {} : { totalCount: Number(total) }),
  };
}

/** The browser's ApiClient, for client loaders: the same calls as on the server. */
export const browserApi: ApiClient = {
  get: <T>(path: string) => browserCall<T>(path),
  send: <T>(method: ApiMethod, path: string, json?: unknown, headers?: Record<string, string>) =>
    browserCall<T>(path, { method, json, headers }),
};

/** Where a call of the contract goes, and what it carries (the one place a path is made). */
function request<C extends AnyContract>(c: C, input: CallInput<C>) {
  const { params, query, body, headers } = input as {
    params?: object;
    query?: object;
    body?: unknown;
    headers?: Record<string, string>;
  };
  return { path: contractPath(c, params as Record<string, unknown>, query as Record<string, unknown>), body, headers };
}

/**
 * Calls a route through its contract (src/shared/contract.ts): in-process from a loader
 * or action (`context.get(appContext).api`), over HTTP with `browserApi`. The answer's
 * body has the contract's type on success; read a refusal with `bodyOf` or `refusalOf`.
 */
export function call<C extends AnyContract>(
  api: ApiClient,
  c: C,
  ...[input]: object extends CallInput<C> ? [CallInput<C>?] : [CallInput<C>]
): Promise<ApiResponse<AnswerOf<C>>> {
  const { path, body, headers } = request(c, (input ?? {}) as CallInput<C>);
  if (c.method === 'GET') return api.get<AnswerOf<C>>(path);
  return api.send<AnswerOf<C>>(c.method, path, body, headers);
}

/**
 * `call` with a body as a form posted it (its text fields), unchecked here: the API's own
 * schema refuses what is wrong, a 400 naming the field in the visitor's words.
 */
export function callAsPosted<C extends AnyContract>(
  api: ApiClient,
  c: C,
  input: Omit<CallInput<C>, 'body'> & { body: Record<string, unknown> },
): Promise<ApiResponse<AnswerOf<C>>> {
  const { path, body, headers } = request(c, input as CallInput<C>);
  return api.send<AnswerOf<C>>(c.method as ApiMethod, path, body, headers);
}

/** `call` from the browser, where a body may be a FormData (an upload). */
export function browserCallTo<C extends AnyContract>(
  c: C,
  ...[input]: object extends CallInput<C> ? [CallInput<C>?] : [CallInput<C>]
): Promise<ApiResponse<AnswerOf<C>>> {
  const { path, body, headers } = request(c, (input ?? {}) as CallInput<C>);
  if (body instanceof FormData) return browserCall<AnswerOf<C>>(path, { method: c.method, body, headers });
  return browserCall<AnswerOf<C>>(path, { method: c.method, json: body, headers });
}
