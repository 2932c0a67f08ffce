import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { resolveLanguage } from '~/server/core/http/language';
import { availableLanguages } from '~/shared/i18n/catalogues';
import type { LoadContextFor } from './load-context';
import { toWebRequest } from './web-request';

/**
 * Development: Vite serves the app with hot reload, pages are sent as React Router
 * renders them (no deferred boot, no page cache, no CSP).
 */
export async function devRenderer(app: FastifyInstance, loadContext: LoadContextFor) {
  const { createServer } = await import('vite');
  const vite: ViteDevServer = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  app.addHook('onClose', () => vite.close());
  const getBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  const handle = createRequestHandler(getBuild, 'development');

  return async function renderDev(request: FastifyRequest, reply: FastifyReply) {
    void reply.hijack();
    vite.middlewares(request.raw, reply.raw, async () => {
      try {
        const { lang } = resolveLanguage(request, availableLanguages);
        const response = await handle(toWebRequest(request), await loadContext(await getBuild(), request, lang));
        const res = reply.raw;
        res.statusCode = response.status;
        response.headers.forEach((value, name) => res.setHeader(name, value));
        res.end(Buffer.from(await response.arrayBuffer()));
      } catch (err) {
        vite.ssrFixStacktrace(err as Error);
        reply.raw.statusCode = 500;
        reply.raw.end(String((err as Error).stack));
      }
    });
  };
}
