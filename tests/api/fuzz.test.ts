import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';
import {
  type FuzzBody,
  HOSTILE_TEXT,
  acceptedBySchema,
  describeBody,
  encodeAny,
  fuzzBody,
  pathParam,
  queryString,
  validExample,
} from './fuzz-inputs';

/**
 * Property: whatever arrives (random JSON, operator-like objects, huge strings, broken
 * JSON, wrong content types, random multipart, random ids), no /api route answers 5xx,
 * an admin route without a session answers 401, every error is JSON `{ message }`, and
 * refused requests change no record. Walks `app.apiRoutes`, so it covers every route,
 * including ones added later. Reproduce with FUZZ_SEED=<seed>; FUZZ_RUNS sets runs per route.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const TIME_LIMIT_MS = Number(process.env.FUZZ_TIME_MS ?? 40_000);
const REQUEST_TIMEOUT_MS = 5_000;
/**
 * Tables that change by design while we fuzz: sign-in records, the lazily created
 * unsubscribe secret, the public-cache counter (its triggers run per statement, so
 * an UPDATE or DELETE that matched no row bumps it too), and the rate-limit counts
 * (every public write is counted, refused or not).
 */
const VOLATILE_TABLES = new Set(['sessions', 'login_attempts', 'mail_settings', 'content_version', 'rate_limit_hits']);
/** A path parameter that reaches the route as it is: not too long, no dots or escapes the URL parser rewrites. */
const ROUTABLE_PARAM = /^[A-Za-z0-9_~-]{1,200}$/;
const STANDARD_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Route = TestServer['app']['apiRoutes'][number];
type Phase = 'anonymous' | 'admin';
interface Case {
  params: string[];
  query: string;
  body: FuzzBody;
  rest: string;
}

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer({ seed: true });
  token = await s.login();
});
afterAll(() => s?.close());

