import { contract } from '~/shared/contract';
import { z } from 'zod';

const tags = ['docs'];

/** Where the API reference is served (src/server/core/openapi/docs-page.ts). */
export const DOCS_BASE = '/api/docs';

/** The OpenAPI document and the API reference (src/server/core/openapi/routes.ts). */
export const docsContracts = {
  document: contract({
    method: 'GET',
    url: '/api/openapi.json',
    summary: 'This OpenAPI 3.1 document',
    tags,
    response: z.object({ openapi: z.string() }).loose(),
  }),
  page: contract({
    method: 'GET',
    url: DOCS_BASE,
    summary: 'Browsable API reference (HTML)',
    tags,
  }),
  asset: contract({
    method: 'GET',
    url: `${DOCS_BASE}/:file`,
    summary: 'Script, style and icon of the API reference',
    tags,
    params: z.object({ file: z.string() }),
  }),
};
