import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '~test/server';
import { expectJson } from '~test/api';

type Operation = {
  summary: string;
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type Doc = {
  openapi: string;
  servers?: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: object };
};

let s: TestServer;
let doc: Doc;
beforeAll(async () => {
  s = await startTestServer();
  doc = await expectJson<Doc>(await s.request('/api/openapi.json'), 200);
});
afterAll(() => s.close());

const openApiPath = (url: string) => url.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');
/** Whether the guard copies each route's config.openapi into app.apiRoutes (it does since decision 003). */
const recorded = () => s.app.apiRoutes.some((r) => r.openapi);

describe('GET /api/openapi.json', () => {
  it('is OpenAPI 3.1 with an operation for every /api route', () => {
    expect(doc.openapi).toBe('3.1.0');
    const routes = s.app.apiRoutes.filter((r) => !r.url.includes('*'));
    expect(routes.length).toBeGreaterThan(10);
    for (const r of routes) {
      const op = doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()];
      expect(op, `${r.method} ${r.url}`).toBeDefined();
      expect(r.url.includes(':')).toBe(!!op!.parameters?.some((p) => p.in === 'path'));
      expect(op!.responses.default).toBeDefined();
      if (r.auth === 'admin') {
        expect(op!.security, `${r.method} ${r.url}`).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
        expect(op!.responses['401']).toBeDefined();
      } else expect(op!.security, `${r.method} ${r.url}`).toEqual([]);
      if (r.openapi?.rateLimited) expect(op!.responses['429'], `${r.method} ${r.url}`).toBeDefined();
    }
    expect(Object.keys(doc.paths).some((p) => p.includes(':') || p.includes('*'))).toBe(false);
    expect(doc.paths['/api/message/deleted/{id}']?.delete).toBeDefined();
  });

  it('answers the same document every time, without a session', async () => {
    const again = await s.request('/api/openapi.json');
    expect(again.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await again.json()).toEqual(doc);
  });

  it('carries the summaries and zod schemas of the routes', () => {
    expect(recorded()).toBe(true);
    const contact = doc.paths['/api/contact']!.post!;
    expect(contact.summary).toMatch(/contact/i);
    expect(contact.requestBody!.content['application/json']!.schema).toMatchObject({
      type: 'object',
      required: ['fullname', 'email', 'subject', 'message'],
    });
    expect(Object.keys(contact.responses)).toContain('201');
    const patch = doc.paths['/api/message/{id}']!.patch!;
    expect(patch.requestBody!.content['application/json']!.schema).toMatchObject({
      properties: { status: { enum: ['Unread', 'Read', 'Responded'] } },
    });
    expect(doc.paths['/api/availability']!.get!.responses['200']!.content).toBeDefined();
  });

  it('names where the API is served, and says what every tag groups', async () => {
    // No PUBLIC_URL in tests: the origin the document was read from.
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(doc.tags.length).toBeGreaterThan(10);
    for (const tag of doc.tags) expect(tag.description, tag.name).toMatch(/\w{3}/);
    expect(doc.paths['/api/contact']!.post!.responses['429']).toBeDefined();
    const configured = await startTestServer({ env: { PUBLIC_URL: 'https://give.musanze.org/' } });
    try {
      const other = await expectJson<Doc>(await configured.request('/api/openapi.json'), 200);
      expect(other.servers).toEqual([expect.objectContaining({ url: 'https://give.musanze.org' })]);
    } finally {
      await configured.close();
    }
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page with no inline script under a strict CSP', async () => {
    const res = await s.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("connect-src 'self'");
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBe(2);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/src="\/api\/docs\//);
      expect(body).toBe('');
    }
    expect(html).not.toMatch(/https?:\/\//);
  });

  it('serves the renderer from our own origin, and nothing else from its folder', async () => {
    const html = await (await s.request('/api/docs')).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBe(4);
    for (const asset of assets) {
      const res = await s.request(asset);
      expect(res.status, asset).toBe(200);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
    const init = await (await s.request('/api/docs/init.js')).text();
    expect(init).toContain("url: '/api/openapi.json'");
    expect(init).toContain('validatorUrl: null');
    for (const bad of ['package.json', '..%2Fpackage.json', 'index.html', 'swagger-ui-bundle.js.map', 'constructor'])
      expect((await s.request(`/api/docs/${bad}`)).status, bad).toBe(404);
  });
});
