import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiDeps } from '~/server/core/deps';
import type { Admin } from '~/server/core/auth/session';
import { installErrorHandler } from '~/server/core/http/errors';
import { idParams } from '~/server/core/http/parse';
import { type ApiRoute, defineRoute, registerRoutes } from '~/server/core/http/route';
import { contract } from '~/shared/contract';
import { requiredText } from '~/shared/schemas/common';

const ID = '0F8FAD5B-D9CB-469F-A165-70867728950E';
const ADMIN: Admin = { id: 'a1', email: 'staff@example.org', name: 'Staff', role: 'administrator' };
const record = z.strictObject({ _id: z.uuid(), name: z.string() });

/** The same handler answers what its query asks for, to see the response check at work. */
const routes: ApiRoute[] = [
  defineRoute(
    contract({
      method: 'PUT',
      url: '/api/things/:id',
      summary: 'Rename a thing',
      tags: ['things'],
      params: idParams,
      query: z.object({ answer: z.enum(['good', 'missing', 'extra']).default('good') }),
      body: z.object({ name: requiredText('contact.name', 20) }),
      response: z.strictObject({ data: record }),
    }),
    {
      auth: 'admin',
      notFound: 'Thing not found',
      rateLimit: 'public-write',
      handler: async ({ params, query, body, admin }) => {
        const data = { _id: params.id, name: `${body.name} by ${admin.name}` };
        if (query.answer === 'missing') return { data: { _id: params.id } } as never;
        if (query.answer === 'extra') return { data: { ...data, secret: 'x' } };
        return { data };
      },
    },
  ),
  defineRoute(contract({ method: 'GET', url: '/api/things', summary: 'Things', tags: ['things'], status: 203 }), {
    auth: 'public',
    cache: 'content',
    handler: async ({ admin }) => ({ admin }),
  }),
];

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

async function start(nodeEnv: 'test' | 'production', table = routes) {
  app = Fastify();
  installErrorHandler(app);
  app.decorateRequest('admin', null);
  // A stand-in for the guard: the admin comes with a header here.
  app.addHook('onRequest', async (request) => {
    if (request.headers['x-admin']) request.admin = ADMIN;
  });
  const configs: Record<string, unknown>[] = [];
  app.addHook('onRoute', (route) => void configs.push({ url: route.url, ...route.config }));
  const deps = { db: {}, config: { NODE_ENV: nodeEnv }, publicWriteLimit: 7 } as unknown as ApiDeps;
  registerRoutes(app, deps, table);
  await app.ready();
  return { app, configs };
}

const put = (a: FastifyInstance, id: string, payload: unknown, query = '', admin = true) =>
  a.inject({
    method: 'PUT',
    url: `/api/things/${id}${query}`,
    payload: payload as object,
    headers: admin ? { 'x-admin': '1' } : {},
  });

describe('defineRoute', () => {
  it('hands the handler validated, typed input and the admin', async () => {
    const { app: a } = await start('test');
    const res = await put(a, ID, { name: '  Lamp ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { _id: ID.toLowerCase(), name: 'Lamp by Staff' } });
  });

  it('answers 404 with the route message for a malformed id, before reading the body', async () => {
    const { app: a } = await start('test');
    for (const id of ['nope', '123', encodeURIComponent(`${ID}x`)]) {
      const res = await put(a, id, { name: '' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Thing not found' });
    }
  });

  it('refuses a bad body or query with 400 naming the field, and a NUL character', async () => {
    const { app: a } = await start('test');
    expect((await put(a, ID, { name: '   ' })).json()).toEqual({ message: 'name: Name is required' });
    expect((await put(a, ID, { name: 'a\u0000b' })).json()).toEqual({ message: 'name: This value is not valid' });
    expect((await put(a, ID, [1])).json()).toEqual({ message: 'body: must be a JSON object' });
    const query = await put(a, ID, { name: 'Lamp' }, '?answer=other');
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toMatch(/^answer: /);
  });

  it('refuses an admin route without an admin even if a guard let it through', async () => {
    const { app: a } = await start('test');
    expect((await put(a, ID, { name: 'Lamp' }, '', false)).statusCode).toBe(401);
  });

  it('makes an answer that breaks its schema a 500 outside production: a missing or an extra field', async () => {
    const { app: a } = await start('test');
    for (const answer of ['missing', 'extra']) {
      const res = await put(a, ID, { name: 'Lamp' }, `?answer=${answer}`);
      expect(res.statusCode, answer).toBe(500);
      expect(JSON.stringify(res.json())).not.toContain('secret');
    }
  });

  it('sends the answer unchecked in production', async () => {
    const { app: a } = await start('production');
    const res = await put(a, ID, { name: 'Lamp' }, '?answer=missing');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { _id: ID.toLowerCase() } });
  });

  it('turns named policies into route config, with the declared status and a null admin on public routes', async () => {
    const { app: a, configs } = await start('test');
    const thing = configs.find((c) => c.url === '/api/things/:id')!;
    expect(thing).toMatchObject({ auth: 'admin', rateLimit: { max: 7, timeWindow: '1 minute' } });
    expect(thing.openapi).toMatchObject({ summary: 'Rename a thing', tags: ['things'] });
    expect(configs.find((c) => c.url === '/api/things')).toMatchObject({ auth: 'public', cache: 'content' });
    const list = await a.inject({ method: 'GET', url: '/api/things', headers: { 'x-admin': '1' } });
    expect(list.statusCode).toBe(203);
    expect(list.json()).toEqual({ admin: null });
  });
});
