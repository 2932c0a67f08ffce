import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { RouterContextProvider, createRequestHandler, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import type { Config } from '~/server/config';
import type { Db } from '~/server/db/client';
import { resolveAdmin } from '~/server/auth/guard';
import type { ContentVersion } from '~/server/http/content-version';
import { pageCsp } from '~/server/http/csp';
import { JSON_BODY_LIMIT } from '~/server/http/limits';
import { LANG_COOKIE, resolveLanguage } from '~/server/http/language';
import { availableLanguages } from '~/shared/i18n/catalogues';
import type { Language } from '~/shared/i18n/core';
import { PUBLIC_CACHE_CONTROL, isAnonymous } from '~/server/http/public-cache';
import { ResponseCache, etagOf, matchesEtag } from '~/server/http/response-cache';
import { adminOnlyAssets, requestedFile } from './admin-assets';
import { deferHydration } from './defer-hydration';
import type { ApiClient, AppLoadContext, SiteConfig } from '~/web/context';

type ContextKey = ServerBuild['entry']['module'] & { appContext: Parameters<RouterContextProvider['set']>[0] };

function apiClient(app: FastifyInstance, request: FastifyRequest, lang: Language): ApiClient {
  // The API answers in the page's language (content translations, messages).
  const headers: Record<string, string> = { host: request.host || 'localhost', 'accept-language': lang };
  // The page's language replaces a `lang` cookie that may still name the one being left.
  if (request.headers.cookie)
    headers.cookie = request.headers.cookie.replace(/(^|;\s*)lang=[^;]*/, `$1${LANG_COOKIE}=${lang}`);
  // The API's CSRF check must see where a page post came from.
  for (const name of ['origin', 'sec-fetch-site'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const call = async (method: string, url: string, body?: unknown) => {
    const res = await app.inject({
      method: method as 'GET',
      url,
      // The visitor's own address, so rate limits count per visitor, not per server.
      remoteAddress: request.ip,
      headers: body !== undefined ? { ...headers, 'content-type': 'application/json' } : headers,
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    let parsed: unknown = res.body;
    try {
      parsed = res.body ? JSON.parse(res.body) : null;
    } catch {
      /* not JSON: keep the text */
    }
    const setCookie = res.headers['set-cookie'];
    const setCookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)];
    return { status: res.statusCode, body: parsed as never, setCookies };
  };
  return { get: (url) => call('GET', url), send: (method, url, body) => call(method, url, body) };
}

export function siteConfig(config: Config): SiteConfig {
  return {
    org: config.org,
    adminPrefix: config.adminPrefix,
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
  };
}

/** One formatter for every request: `toLocaleDateString` with a time zone builds one per call. */
const kigaliDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Kigali' });

/** The dashboard lives at /dashboard and at /{admin prefix}: it boots at once. */
function isAdminPath(url: string, adminPrefix: string): boolean {
  const first = url.split('?')[0]!.split('/')[1];
  return first === 'dashboard' || first === adminPrefix;
}

/**
 * Form posts to route actions arrive as raw bytes and are handed to React Router
 * untouched; no page form holds more than the API takes as JSON.
 */
function rawBodyParsers(app: FastifyInstance) {
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    if (app.hasContentTypeParser(type)) app.removeContentTypeParser(type);
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: JSON_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
  }
}

function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(request.headers)) {
    if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : String(v));
  }
  const url = `${request.protocol}://${request.headers.host ?? 'localhost'}${request.url}`;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
  });
}

/**
 * Everything outside /api is the React Router app. In production the build is imported
 * from BUILD_DIR and pages for anonymous visitors are cached by content version (with
 * ETag/304); in development Vite serves it with hot reload.
 */
