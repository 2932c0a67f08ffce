import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { docsContracts } from '~/shared/contracts/docs';
import { buildOpenApiDocument } from './document';
import { DOCS_CSP, docsPageHtml, readDocsAsset } from './docs-page';
import { TAG_DESCRIPTIONS } from './tags';
import type { Config } from '~/server/core/config';

/** Built once per app (keyed by its route table), on the first request: by then every route has been registered. */
const documents = new WeakMap<object, string>();

/**
 * Where the API is: PUBLIC_URL, the address every link the site sends begins with; while
 * it is not set, the origin this document was read from (a relative URL), not a guess.
 */
export const documentServer = (config: Pick<Config, 'PUBLIC_URL'>) =>
  config.PUBLIC_URL
    ? { url: config.PUBLIC_URL.replace(/\/+$/, ''), description: 'This site (PUBLIC_URL)' }
    : { url: '/', description: 'This site: the origin this document is served from (PUBLIC_URL is not set)' };

export const openapiRoutes: ApiRoute[] = [
  defineRoute(docsContracts.document, {
    auth: 'public',
    handler: async ({ deps, request, reply }) => {
      const routes = request.server.apiRoutes;
      let document = documents.get(routes);
      if (!document) {
        document = JSON.stringify(
          buildOpenApiDocument(routes, {
            title: `${deps.config.org.name} API`,
            version: '1.0.0',
            description:
              'Every error answer is `{ message }`. Admin routes need the session cookie or the bearer token ' +
              'from `POST /api/auth/login`. Lists are `{ data }` except `GET /api/message` and `GET /api/subscriptions`.',
            servers: [documentServer(deps.config)],
            tagDescriptions: TAG_DESCRIPTIONS,
          }),
        );
        documents.set(routes, document);
      }
      return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
    },
  }),

  defineRoute(docsContracts.page, {
    auth: 'public',
    handler: async ({ deps, reply }) =>
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', DOCS_CSP)
        .header('cache-control', 'no-cache')
        .send(docsPageHtml(`${deps.config.org.name} API`)),
  }),

  defineRoute(docsContracts.asset, {
    auth: 'public',
    handler: async ({ params, reply }) => {
      const asset = await readDocsAsset(params.file);
      if (!asset) return reply.code(404).send({ message: 'Not found' });
      return reply.type(asset.type).header('cache-control', 'public, max-age=86400').send(asset.body);
    },
  }),
];
