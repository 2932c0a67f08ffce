import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '~/server/core/auth/session';
import type { ContentVersion } from './content-version';
import { contentLanguage } from './language';
import { ResponseCache, etagOf, matchesEtag } from './response-cache';
import { todayIn } from '~/shared/time-zone';

/** Public reads that depend only on public content (and so on the content version): their route says `cache: 'content'`. */
const cacheable = (request: FastifyRequest) => request.routeOptions.config?.cache === 'content';

export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** Public reads answer in the language asked for (`?lang=` is part of the URL). */
const VARY = 'Cookie, Authorization, Accept-Language';

declare module 'fastify' {
  interface FastifyRequest {
    cacheSlot?: { key: string; version: number };
  }
}

export const isAnonymous = (request: FastifyRequest) =>
  !request.headers.authorization && !request.cookies?.[SESSION_COOKIE];

/**
 * Public GETs answer from memory while the content version is unchanged, with an ETag
 * so browsers revalidate for a 304. Admin answers are never stored anywhere.
 */
export function installPublicCache(app: FastifyInstance, version: ContentVersion): void {
  const cache = new ResponseCache();

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !cacheable(request) || !isAnonymous(request)) return;
    const v = await version.current();
    // The same URL answers in each language: one entry per language. Some answers change
    // with the date and no write (a child goes stale, sponsorship/children/freshness.ts):
    // the day is part of the key, as it is of the pages' (web/page-render.ts).
    const key = `${contentLanguage(request)} ${todayIn()} ${request.url}`;
    request.cacheSlot = { key, version: v };
    const hit = cache.get(key, v);
    if (!hit) return;
    void reply
      .headers(hit.headers)
      .header('etag', hit.etag)
      .header('cache-control', PUBLIC_CACHE_CONTROL)
      .header('vary', VARY);
    if (matchesEtag(request.headers['if-none-match'], hit.etag)) return reply.code(304).send();
    return reply.code(hit.status).send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // Staff answers (an admin route, or a public read made with a session, which then
    // carries the stored translations) are never stored, by us or by anyone between.
    const staffRead = !isAnonymous(request) && cacheable(request);
    if (request.routeOptions.config?.auth === 'admin' || request.headers.authorization || staffRead) {
      reply.header('cache-control', 'no-store');
      if (staffRead) reply.header('vary', VARY);
      return payload;
    }
    const slot = request.cacheSlot;
    if (!slot || reply.statusCode !== 200 || reply.getHeader('etag')) return payload;
    const body = Buffer.isBuffer(payload) ? payload : typeof payload === 'string' ? Buffer.from(payload) : null;
    if (!body) return payload;
    const etag = etagOf(slot.version, body);
    const headers = { 'content-type': String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8') };
    cache.set(slot.key, { version: slot.version, etag, status: 200, headers, body });
    reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL).header('vary', VARY);
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
