import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { ApiDeps } from '~/server/core/deps';
import type { Admin } from '~/server/core/auth/session';
import type { Contract, HttpMethod } from '~/shared/contract';
import type { StaffRole } from '~/shared/staff-roles';
import { HttpError, notFound, parseInput } from '~/server/core/http/errors';
import { type FormFields, fieldsOfRefusal, readMultipart, unsupportedMediaType } from '~/server/core/http/multipart';
import { translate } from '~/shared/i18n';

/**
 * One declaration per API route: what it accepts, who may call it, what it answers and
 * how it is limited and cached. `registerRoutes` turns it into a Fastify route whose
 * handler receives the validated input, and the same declaration feeds the guard (auth),
 * the rate limiter, the public cache and the OpenAPI document, so none can drift apart.
 */

/** Repeated options, by name (the numbers live here once). */
const rateLimitPolicies = {
  /** Public forms and payments: the configured writes per minute per address. */
  'public-write': (deps: ApiDeps) => ({ max: deps.publicWriteLimit, timeWindow: '1 minute' }),
  /** Mailbox providers post one-click unsubscribes for many users from few addresses. */
  'mailbox-provider': (deps: ApiDeps) => ({ max: Math.max(deps.publicWriteLimit, 600), timeWindow: '1 minute' }),
};
export type RateLimitPolicy = keyof typeof rateLimitPolicies;
/** 'content': a public read that depends only on public content (src/server/core/http/public-cache.ts). */
export type CachePolicy = 'content';

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

/** A multipart body: its text fields (validated) and the one file, or null when none was chosen. */
export interface MultipartBody<F> {
  fields: F;
  file: Buffer | null;
  /** The file's name as the browser sent it (empty when none was given). */
  fileName: string;
}

type BodyOf<B, F, J> = B extends Schema
  ? z.output<B>
  : F extends Schema
    ? MultipartBody<z.output<F>> | (J extends Schema ? { json: z.output<J> } : never)
    : undefined;

