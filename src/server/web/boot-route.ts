import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CATALOGUE_PATH, catalogueScript } from '~/shared/i18n/catalogue-script';
import { isLanguage } from '~/shared/i18n/core';
import { BOOT_DATA_ATTRIBUTE, type BootPlan } from '~/shared/boot';
import { BOOT_PATH, type BootFiles } from './boot-files';
import { LANG_COOKIE } from '~/server/core/http/language';
import type { BootStore } from './defer-hydration';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const JS = 'text/javascript; charset=utf-8';

/** A header only this process knows: a boot file's page rendered again, past the page cache. */
const REFILL_HEADER = 'x-boot-refill';
const refillToken = randomBytes(16).toString('hex');

/** Whether this render rebuilds a missing boot file (it must not be answered from the page cache). */
export const isRefill = (request: FastifyRequest) => request.headers[REFILL_HEADER] === refillToken;

/**
 * The boot files of one page's render: each address names its content and, after `?p=`,
 * the page, so that a file this instance no longer holds can be rebuilt (`i` is its
 * place in the page's plan).
 */
export function bootStoreFor(files: BootFiles, pageUrl: string): BootStore {
  let index = 0;
  return {
    put: (text) => `${files.put(text)}?p=${encodeURIComponent(pageUrl)}&i=${index++}`,
  };
}

/**
 * `/_i18n/<lang>.<hash>.js` (the page catalogues) and `/_boot/<hash>.js` (a page's boot
 * scripts, defer-hydration.ts), both named by their content and cached for a year.
 */
export function installBootRoutes(app: FastifyInstance, files: BootFiles | undefined): void {
  app.get<{ Params: { file: string } }>(`${CATALOGUE_PATH}:file`, async (request, reply) => {
    const lang = request.params.file.split('.')[0];
    const script = isLanguage(lang) ? catalogueScript(lang) : undefined;
    if (!script || script.name !== request.params.file) return reply.code(404).send({ message: 'Not found' });
    return reply.header('content-type', JS).header('cache-control', IMMUTABLE).send(script.body);
  });

  if (!files) return;
  app.get<{ Params: { file: string }; Querystring: { p?: string; i?: string } }>(
    `${BOOT_PATH}:file`,
    async (request, reply) => {
      const found: { body: Buffer; stale?: boolean } | undefined =
        files.get(request.params.file) ?? (await refill(app, request, files));
      if (!found) return reply.code(404).send({ message: 'Not found' });
      return reply
        .header('content-type', JS)
        .header('cache-control', found.stale ? 'no-store' : IMMUTABLE)
        .send(found.body);
    },
  );
}

/** A placeholder origin to read `p` against: a `p` that names another origin is refused. */
const HERE = 'http://boot.invalid';

/**
 * The page a refill may render: a path on this site (`p`, as the page's boot plan wrote
 * it), never another origin (`//host`, `/\host`), never a boot file itself; and the
 * place of the file in its plan (`i`). Undefined when either is not what a plan writes.
 */
export function refillTarget(query: { p?: unknown; i?: unknown }): { url: string; index: string } | undefined {
  const { p: page, i: index } = query;
  if (typeof page !== 'string' || typeof index !== 'string' || !/^\d{1,2}$/.test(index)) return undefined;
  if (!page.startsWith('/')) return undefined;
  let url: URL;
  let path: string;
  try {
    url = new URL(page, HERE);
    path = decodeURIComponent(url.pathname).toLowerCase();
  } catch {
    return undefined;
  }
  if (url.origin !== HERE || path.startsWith(BOOT_PATH) || path.startsWith('//')) return undefined;
  return { url: url.pathname + url.search, index };
}

/**
 * A boot file this instance does not hold (evicted, or the page came from another
 * instance): its page is rendered again, as the anonymous visitor it was rendered for
 * (only such pages have boot files: page-render.ts), in their language. Unchanged, that
 * stores the very file; changed since, the page's current file at the same place is
 * sent, not to be kept (React then shows the current content).
 */
async function refill(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: { file: string }; Querystring: { p?: string; i?: string } }>,
  files: BootFiles,
) {
  const target = refillTarget(request.query);
  if (!target) return undefined;
  const headers: Record<string, string> = { [REFILL_HEADER]: refillToken };
  const acceptLanguage = request.headers['accept-language'];
  if (typeof acceptLanguage === 'string') headers['accept-language'] = acceptLanguage;
  const lang = request.cookies?.[LANG_COOKIE];
  if (lang && isLanguage(lang)) headers.cookie = `${LANG_COOKIE}=${lang}`;
  // Counted against the visitor's network among its renders (render-limit.ts), not the server's own.
  const rendered = await app.inject({ method: 'GET', url: target.url, headers, remoteAddress: request.ip });
  const again = files.get(request.params.file);
  if (again) return again;
  const attribute = new RegExp(`${BOOT_DATA_ATTRIBUTE}="([^"]*)"`).exec(rendered.body)?.[1];
  if (!attribute) return undefined;
  const plan = JSON.parse(attribute.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as BootPlan;
  const src = plan.scripts.find((s) => s.src.startsWith(BOOT_PATH) && s.src.endsWith(`&i=${target.index}`))?.src;
  const current = src && files.get(src.slice(BOOT_PATH.length).split('?')[0]!);
  return current ? { body: current.body, stale: true } : undefined;
}
