import type { z } from 'zod';

/**
 * One API route's contract: its method, path, inputs and answer, declared once
 * (docs/architecture.md, "Routes and their contracts"). The server registers its handler
 * against it (`defineRoute(contract, { auth, handler })` in src/server/core/http/route.ts),
 * the OpenAPI document is drawn from it, and the web calls it through its one client
 * (`call(api, contract, input)` in src/web/api/client.ts), which builds the path and
 * types the answer: no `/api/...` string and no cast in a page.
 */
type Schema = z.ZodType;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Contract<
  M extends HttpMethod = HttpMethod,
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  F extends Schema | undefined = Schema | undefined,
  J extends Schema | undefined = Schema | undefined,
  R extends Schema | undefined = Schema | undefined,
> {
  method: M;
  /** Fastify's form: `/api/blog/:id`. */
  url: string;
  summary: string;
  description?: string;
  tags: string[];
  /** Path parameters. */
  params?: P;
  query?: Q;
  /** A JSON body. */
  body?: B;
  /**
   * A multipart body: text `fields`, at most one file under `file`; `orJson` also accepts that JSON body;
   * `maxBytes`, the file's own size limit (the images' 5 MB otherwise).
   */
  multipart?: { fields: F; file: string; orJson?: J; maxBytes?: number };
  /** Status of a successful answer (default 200). */
  status?: number;
  /** The answer's shape (checked against every answer outside production). */
  response?: R;
  /** The body is `application/x-www-form-urlencoded` (RFC 8058 one-click); its fields are not read. */
  formBody?: boolean;
}

/** Declares a contract, keeping its schemas' types. */
export function contract<
  M extends HttpMethod,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  F extends Schema | undefined = undefined,
  J extends Schema | undefined = undefined,
  R extends Schema | undefined = undefined,
>(c: Contract<M, P, Q, B, F, J, R>): Contract<M, P, Q, B, F, J, R> {
  return c;
}

type In<S> = S extends Schema ? z.input<S> : never;
/* eslint-disable @typescript-eslint/no-explicit-any -- matching any contract's schemas */
export type AnyContract = Contract<HttpMethod, any, any, any, any, any, any>;
export type ParamsOf<C> = C extends Contract<HttpMethod, infer P, any, any, any, any, any> ? In<P> : never;
export type QueryOf<C> = C extends Contract<HttpMethod, any, infer Q, any, any, any, any> ? In<Q> : never;
export type BodyOf<C> =
  C extends Contract<HttpMethod, any, any, infer B, infer F, infer J, any>
    ? B extends Schema
      ? z.input<B>
      : F extends Schema
        ? // A multipart route is sent a FormData (or, where it takes one, its JSON body).
          FormData | (J extends Schema ? z.input<J> : never)
        : never
    : never;
/** The answer of a successful call, as JSON brings it (dates are strings in these schemas). */
export type AnswerOf<C> =
  C extends Contract<HttpMethod, any, any, any, any, any, infer R> ? (R extends Schema ? z.output<R> : unknown) : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

type Has<T, K extends string> = [T] extends [never] ? { [_ in K]?: never } : { [_ in K]: T };
/** What a call of the contract is given: the parts its contract declares, each typed. */
export type CallInput<C> = Has<ParamsOf<C>, 'params'> &
  Partial<Has<QueryOf<C>, 'query'>> &
  Has<BodyOf<C>, 'body'> & {
    /** What the request adds of its own (a payment's Idempotency-Key). */
    headers?: Record<string, string>;
  };

/** A query value as it travels: arrays repeat their key; undefined, null and '' are left out. */
function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one === undefined || one === null || one === '') continue;
      search.append(key, String(one));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The path a call of the contract goes to: its parameters filled in (encoded), its query appended. */
export function contractPath(
  c: AnyContract,
  params?: Record<string, unknown>,
  query?: Record<string, unknown>,
): string {
  const path = c.url.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${c.method} ${c.url}: parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  return path + queryString(query);
}

/**
 * The address of a GET route a page links to rather than calls (a PDF, a download, a private
 * photo): `contractPath` with its inputs typed by the contract.
 */
export function linkTo<C extends AnyContract>(
  c: C,
  ...[input]: object extends CallInput<C> ? [CallInput<C>?] : [CallInput<C>]
): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  return contractPath(c, params, query);
}
