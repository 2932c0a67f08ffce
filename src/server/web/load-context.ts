import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { resolveAdmin } from '~/server/core/auth/guard';
import { readPaymentSettings } from '~/server/giving';
import { LANG_COOKIE } from '~/server/core/http/language';
import { availableLanguages } from '~/shared/i18n/catalogues';
import type { Language } from '~/shared/i18n/core';
import type { ApiClient, AppLoadContext, SiteConfig } from '~/shared/load-context';
import { paymentMethods } from '~/shared/schemas/payment-methods';
import type { SiteContent } from '~/shared/schemas/site-settings';
import type { SiteContentReader } from '~/server/core/site/store';

/** The key React Router's routes read their context with, exported by entry.server. */
type ContextKey = Parameters<RouterContextProvider['set']>[0];
const contextKey = (build: ServerBuild) => (build.entry.module as { appContext?: ContextKey }).appContext!;

export function siteConfig(config: Config): SiteConfig {
  const { routes } = readPaymentSettings(config).settings;
  // Mobile money is off only when both networks are; a number on an off network is told so.
  const off = {
    card: routes.card === 'off',
    momo: routes.mtn === 'off' && routes.airtel === 'off',
    airtime: routes.airtime === 'off',
  };
  const methodsOff = paymentMethods.filter((m) => off[m]);
  return {
    org: config.org,
    adminPrefix: config.adminPrefix,
    timeZone: config.ORG_TIME_ZONE,
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    paymentsLive: Object.values(routes).some((t) => t !== 'sandbox' && t !== 'off'),
    ...(methodsOff.length > 0 && { methodsOff }),
    rwfPerUsd: config.RWF_PER_USD,
  };
}

/** Pages call the site's own API in-process, as the visitor, in the page's language. */
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
  const call = async (method: string, url: string, body?: unknown, extra: Record<string, string> = {}) => {
    // The request's own headers (an Idempotency-Key) never replace the visitor's cookie, origin or language.
    const own = { ...extra, ...headers };
    const res = await app.inject({
      method: method as 'GET',
      url,
      // The visitor's own address, so rate limits count per visitor, not per server.
      remoteAddress: request.ip,
      // Bytes (a part of a photo, the /field page without JavaScript) go as they are.
      headers:
        body instanceof Uint8Array
          ? { ...own, 'content-type': 'application/octet-stream' }
          : body !== undefined
            ? { ...own, 'content-type': 'application/json' }
            : own,
      ...(body instanceof Uint8Array
        ? { payload: Buffer.from(body) }
        : body !== undefined
          ? { payload: JSON.stringify(body) }
          : {}),
    });
    let parsed: unknown = res.body;
    try {
      parsed = res.body ? JSON.parse(res.body) : null;
    } catch {
      /* not JSON: keep the text */
    }
    const setCookie = res.headers['set-cookie'];
    const setCookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)];
    const total = res.headers['x-total-count'];
    return {
      status: res.statusCode,
      body: parsed as never,
      setCookies,
      ...(total === undefined ? {} : { totalCount: Number(total) }),
    };
  };
  return { get: (url) => call('GET', url), send: (method, url, body, extra) => call(method, url, body, extra) };
}

function provider(build: ServerBuild, value: AppLoadContext): RouterContextProvider {
  const ctx = new RouterContextProvider();
  ctx.set(contextKey(build), value);
  return ctx;
}

export type LoadContextFor = (
  build: ServerBuild,
  request: FastifyRequest,
  lang: Language,
) => Promise<RouterContextProvider>;

/** What every page's loaders get: the site, the language, the API as the visitor, the admin. */
export function loadContextFactory(
  app: FastifyInstance,
  db: Db,
  site: SiteConfig,
  reader: SiteContentReader,
): LoadContextFor {
  return async (build, request, lang) => {
    const [admin, content] = await Promise.all([resolveAdmin(db, request), reader.content(lang)]);
    return provider(build, {
      site,
      content,
      lang,
      languages: availableLanguages,
      api: apiClient(app, request, lang),
      admin: admin ? { name: admin.name, email: admin.email, role: admin.role } : null,
    });
  };
}

/** A visitor's context for a page rendered without a request (the start-up check): no API. */
export function anonymousContext(build: ServerBuild, site: SiteConfig, content: SiteContent): RouterContextProvider {
  const refuse = () => Promise.reject(new Error('No API call is expected here'));
  return provider(build, {
    site,
    content,
    lang: 'en',
    languages: availableLanguages,
    api: { get: refuse, send: refuse },
    admin: null,
  });
}
