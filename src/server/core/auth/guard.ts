import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '~/server/core/db/client';
import { translate } from '~/shared/i18n';
import { HttpError } from '~/server/core/http/errors';
import type { StaffRole } from '~/shared/staff-roles';
import { type Admin, SESSION_COOKIE, findSession } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every /api route says who may call it; the guard below enforces 'admin'. */
    auth?: 'public' | 'admin';
    /** The staff roles an 'admin' route admits (docs/decisions/013-staff-roles-and-sign-in.md); required on every one. */
    roles?: readonly StaffRole[];
    /** Description for /api/openapi.json: zod schemas are turned into JSON Schema there. */
    openapi?: OpenApiInfo;
    /** 'content': a public read answered from the public cache (src/server/core/http/public-cache.ts). */
    cache?: 'content';
  }
  interface FastifyInstance {
    /** Every /api route and who may call it, for the test that walks the route table. */
    apiRoutes: {
      method: string;
      url: string;
      auth: 'public' | 'admin';
      roles?: readonly StaffRole[];
      openapi?: OpenApiInfo;
    }[];
  }
  interface FastifyRequest {
    admin: Admin | null;
    /** The session token the request carried (cookie or bearer), if any. */
    sessionToken: string | null;
  }
}

export function readToken(request: FastifyRequest): { token: string | null; via: 'bearer' | 'cookie' | null } {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), via: 'bearer' };
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : { token: null, via: null };
}

/** Filled from the route's declaration (src/server/core/http/route.ts). */
export interface OpenApiInfo {
  summary: string;
  /** Longer text shown under the summary. */
  description?: string;
  tags?: string[];
  /** JSON body, or the text fields of a multipart body (see `multipart`). */
  body?: z.ZodType;
  multipart?: { fileField?: string };
  query?: z.ZodType;
  /** Status of a successful answer (default 200; 2XX for an undeclared POST). */
  status?: number;
  /** Shape of a successful answer. */
  response?: z.ZodType;
  /** Rate limited (429 with Retry-After past the limit). */
  rateLimited?: boolean;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A write carried by the session cookie must come from our own pages: browsers send
 * Origin on cross-site POSTs, so a foreign Origin is refused (CSRF). Bearer-token
 * clients are not exposed to CSRF and are not checked. Our host is the one the
 * visitor asked for: behind a trusted proxy (TRUST_PROXY), its X-Forwarded-Host.
 */
export function crossSiteWrite(request: FastifyRequest): boolean {
  if (!UNSAFE.has(request.method)) return false;
  const origin = request.headers.origin;
  if (!origin) return request.headers['sec-fetch-site'] === 'cross-site';
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

export async function resolveAdmin(db: Db, request: FastifyRequest): Promise<Admin | null> {
  const { token, via } = readToken(request);
  request.sessionToken = token;
  if (!token) return null;
  if (via === 'cookie' && crossSiteWrite(request)) return null;
  return findSession(db, token);
}

/** The one guard: every route marked `config: { auth: 'admin' }` passes through here. */
export function installGuard(app: FastifyInstance, db: Db): void {
  app.decorateRequest('admin', null);
  app.decorateRequest('sessionToken', null);

  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const auth = route.config?.auth;
    if (!auth)
      throw new Error(`API route ${String(route.method)} ${route.url} must declare config.auth ('public' or 'admin')`);
    const roles = route.config?.roles;
    if (auth === 'admin' && !roles?.length)
      throw new Error(
        `API route ${String(route.method)} ${route.url} must declare the staff roles it admits (roles: [...], see src/shared/staff-roles.ts)`,
      );
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        app.apiRoutes.push({ method, url: route.url, auth, roles, openapi: route.config?.openapi });
  });

  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    const config = request.routeOptions.config;
    if (config?.auth !== 'admin') return;
    request.admin = await resolveAdmin(db, request);
    if (!request.admin) throw new HttpError(401, translate('common:errors.notLoggedIn'));
    if (!config.roles?.includes(request.admin.role)) throw new HttpError(403, translate('staff:api.notYourRole'));
  });
}