export interface RouteContext<A, P, Q, B, F, J> {
  params: Out<P>;
  query: Out<Q>;
  body: BodyOf<B, F, J>;
  /** The signed-in admin: set on every 'admin' route (the guard has refused the rest). */
  admin: A extends 'admin' ? Admin : null;
  deps: ApiDeps;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteSpec<A, P, Q, B, F, J, R> {
  /** The contract the route was registered against (src/shared/contract.ts). */
  contract?: Contract;
  method: HttpMethod;
  url: string;
  auth: A;
  /** The staff roles an 'admin' route admits (src/shared/staff-roles.ts); the server refuses to start without. */
  roles?: readonly StaffRole[];
  summary: string;
  description?: string;
  tags: string[];
  /** Path parameters; one that does not parse names nothing: 404 with `notFound`. */
  params?: P;
  notFound?: string | (() => string);
  query?: Q;
  /** A JSON body. */
  body?: B;
  /** A multipart body: text `fields`, at most one file under `file`; `orJson` also accepts that JSON body. */
  multipart?: { fields: F; file: string; orJson?: J; maxBytes?: number };
  /** Status of a successful answer (default 200); a handler may set another on `reply`. */
  status?: number;
  /** The answer's shape; checked outside production (see `checkAnswer`). */
  response?: R;
  rateLimit?: RateLimitPolicy;
  cache?: CachePolicy;
  /** The body is `application/x-www-form-urlencoded` (RFC 8058 one-click); its fields are not read. */
  formBody?: boolean;
  /**
   * A multipart body refused before the handler (413 too large, 400, 415): the reply after
   * answering it otherwise (a page's form sent back to its page), or undefined for the usual
   * `{ message }`. `fields` are the text fields read before the refusal.
   */
  bodyRefused?: (
    error: HttpError,
    ctx: { fields: FormFields; request: FastifyRequest; reply: FastifyReply },
  ) => FastifyReply | undefined;
  /** Returns the answer (checked against `response`), or the reply after sending something else itself. */
  handler: (ctx: RouteContext<A, P, Q, B, F, J>) => Promise<(R extends Schema ? z.input<R> : unknown) | FastifyReply>;
}

/** A route declaration with its types erased, for the route tables. */
export interface ApiRoute {
  spec: RouteSpec<'public' | 'admin', Schema, Schema, Schema, Schema, Schema, Schema>;
}

/** What the server adds to a route's contract (src/shared/contract.ts): who may call it, its limits and its handler. */
export type RouteImpl<A, P, Q, B, F, J, R> = Pick<
  RouteSpec<A, P, Q, B, F, J, R>,
  'auth' | 'roles' | 'notFound' | 'rateLimit' | 'cache' | 'bodyRefused' | 'handler'
>;

/** Registers a handler against its contract: `defineRoute(blogContracts.list, { auth: 'public', handler })`. */
export function defineRoute<
  M extends HttpMethod,
  A extends 'public' | 'admin',
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  F extends Schema | undefined = undefined,
  J extends Schema | undefined = undefined,
  R extends Schema | undefined = undefined,
>(contract: Contract<M, P, Q, B, F, J, R>, impl: RouteImpl<A, P, Q, B, F, J, R>): ApiRoute;
export function defineRoute(contract: Contract, impl: object): ApiRoute {
  return { spec: { ...contract, ...impl, contract } as ApiRoute['spec'] };
}

const isJson = (request: FastifyRequest) => /^application\/json\b/i.test(request.headers['content-type'] ?? '');

async function readBody(spec: ApiRoute['spec'], request: FastifyRequest): Promise<unknown> {
  if (spec.body) return parseInput(spec.body, request.body);
  const form = spec.multipart;
  if (!form) return undefined;
  if (form.orJson && !request.isMultipart()) {
    if (!isJson(request)) throw unsupportedMediaType();
    return { json: parseInput(form.orJson, request.body) };
  }
  // Read to its end before validating, so a refusal never cuts an upload short.
  const { fields, file, fileName } = await readMultipart(request, form.file, form.maxBytes);
  return { fields: parseInput(form.fields, fields), file, fileName };
}

/**
 * Every answer is checked against the route's response schema outside production, and
 * a mismatch is a 500 (the log names the field): loud in every API test, so a record can neither
 * lose a documented field nor gain one (strict schemas) unnoticed. Production skips the
 * check: it costs a parse per answer, and a visitor should get the answer the tests passed.
 */
function checkAnswer(schema: Schema) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    const result = schema.safeParse(payload);
    if (result.success) return payload;
    const issue = result.error.issues[0]!;
    request.log.error({ issues: result.error.issues.slice(0, 5) }, 'answer does not match its response schema');
    throw new Error(
      `Answer of ${request.method} ${request.routeOptions.url} breaks its schema at ` +
        `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
  };
}

function toRouteOptions(route: ApiRoute, deps: ApiDeps): RouteOptions {
  const { spec } = route;
  const options: RouteOptions = {
    method: spec.method,
    url: spec.url,
    config: {
      auth: spec.auth,
      ...(spec.roles ? { roles: spec.roles } : {}),
      ...(spec.cache ? { cache: spec.cache } : {}),
      ...(spec.rateLimit ? { rateLimit: rateLimitPolicies[spec.rateLimit](deps) } : {}),
      openapi: {
        summary: spec.summary,
        tags: spec.tags,
        ...(spec.description ? { description: spec.description } : {}),
        ...(spec.query ? { query: spec.query } : {}),
        ...(spec.body ? { body: spec.body } : {}),
        ...(spec.multipart ? { body: spec.multipart.fields, multipart: { fileField: spec.multipart.file } } : {}),
        ...(spec.status ? { status: spec.status } : {}),
        ...(spec.response ? { response: spec.response } : {}),
        ...(spec.rateLimit ? { rateLimited: true } : {}),
      },
    },
    handler: async (request, reply) => {
      let params: unknown;
      if (spec.params) {
        const parsed = spec.params.safeParse(request.params);
        if (!parsed.success) throw notFound(typeof spec.notFound === 'function' ? spec.notFound() : spec.notFound);
        params = parsed.data;
      }
      const query = spec.query ? parseInput(spec.query, request.query) : undefined;
      const admin = spec.auth === 'admin' ? request.admin : null;
      let body: unknown;
      try {
        body = await readBody(spec, request);
      } catch (error) {
        // A page's form may be sent back to its page (only a signed-in admin's, on an admin route).
        const mayAnswer = error instanceof HttpError && (spec.auth !== 'admin' || admin);
        const answered = mayAnswer
          ? spec.bodyRefused?.(error, { fields: fieldsOfRefusal(error), request, reply })
          : undefined;
        if (answered) return answered;
        throw error;
      }
      // The guard refuses an admin route without a session before any handler runs.
      if (spec.auth === 'admin' && !admin) throw new HttpError(401, translate('common:errors.notLoggedIn'));
      if (spec.status) void reply.code(spec.status);
      return spec.handler({ params, query, body, admin, deps, request, reply } as never);
    },
  };
  if (spec.response && deps.config.NODE_ENV !== 'production') options.preSerialization = checkAnswer(spec.response);
  return options;
}

/**
 * Registers route declarations; form-encoded ones get a scope of their own with that
 * parser (Fastify loads the scope before the app is ready, so there is nothing to await).
 */
export function registerRoutes(app: FastifyInstance, deps: ApiDeps, routes: readonly ApiRoute[]): void {
  for (const route of routes.filter((r) => !r.spec.formBody)) app.route(toRouteOptions(route, deps));
  const formRoutes = routes.filter((r) => r.spec.formBody);
  if (!formRoutes.length) return;
  void app.register(async (scope) => {
    const form = 'application/x-www-form-urlencoded';
    if (scope.hasContentTypeParser(form)) scope.removeContentTypeParser(form);
    scope.addContentTypeParser(form, { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    for (const route of formRoutes) scope.route(toRouteOptions(route, deps));
  });
}
