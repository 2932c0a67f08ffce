import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess, throwawayPostgres } from '~test/process';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: the
 * processes keep no state of their own, so either can answer any request.
 */
const ADMIN = { email: 'multi@test.example', password: 'multi-instance-pw' };
const ROUTE_LIMIT = 3;
const BUDGET = 20;
let a: ServerProcess;
let b: ServerProcess;
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  const db = await throwawayPostgres();
  cleanups.push(() => db.drop());
  const env = (name: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), `multi-${name}-`));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return {
      DATABASE_URL: db.url,
      DATA_DIR: dir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'true',
      // Tests below speak for clients of their own through X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_PUBLIC_WRITES: String(ROUTE_LIMIT),
      RATE_LIMIT_PUBLIC_BUDGET: String(BUDGET),
    };
  };
  // Started together: migrations and the demo seed run once, under advisory locks.
  [a, b] = await Promise.all([startServerProcess(env('a')), startServerProcess(env('b'))]);
}, 300_000);

afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill()]);
  for (const c of cleanups.reverse()) await c();
});

const login = (s: ServerProcess, password = ADMIN.password) =>
  fetch(`${s.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password }),
  });

describe('several instances on one PostgreSQL database', () => {
  it('seeded the demo content once', async () => {
    const gifts = (await (await fetch(`${b.url}/api/catalog`)).json()) as { data: { name: string }[] };
    const names = gifts.data.map((g) => g.name);
    expect(names.length).toBeGreaterThanOrEqual(8);
    expect(new Set(names).size).toBe(names.length);
  });

  it('accepts on one instance a session made on the other', async () => {
    const res = await login(a);
    const { token } = (await res.json()) as { token: string };
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect((await fetch(`${b.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await fetch(`${b.url}/api/auth/me`, { headers: { cookie } })).status).toBe(200);
    await fetch(`${b.url}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect((await fetch(`${a.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it('serves from one instance an image uploaded through the other, and shows content changes at once', async () => {
    const { token } = (await (await login(a)).json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    // Warm the other instance's caches first.
    const before = await fetch(`${b.url}/api/catalog`);
    const etag = before.headers.get('etag')!;
    expect((await fetch(`${b.url}/catalog`)).status).toBe(200);

    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('name', 'Multi-instance Lantern');
    form.set('description', 'A solar lantern for evening homework.');
    form.set('price', '14.5');
    form.set('quantity', '3');
    form.set('category', 'education');
    form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'lantern.png');
    const created = await fetch(`${a.url}/api/add/catalog`, { method: 'POST', headers: auth, body: form });
    expect(created.status).toBeLessThan(300);
    const gift = ((await created.json()) as { data: { _id: string; image: string } }).data;

    const image = await fetch(b.url + gift.image);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('public, max-age=300');

    const after = await fetch(`${b.url}/api/catalog`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(JSON.stringify(await after.json())).toContain('Multi-instance Lantern');
    expect(await (await fetch(`${b.url}/catalog`)).text()).toContain('Multi-instance Lantern');

    expect((await fetch(`${a.url}/api/catalog/${gift._id}`, { method: 'DELETE', headers: auth })).status).toBe(200);
    expect(JSON.stringify(await (await fetch(`${b.url}/api/catalog`)).json())).not.toContain('Multi-instance Lantern');
  });

  it('counts failed logins made on both instances together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(i % 2 ? b : a, 'wrong-password')).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    expect((await login(a)).status).toBe(429);
  });

  it('shares the rate limits: a route’s limit and the budget over all public writes count both instances', async () => {
    const post = (s: ServerProcess, path: string, client: string) =>
      fetch(s.url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: '{}',
      });
    const statuses: number[] = [];
    for (let i = 0; i <= ROUTE_LIMIT; i++)
      statuses.push((await post(i % 2 ? b : a, '/api/contact', '203.0.113.30')).status);
    expect(statuses).toEqual([...Array<number>(ROUTE_LIMIT).fill(400), 429]);
    expect((await post(a, '/api/contact', '203.0.113.30')).status).toBe(429);

    // Logout has no limit of its own: only the budget, counted over both instances, stops it.
    for (let i = 0; i < BUDGET; i++)
      expect((await post(i % 2 ? b : a, '/api/auth/logout', '203.0.113.31')).status).toBe(200);
    expect((await post(a, '/api/auth/logout', '203.0.113.31')).status).toBe(429);
    expect((await post(b, '/api/subscriptions', '203.0.113.31')).status).toBe(429);
  });
});