/** Per table: row count and a hash of every row version (ctid + xmin change on any insert, update or delete). */
async function snapshot(): Promise<Map<string, string>> {
  const rowsOf = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, unknown>[];
  const tables = rowsOf(
    await s.database.db.execute(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`),
  )
    .map((r) => String(r.tablename))
    .filter((t) => !VOLATILE_TABLES.has(t));
  const query = tables
    .map(
      (t) =>
        `SELECT '${t}' AS t, count(*)::text || ':' || md5(coalesce(string_agg(x.ctid::text || x.xmin::text, ',' ORDER BY x.ctid), '')) AS h FROM "${t}" x`,
    )
    .join(' UNION ALL ');
  const result = rowsOf(await s.database.db.execute(sql.raw(query)));
  return new Map(result.map((r) => [String(r.t), String(r.h)]));
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((t) => before.get(t) !== after.get(t));
}

function buildInit(method: string, body: FuzzBody, phase: Phase): RequestInit {
  const headers = new Headers();
  if (phase === 'admin') headers.set('authorization', `Bearer ${token}`);
  const init: RequestInit = { method, headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) };
  if (method === 'GET' || body.kind === 'none') return init;
  if (body.kind === 'json') {
    headers.set('content-type', 'application/json');
    init.body = JSON.stringify(body.value) ?? 'null';
  } else if (body.kind === 'raw') {
    if (body.contentType) headers.set('content-type', body.contentType);
    // A byte body makes fetch add no content-type of its own.
    init.body = new TextEncoder().encode(body.text);
  } else {
    const form = new FormData();
    for (const [k, v] of body.fields) form.append(k, v);
    for (const f of body.files) form.append(f.field, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
    init.body = form;
  }
  return init;
}

function pathFor(route: Route, c: Case): string {
  let i = 0;
  const path = route.url
    .replace(/:(\w+)(\([^)]*\))?/g, () => c.params[i++] ?? 'x')
    .replace('*', encodeAny(c.rest) || 'x');
  return path + (route.method === 'GET' ? c.query : '');
}

function caseArbitrary(route: Route): fc.Arbitrary<Case> {
  const n = (route.url.match(/:\w+/g) ?? []).length;
  return fc.record({
    params: fc.array(pathParam, { minLength: n, maxLength: n }),
    query: queryString,
    body: fuzzBody,
    rest: fc.string({ maxLength: 20 }),
  });
}

interface Finding {
  route: string;
  phase: Phase;
  problem: string;
  request: string;
}

describe('fuzzing every /api route', () => {
  it(
    'never answers 5xx, guards admin routes, answers errors as { message }, and refusals change nothing',
    async () => {
      const started = Date.now();
      const findings: Finding[] = [];
      const accepted: string[] = [];
      const routes = s.app.apiRoutes.filter((r) => STANDARD_METHODS.has(r.method));
      expect(routes.length).toBeGreaterThan(10);
      let requests = 0;

      for (const [index, route] of routes.entries()) {
        for (const phase of ['anonymous', 'admin'] as const) {
          const name = `${route.method} ${route.url}`;
          // Signing out with our own session would end the admin phase for every later route.
          if (phase === 'admin' && route.url === '/api/auth/logout') continue;
          const cases = fc.sample(caseArbitrary(route), {
            numRuns: RUNS,
            seed: SEED + index * 2 + (phase === 'admin' ? 1 : 0),
          });
          const before = await snapshot();
          let mutatingSuccess: string | null = null;

          for (const c of cases) {
            // Only bodies the route must refuse: a body its own schema accepts is not a refusal.
            if (acceptedBySchema(route.openapi?.body, c.body)) continue;
            const path = pathFor(route, c);
            const request = `${route.method} ${path.length > 300 ? `${path.slice(0, 300)}…` : path} with ${describeBody(c.body)}`;
            const report = (problem: string) => findings.push({ route: name, phase, problem, request });
            requests++;
            let res: Response;
            let text: string;
            try {
              res = await fetch(s.url + path, buildInit(route.method, c.body, phase));
              text = await res.text();
            } catch (error) {
              report(`no answer: ${(error as Error).message}`);
              continue;
            }
            if (res.status >= 500) report(`status ${res.status}: ${text.slice(0, 200)}`);
            const routable = c.params.every((p) => ROUTABLE_PARAM.test(p)) && !route.url.includes('*');
            if (phase === 'anonymous' && route.auth === 'admin' && routable && res.status !== 401)
              report(`admin route answered ${res.status} without a session`);
            if (res.status >= 400) {
              let message: unknown;
              try {
                message = (JSON.parse(text) as { message?: unknown }).message;
              } catch {
                message = undefined;
              }
              if (typeof message !== 'string')
                report(`error ${res.status} is not JSON { message }: ${text.slice(0, 120)}`);
            }
            if (MUTATING.has(route.method) && res.status < 300) mutatingSuccess ??= request;
          }

          const changed = changedTables(before, await snapshot());
          if (changed.length) {
            const hasIdParam = route.url.includes(':');
            if (!mutatingSuccess) {
              findings.push({
                route: name,
                phase,
                problem: `refused requests changed ${changed.join(', ')}`,
                request: '(see route)',
              });
            } else if (hasIdParam) {
              findings.push({
                route: name,
                phase,
                problem: `a random id changed ${changed.join(', ')}`,
                request: mutatingSuccess,
              });
            } else {
              accepted.push(
                `${name} (${phase}) accepted a random body and changed ${changed.join(', ')}: ${mutatingSuccess}`,
              );
            }
          }
          if (phase === 'admin' && (await s.request('/api/auth/me', { token })).status !== 200) {
            findings.push({ route: name, phase, problem: 'the admin session ended', request: '(see route)' });
            token = await s.login();
          }
        }
      }

      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.info(
        `fuzz: ${requests} requests on ${routes.length} routes in ${seconds} s (seed ${SEED}, ${RUNS} runs per route and session)`,
      );
      if (accepted.length) console.info(`fuzz: bodies accepted (not failures):\n${accepted.join('\n')}`);
      const summary = findings.map((f) => `${f.route} [${f.phase}] ${f.problem}\n    ${f.request}`);
      expect(summary, `fuzz findings (seed ${SEED})`).toEqual([]);
    },
    TIME_LIMIT_MS + 20_000,
  );

  it(
    'never answers 5xx to valid-shaped bodies carrying hostile text (routes that document their body)',
    async () => {
      // Needs each route's config.openapi in app.apiRoutes (recorded by the guard).
      expect(s.app.apiRoutes.filter((r) => r.openapi?.body).length).toBeGreaterThan(10);
      const list = async (path: string) =>
        ((await (await s.request(path, { token })).json()) as { data?: { _id: string; isSponsored?: boolean }[] })
          .data ?? [];
      const ids = {
        gift: (await list('/api/catalog'))[0]?._id,
        child: (await list('/api/pending/sponsors')).find((c) => !c.isSponsored)?._id,
        skill: (await list('/api/availability'))[0]?._id,
      };
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
        .png()
        .toBuffer();
      const findings: string[] = [];
      const untested: string[] = [];
      let requests = 0;

      const routes = s.app.apiRoutes.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && r.openapi?.body);
      for (const [index, route] of routes.entries()) {
        const name = `${route.method} ${route.url}`;
        const schema = route.openapi!.body!;
        const example = validExample(schema, z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), ids);
        const fields = Object.entries(example ?? {})
          .filter(([, v]) => typeof v === 'string')
          .map(([k]) => k);
        if (!example || !fields.length) {
          untested.push(name);
          continue;
        }
        const fileField = route.openapi!.multipart?.fileField;
        // A NUL in every text field, then random pairs of field and hostile text.
        const cases: [string, string, boolean][] = [
          ...fields.map((f) => [f, 'a\u0000b', true] as [string, string, boolean]),
          ...fc.sample(fc.tuple(fc.constantFrom(...fields), fc.constantFrom(...HOSTILE_TEXT), fc.boolean()), {
            numRuns: Math.min(RUNS, 20),
            seed: SEED + 1000 + index,
          }),
        ];
        for (const [field, text, withFile] of cases) {
          const body = { ...example, [field]: text };
          const path = route.url.replace(/:(\w+)(\([^)]*\))?/g, () => crypto.randomUUID());
          let init: RequestInit;
          if (route.openapi!.multipart) {
            const form = new FormData();
            for (const [k, v] of Object.entries(body)) form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
            if (fileField && withFile)
              form.append(fileField, new Blob([new Uint8Array(png)], { type: 'image/png' }), 'fuzz.png');
            init = { method: route.method, body: form };
          } else {
            init = {
              method: route.method,
              body: JSON.stringify(body),
              headers: { 'content-type': 'application/json' },
            };
          }
          requests++;
          const res = await fetch(s.url + path, {
            ...init,
            headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          }).catch((error: Error) => error);
          if (res instanceof Error) findings.push(`${name}: no answer (${res.message}) to ${JSON.stringify(body)}`);
          else if (res.status >= 500)
            findings.push(
              `${name}: ${res.status} to ${route.openapi!.multipart ? 'multipart ' : ''}${JSON.stringify(body)}`,
            );
        }
      }
      console.info(`fuzz (hostile text): ${requests} requests on ${routes.length - untested.length} routes`);
      if (untested.length) console.info(`fuzz (hostile text): no valid example for ${untested.join(', ')}`);
      // At most three examples per route keep the report readable.
      const perRoute = new Map<string, string[]>();
      for (const f of findings) {
        const route = f.slice(0, f.indexOf(':'));
        perRoute.set(route, [...(perRoute.get(route) ?? []), f]);
      }
      const summary = [...perRoute.values()].flatMap((l) =>
        l.length > 3 ? [...l.slice(0, 3), `…and ${l.length - 3} more`] : l,
      );
      expect(summary, `fuzz findings (seed ${SEED})`).toEqual([]);
    },
    TIME_LIMIT_MS + 20_000,
  );
});
