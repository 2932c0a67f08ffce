import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild, createRequestHandler } from 'react-router';
import type { ContentVersion } from '~/server/core/http/content-version';
import { pageCsp } from '~/server/core/http/csp';
import { LANG_COOKIE, resolveLanguage } from '~/server/core/http/language';
import { PUBLIC_CACHE_CONTROL, isAnonymous } from '~/server/core/http/public-cache';
import { ResponseCache, etagOf, matchesEtag } from '~/server/core/http/response-cache';
import { availableLanguages } from '~/shared/i18n/catalogues';
import type { SiteConfig } from '~/shared/load-context';
import type { BootFiles } from './boot-files';
import { bootStoreFor, isRefill } from './boot-route';
import { PageShapeError, bootInPageOrder, deferHydration } from './defer-hydration';
import type { LoadContextFor } from './load-context';
import { toWebRequest } from './web-request';
import { canonicalPageUrl } from './page-params';
import type { RenderGate } from './render-limit';
import { translate } from '~/shared/i18n';
import { todayIn } from '~/shared/time-zone';
import type { Language } from '~/shared/i18n/core';

/**
 * The dashboard lives at /dashboard and at /{admin prefix}: it boots at once. Read as the
 * router matches it: percent-decoded, in any letter case (an address it cannot decode is
 * treated as the dashboard's: booting at once is always safe).
 */
function isAdminPath(url: string, adminPrefix: string): boolean {
  let first: string;
  try {
    first = decodeURIComponent(url.split('?')[0]!.split('/')[1] ?? '').toLowerCase();
  } catch {
    return true;
  }
  return first === 'dashboard' || first === adminPrefix.toLowerCase();
}

interface PageRendererDeps {
  build: ServerBuild;
  handle: ReturnType<typeof createRequestHandler>;
  loadContext: LoadContextFor;
  site: SiteConfig;
  version: ContentVersion;
  bootFiles: BootFiles;
  /** Renders per client network (render-limit.ts). */
  gate: RenderGate;
  /** Origins besides ours a form may post or be redirected to (csp.ts, checkoutOrigins). */
  formTargets?: readonly string[];
}

/** A page's answer when its visitor's network already has its share of renders under way or waiting. */
function tooManyRenders(reply: FastifyReply, lang: Language) {
  const text = translate('common:errors.tooManyRequests', undefined, lang);
  return reply
    .code(429)
    .header('retry-after', '2')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="${lang}"><meta charset="utf-8"><title>${text}</title><p>${text}</p></html>`);
}

/**
 * Production pages: rendered by React Router, public ones rewritten to boot on
 * interaction, each with a CSP of its own scripts' hashes. Pages for anonymous visitors
 * are cached by content version and day, with ETag/304 (decision 005).
 */
export function pageRenderer(deps: PageRendererDeps) {
  const { build, handle, loadContext, site, version, bootFiles } = deps;
  const cache = new ResponseCache();

  return async function render(request: FastifyRequest, reply: FastifyReply) {
    // Anonymous GETs of public pages depend only on the URL and the content version.
    const { lang, remember } = resolveLanguage(request, availableLanguages);
    const anonymous = isAnonymous(request);
    // HEAD (a monitor, a link checker) is answered as GET is, without the body: same headers.
    const reads = request.method === 'GET' || request.method === 'HEAD';
    // Keyed on the parameters the page reads: any other is redirected away, not rendered.
    if (reads && anonymous && !isRefill(request)) {
      const canonical = canonicalPageUrl(request.url);
      if (canonical !== undefined && canonical !== request.url)
        return reply.code(301).header('location', canonical).header('cache-control', 'public, max-age=3600').send();
    }
    // A page whose address carries a token (an invitation, a reset, a signed link) is one person's: never stored.
    const cacheable = reads && anonymous && !remember && !isRefill(request) && !/[?&]token=/.test(request.url);
    const v = cacheable ? await version.current() : 0;
    // Some wording depends on the date (a goal whose deadline has passed): the day is part of the key.
    const key = `${lang} ${todayIn()} ${request.url}`;
    const hit = cacheable ? cache.get(key, v) : undefined;
    if (hit) {
      void reply.headers(hit.headers).header('etag', hit.etag);
      if (matchesEtag(request.headers['if-none-match'], hit.etag)) return reply.code(304).send();
      const { encoding, body } = cache.encodedBody(key, hit, request.headers['accept-encoding']);
      if (encoding) void reply.header('content-encoding', encoding);
      return reply.code(hit.status).send(body);
    }

    // A render (not a cached page) takes its turn among its client network's.
    const rendered = await deps.gate.run(request, async () => {
      const answer = await handle(toWebRequest(request), await loadContext(build, request, lang));
      return { response: answer, bytes: Buffer.from(await answer.arrayBuffer()) };
    });
    if (!rendered) return tooManyRenders(reply, lang);
    const { response, bytes } = rendered;
    let body = bytes;
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== 'content-length') headers[name] = value;
    });
    const cookies = response.headers.getSetCookie();
    // Whether anyone asking for this address would get this page: only then may its boot
    // files be served to whoever knows their names, and kept by every cache for a year.
    const shareable =
      reads && anonymous && cookies.length === 0 && !/no-store|private/.test(headers['cache-control'] ?? '');
    if ((headers['content-type'] ?? '').startsWith('text/html')) {
      let html = body.toString('utf8');
      // Public pages work without JavaScript: React boots on the first interaction.
      // (The start-up check has seen React Router's shape; should one page differ, it is
      // sent as rendered, booting at once, and the log says why.) A page for one visitor
      // (signed in, a signed link's page, a form's answer) boots at once, its data in it.
      let deferred = false;
      if (shareable && !isAdminPath(request.url, site.adminPrefix)) {
        try {
          html = deferHydration(html, bootStoreFor(bootFiles, request.url));
          deferred = true;
        } catch (err) {
          if (!(err instanceof PageShapeError)) throw err;
          request.log.error({ err }, 'page sent without deferred hydration');
        }
      }
      // Booting at once, React waits for the page's catalogues all the same.
      if (!deferred) html = bootInPageOrder(html);
      body = Buffer.from(html, 'utf8');
      headers['content-security-policy'] = pageCsp(html, deps.formTargets);
    }
    if (remember) cookies.push(`${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`);

    // A page that asks not to be stored (e.g. the unsubscribe page) is not.
    const storable = cacheable && shareable && (response.status === 200 || response.status === 404);
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
  };
}
