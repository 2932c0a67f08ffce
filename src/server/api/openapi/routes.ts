import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDeps } from '~/server/api';
import { buildOpenApiDocument } from './document';
import { DOCS_BASE, DOCS_CSP, docsPageHtml, readDocsAsset } from './docs-page';
import './info';

export function openapiRoutes(app: FastifyInstance, { config }: ApiDeps): void {
  // Built once, on the first request: by then every route has been registered.
  let document: string | undefined;
  const title = `${config.org.name} API`;

  app.get(
    '/api/openapi.json',
    {
      config: {
        auth: 'public',
        openapi: {
          summary: 'This OpenAPI 3.1 document',
          tags: ['docs'],
          response: z.object({ openapi: z.string() }).loose(),
        },
      },
    },
    async (_request, reply) => {
      document ??= JSON.stringify(
        buildOpenApiDocument(app.apiRoutes, {
          title,
          version: '1.0.0',
          description:
            'Every error answer is `{ message }`. Admin routes need the session cookie or the bearer token ' +
            'from `POST /api/auth/login`. Lists are `{ data }` except `GET /api/message` and `GET /api/subscriptions`.',
        }),
      );
      return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
    },
  );

  app.get(
    DOCS_BASE,
    { config: { auth: 'public', openapi: { summary: 'Browsable API reference (HTML)', tags: ['docs'] } } },
    async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', DOCS_CSP)
        .header('cache-control', 'no-cache')
        .send(docsPageHtml(title)),
  );

  app.get<{ Params: { file: string } }>(
    `${DOCS_BASE}/:file`,
    { config: { auth: 'public', openapi: { summary: 'Script, style and icon of the API reference', tags: ['docs'] } } },
    async (request, reply) => {
      const asset = await readDocsAsset(request.params.file);
      if (!asset) return reply.code(404).send({ message: 'Not found' });
      return reply.type(asset.type).header('cache-control', 'public, max-age=86400').send(asset.body);
    },
  );
}