export async function installWeb(
  app: FastifyInstance,
  { db, config, version }: { db: Db; config: Config; version: ContentVersion },
): Promise<void> {
  const root = process.cwd();
  const dev = config.NODE_ENV === 'development';
  let getBuild: () => Promise<ServerBuild>;
  let vite: ViteDevServer | undefined;

  if (dev) {
    const { createServer } = await import('vite');
    vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    getBuild = () => vite!.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    app.addHook('onClose', () => vite!.close());
  } else {
    const build = (await import(path.join(root, config.BUILD_DIR, 'server/index.js'))) as ServerBuild;
    getBuild = async () => build;
    const adminAssets = adminOnlyAssets(path.join(root, config.BUILD_DIR, 'client'));
    app.addHook('onRequest', async (request, reply) => {
      if (!adminAssets.has(requestedFile(request.url) ?? '')) return;
      if (!(await resolveAdmin(db, request))) return reply.code(404).send({ message: 'Not found' });
    });
    // Hashed files never change: cache for a year. Everything else in the build briefly.
    await app.register(fastifyStatic, {
      root: path.join(root, config.BUILD_DIR, 'client'),
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        void reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  }

  const site = siteConfig(config);
  const handle = createRequestHandler(getBuild, dev ? 'development' : 'production');
  const cache = new ResponseCache();

  async function loadContext(request: FastifyRequest, lang: Language) {
    const key = ((await getBuild()).entry.module as ContextKey).appContext;
    const admin = await resolveAdmin(db, request);
    const value: AppLoadContext = {
      site,
      lang,
      languages: availableLanguages,
      api: apiClient(app, request, lang),
      admin: admin ? { name: admin.name, email: admin.email } : null,
    };
    const ctx = new RouterContextProvider();
    ctx.set(key, value);
    return ctx;
  }

  async function render(request: FastifyRequest, reply: FastifyReply) {
    // Anonymous GETs of public pages depend only on the URL and the content version.
    const { lang, remember } = resolveLanguage(request, availableLanguages);
    const cacheable = !dev && request.method === 'GET' && isAnonymous(request) && !remember;
    const v = cacheable ? await version.current() : 0;
    // Some wording depends on the date (a goal whose deadline has passed): the day is part of the key.
    const day = kigaliDay.format(new Date());
    const key = `${lang} ${day} ${request.url}`;
    const hit = cacheable ? cache.get(key, v) : undefined;
    if (hit) {
      void reply.headers(hit.headers).header('etag', hit.etag);
      if (matchesEtag(request.headers['if-none-match'], hit.etag)) return reply.code(304).send();
      const { encoding, body } = cache.encodedBody(key, hit, request.headers['accept-encoding']);
      if (encoding) void reply.header('content-encoding', encoding);
      return reply.code(hit.status).send(body);
    }

    const response = await handle(toWebRequest(request), await loadContext(request, lang));
    let body = Buffer.from(await response.arrayBuffer());
    const isHtml = (response.headers.get('content-type') ?? '').startsWith('text/html');
    let csp: string | undefined;
    if (isHtml) {
      let html = body.toString('utf8');
      // Public pages work without JavaScript: React boots on the first interaction.
      if (!isAdminPath(request.url, site.adminPrefix)) {
        html = deferHydration(html);
        body = Buffer.from(html, 'utf8');
      }
      csp = pageCsp(html);
    }
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== 'content-length') headers[name] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (remember) cookies.push(`${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`);
    if (csp) headers['content-security-policy'] = csp;

    // A page that asks not to be stored (e.g. the unsubscribe page) is not.
    const storable =
      cacheable &&
      cookies.length === 0 &&
      (response.status === 200 || response.status === 404) &&
      !/no-store|private/.test(headers['cache-control'] ?? '');
    if (storable) {
      const etag = etagOf(v, body);
      headers['cache-control'] = PUBLIC_CACHE_CONTROL;
      headers.vary = 'Cookie, Accept-Language, Accept-Encoding';
      cache.set(key, { version: v, etag, status: response.status, headers, body });
      void reply.header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.headers(headers).code(304).send();
    } else if (!headers['cache-control'] || !cacheable) {
      headers['cache-control'] = 'private, no-store';
    }
    if (cookies.length) void reply.header('set-cookie', cookies);
    return reply.headers(headers).code(response.status).send(body);
  }

  async function renderDev(request: FastifyRequest, reply: FastifyReply) {
    void reply.hijack();
    vite!.middlewares(request.raw, reply.raw, async () => {
      try {
        const { lang } = resolveLanguage(request, availableLanguages);
        const response = await handle(toWebRequest(request), await loadContext(request, lang));
        const res = reply.raw;
        res.statusCode = response.status;
        response.headers.forEach((value, name) => res.setHeader(name, value));
        res.end(Buffer.from(await response.arrayBuffer()));
      } catch (err) {
        vite!.ssrFixStacktrace(err as Error);
        reply.raw.statusCode = 500;
        reply.raw.end(String((err as Error).stack));
      }
    });
  }

  await app.register(async (web) => {
    rawBodyParsers(web);
    const handler = dev ? renderDev : render;
    web.route({ method: ['GET', 'HEAD', 'POST'], url: '/*', handler });
    web.route({ method: ['GET', 'HEAD'], url: '/', handler });
  });
}
