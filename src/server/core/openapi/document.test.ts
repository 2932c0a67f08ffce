import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type RouteEntry, buildOpenApiDocument, operationId, toOpenApiPath } from './document';

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
  tags: { name: string }[];
};

interface Tree {
  id: string;
  children: Tree[];
}
const tree: z.ZodType<Tree> = z.object({ id: z.string(), children: z.array(z.lazy(() => tree)) });

const routes: RouteEntry[] = [
  {
    method: 'POST',
    url: '/api/things',
    auth: 'public',
    openapi: {
      summary: 'Add a thing',
      tags: ['things'],
      body: z.object({ name: z.string().max(10), size: z.number().default(1) }),
      status: 201,
    },
  },
  {
    method: 'GET',
    url: '/api/things',
    auth: 'public',
    openapi: {
      summary: 'List things',
      tags: ['things'],
      query: z.object({ page: z.coerce.number().int().min(1).default(1), q: z.string().optional() }),
      response: z.object({ data: z.array(z.object({ _id: z.uuid() })) }),
    },
  },
  {
    method: 'PUT',
    url: '/api/things/:id',
    auth: 'admin',
    openapi: {
      summary: 'Edit a thing',
      body: z.object({ name: z.string(), price: z.coerce.number() }),
      multipart: { fileField: 'image' },
    },
  },
  { method: 'DELETE', url: '/api/things/:id/parts/:partId', auth: 'admin' },
  { method: 'POST', url: '/api/trees', auth: 'admin', openapi: { summary: 'Trees', body: tree } },
  { method: 'GET', url: '/api/*', auth: 'public' },
  { method: 'PROPFIND', url: '/api/odd', auth: 'public' },
];
const doc = buildOpenApiDocument(routes, { title: 'Test API', version: '1.0.0' }) as unknown as Doc;

/** Every `$ref` in the document points at something that exists. */
function refs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refs(n, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refs(v, out);
    }
  }
  return out;
}

describe('the OpenAPI document builder', () => {
  it('converts Fastify paths to OpenAPI paths', () => {
    expect(toOpenApiPath('/api/x/:id')).toEqual({ path: '/api/x/{id}', params: ['id'] });
    expect(toOpenApiPath('/api/images/:hash/:file')).toEqual({
      path: '/api/images/{hash}/{file}',
      params: ['hash', 'file'],
    });
    expect(toOpenApiPath('/api/n/:id(^\\d+)')).toEqual({ path: '/api/n/{id}', params: ['id'] });
    expect(operationId('DELETE', '/api/message/deleted/{id}')).toBe('deleteApiMessageDeletedId');
  });

  it('writes OpenAPI 3.1 with every real route and nothing else', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/things',
      '/api/things/{id}',
      '/api/things/{id}/parts/{partId}',
      '/api/trees',
    ]);
    expect(Object.keys(doc.paths['/api/things']!).sort()).toEqual(['get', 'post']);
    expect(doc.tags).toEqual([{ name: 'things' }]);
  });

  it('describes a JSON body from its zod schema (input side: defaults are optional)', () => {
    const post = doc.paths['/api/things']!.post!;
    expect(post.summary).toBe('Add a thing');
    const schema = (post.requestBody as { content: Record<string, { schema: Record<string, unknown> }> }).content[
      'application/json'
    ]!.schema;
    expect(schema).toMatchObject({ type: 'object', required: ['name'], properties: { name: { maxLength: 10 } } });
    expect(schema.$schema).toBeUndefined();
    expect(Object.keys(post.responses as object)).toEqual(['201', '400', 'default']);
    expect(post.security).toEqual([]);
  });

  it('turns a query schema into query parameters', () => {
    const get = doc.paths['/api/things']!.get!;
    expect(get.parameters).toEqual([
      expect.objectContaining({ name: 'page', in: 'query', required: false }),
      expect.objectContaining({ name: 'q', in: 'query', required: false }),
    ]);
    expect((get.responses as Record<string, { content?: unknown }>)['200']!.content).toBeDefined();
  });

  it('describes multipart bodies with the file as binary, path parameters, and admin security', () => {
    const put = doc.paths['/api/things/{id}']!.put!;
    const content = (
      put.requestBody as { content: Record<string, { schema: { properties: Record<string, unknown> } }> }
    ).content;
    expect(Object.keys(content)).toEqual(['multipart/form-data']);
    expect(content['multipart/form-data']!.schema.properties.image).toEqual({ type: 'string', format: 'binary' });
    expect(content['multipart/form-data']!.schema.properties.name).toEqual({ type: 'string' });
    expect(put.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
    expect(put.security).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
    expect(Object.keys(put.responses as object).sort()).toEqual(['200', '400', '401', '404', 'default']);
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['sessionCookie', 'bearerToken']);
  });

  it('documents a route without openapi info by its method and path', () => {
    const del = doc.paths['/api/things/{id}/parts/{partId}']!.delete!;
    expect(del.summary).toBe('DELETE /api/things/{id}/parts/{partId}');
    expect((del.parameters as { name: string }[]).map((p) => p.name)).toEqual(['id', 'partId']);
  });

  it('describes errors as { message } and resolves every $ref, recursive schemas included', () => {
    expect(doc.components.schemas.Error).toMatchObject({ required: ['message'] });
    const all = refs(doc);
    expect(all.length).toBeGreaterThan(0);
    for (const ref of all) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas[ref.split('/').pop()!], ref).toBeDefined();
    }
    expect(JSON.stringify(doc)).not.toContain('$defs');
  });

  it('names the keys of a record keyed by an enum, and carries servers and tag descriptions', () => {
    const counts = z.strictObject({ counts: z.record(z.enum(['gift', 'child']), z.number().int()) });
    const built = buildOpenApiDocument(
      [
        {
          method: 'GET',
          url: '/api/counts',
          auth: 'public',
          openapi: { summary: 'Counts', tags: ['x'], response: counts },
        },
      ],
      {
        title: 'T',
        version: '1',
        servers: [{ url: 'https://give.example.rw' }],
        tagDescriptions: { x: 'Things' },
      },
    ) as unknown as Doc & { servers: unknown };
    const get = built.paths['/api/counts']!.get! as {
      responses: Record<string, { content: Record<string, { schema: { properties: Record<string, unknown> } }> }>;
    };
    const schema = get.responses['200']!.content['application/json']!.schema.properties.counts as Record<
      string,
      unknown
    >;
    expect(schema.required).toEqual(['gift', 'child']);
    expect(Object.keys(schema.properties as object)).toEqual(['gift', 'child']);
    expect((schema.properties as Record<string, unknown>).gift).toMatchObject({ type: 'integer' });
    expect(built.servers).toEqual([{ url: 'https://give.example.rw' }]);
    expect(built.tags).toEqual([{ name: 'x', description: 'Things' }]);
  });
});
