import fc from 'fast-check';
import sharp from 'sharp';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '~test/server';
import { acceptedBySchema, describeBody } from './fuzz-inputs';
import { REQUEST_TIMEOUT_MS, buildInit, caseArbitrary, changedTables, pathFor, snapshot } from './fuzz-requests';
import { HOSTILE_TEXT, validExample } from './fuzz-valid-bodies';

/**
 * Property: whatever arrives (random JSON, operator-like objects, huge strings, broken
 * JSON, wrong content types, random multipart, random ids), no /api route answers 5xx,
 * an admin route without a session answers 401, every error is JSON `{ message }`, and
 * refused requests change no record. Walks `app.apiRoutes`, so it covers every route,
 * including ones added later. Reproduce with FUZZ_SEED=<seed>; FUZZ_RUNS sets runs per route.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
/**
 * Every route and session gets its first MIN_RUNS cases; the rest of its RUNS while the
 * budget lasts (all of them on an idle two-core machine, about 50 s), so a busy machine
 * fuzzes less but still every route, and the assertions do not depend on speed.
 */
const MIN_RUNS = 5;
const BUDGET_MS = Number(process.env.FUZZ_TIME_MS ?? 90_000);
/** Only a hang: the work is bounded by the budget and by MIN_RUNS per route. */
const TIME_LIMIT_MS = 600_000;
/** A path parameter that reaches the route as it is: not too long, no dots or escapes the URL parser rewrites. */
const ROUTABLE_PARAM = /^[A-Za-z0-9_~-]{1,200}$/;
const STANDARD_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
type Phase = 'anonymous' | 'admin';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer({ seed: true });
  token = await s.login();
});
afterAll(() => s?.close());

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
          const before = await snapshot(s.database.db);
          let mutatingSuccess: string | null = null;

          for (const [run, c] of cases.entries()) {
            if (run >= MIN_RUNS && Date.now() - started > BUDGET_MS) break;
            // Only bodies the route must refuse: a body its own schema accepts is not a refusal.
            if (acceptedBySchema(route.openapi?.body, c.body)) continue;
            const path = pathFor(route, c);
            const request = `${route.method} ${path.length > 300 ? `${path.slice(0, 300)}…` : path} with ${describeBody(c.body)}`;
            const report = (problem: string) => findings.push({ route: name, phase, problem, request });
            requests++;
            let res: Response;
            let text: string;
            try {
              res = await fetch(s.url + path, buildInit(route.method, c.body, phase === 'admin' ? token : undefined));
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

          const changed = changedTables(before, await snapshot(s.database.db));
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
        `fuzz: ${requests} requests on ${routes.length} routes in ${seconds} s (seed ${SEED}, ${MIN_RUNS} to ${RUNS} runs per route and session)`,
      );
      if (accepted.length) console.info(`fuzz: bodies accepted (not failures):\n${accepted.join('\n')}`);
      const summary = findings.map((f) => `${f.route} [${f.phase}] ${f.problem}\n    ${f.request}`);
      expect(summary, `fuzz findings (seed ${SEED})`).toEqual([]);
    },
    TIME_LIMIT_MS,
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
    TIME_LIMIT_MS,
  );
});
