import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import type { TestServer } from '~test/server';
import { type FuzzBody, encodeAny, fuzzBody, pathParam, queryString } from './fuzz-inputs';

/** Requests for tests/api/fuzz.test.ts, and the database snapshot that proves a refusal changed nothing. */

/** An answer slower than this is a finding (a hang), however busy the machine. */
export const REQUEST_TIMEOUT_MS = 20_000;
/**
 * Tables that change by design while we fuzz: sign-in records, the lazily created
 * unsubscribe secret, the public-cache counter (moved by any write that changes
 * public content), the rate-limit counts (every public write is counted,
 * refused or not).
 */
const VOLATILE_TABLES = new Set(['sessions', 'login_attempts', 'mail_settings', 'content_version', 'rate_limit_hits']);

export type Route = TestServer['app']['apiRoutes'][number];
export interface Case {
  params: string[];
  query: string;
  body: FuzzBody;
  rest: string;
}

/** Per table: row count and a hash of every row version (ctid + xmin change on any insert, update or delete). */
export async function snapshot(db: Db): Promise<Map<string, string>> {
  const rowsOf = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, unknown>[];
  const tables = rowsOf(
    await db.execute(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`),
  )
    .map((r) => String(r.tablename))
    .filter((t) => !VOLATILE_TABLES.has(t));
  const query = tables
    .map(
      (t) =>
        `SELECT '${t}' AS t, count(*)::text || ':' || md5(coalesce(string_agg(x.ctid::text || x.xmin::text, ',' ORDER BY x.ctid), '')) AS h FROM "${t}" x`,
    )
    .join(' UNION ALL ');
  const result = rowsOf(await db.execute(sql.raw(query)));
  return new Map(result.map((r) => [String(r.t), String(r.h)]));
}

export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((t) => before.get(t) !== after.get(t));
}

/** The request for a body; with a token, as the admin. */
export function buildInit(method: string, body: FuzzBody, token?: string): RequestInit {
  const headers = new Headers();
  if (token) headers.set('authorization', `Bearer ${token}`);
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

export function pathFor(route: Route, c: Case): string {
  let i = 0;
  const path = route.url
    .replace(/:(\w+)(\([^)]*\))?/g, () => c.params[i++] ?? 'x')
    .replace('*', encodeAny(c.rest) || 'x');
  return path + (route.method === 'GET' ? c.query : '');
}

export function caseArbitrary(route: Route): fc.Arbitrary<Case> {
  const n = (route.url.match(/:\w+/g) ?? []).length;
  return fc.record({
    params: fc.array(pathParam, { minLength: n, maxLength: n }),
    query: queryString,
    body: fuzzBody,
    rest: fc.string({ maxLength: 20 }),
  });
}
