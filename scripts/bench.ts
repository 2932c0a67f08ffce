/**
 * npm run bench: production build, the real server on 127.0.0.1 with a seeded
 * database (PGlite, then PostgreSQL), bounded load with autocannon on the pages and
 * calls visitors hit most, and beside each the same bytes from a bare Node.js server.
 * Options: --no-build, --duration=<seconds> (default 5), --only=pglite|postgres,
 * --donation (only the donation against a bare INSERT, on PostgreSQL),
 * --large (the dashboard's budgets at a large size, --only=postgres|pglite: scripts/bench-large.ts), --load (20 connections on the
 * home page, a list page and a donation beside a static file server: scripts/bench-load.ts;
 * --write puts the table in docs/performance.md),
 * --memory (the production start's memory against its budgets, and `npm start`'s beside it unless
 * --production-only: scripts/bench-memory.ts),
 * --statement (a 10,000-line statement reconciled within 10 s: scripts/bench-statement.ts),
 * --import (a charity moving in: 20,000 supporters, 5,000 sponsorships and 100,000 gifts
 * imported as jobs, --scale=0.1 for a tenth, --only=postgres|pglite: scripts/bench-import.ts),
 * --field (the field app offline on a throttled phone: the children within 1 s, a 4 MB photo
 * queued within 2 s: scripts/bench-field.ts).
 */
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, SERVER_BUNDLE_ENV, startServerProcess, throwawayPostgres } from '~test/process';
import { benchField } from './bench-field';
import { benchImport } from './bench-import';
import { benchLarge } from './bench-large';
import { loadOnPostgres } from './bench-load';
import { benchMemory } from './bench-memory';
import { benchStatement } from './bench-statement';

const args = new Map(
  process.argv.slice(2).map((a) => [a.replace(/^--/, '').split('=')[0]!, a.split('=')[1] ?? 'true']),
);
const duration = Number(args.get('duration') ?? 5);
const connections = 10;

const contactBody = JSON.stringify({
  fullname: 'Bench Visitor',
  email: 'bench@example.org',
  phoneNumber: '',
  subject: 'A question',
  message: 'Hello from the benchmark.',
});
const donationBody = JSON.stringify({
  amount: 5000,
  donationType: 'one-time',
  paymentMethod: 'momo',
  firstName: 'Bench',
  lastName: 'Donor',
  email: 'donor@example.org',
  phone: '0788123456',
  pin: '1234',
});
const targets: { name: string; method: 'GET' | 'POST'; path: string; body?: string }[] = [
  { name: 'GET /', method: 'GET', path: '/' },
  { name: 'GET /catalog', method: 'GET', path: '/catalog' },
  { name: 'GET /blog', method: 'GET', path: '/blog' },
  { name: 'GET /api/catalog', method: 'GET', path: '/api/catalog' },
  { name: 'GET /api/blog', method: 'GET', path: '/api/blog' },
  { name: 'GET /api/pending/sponsors', method: 'GET', path: '/api/pending/sponsors' },
  { name: 'POST /api/contact', method: 'POST', path: '/api/contact', body: contactBody },
  { name: 'POST /api/donations', method: 'POST', path: '/api/donations', body: donationBody },
];

/** Limits a load run would hit at once lifted; quiet logs. */
const BENCH_ENV = {
  RATE_LIMIT_PUBLIC_WRITES: '100000',
  RATE_LIMIT_PAGE_RENDERS: '100000',
  PAYMENT_LIMIT_PER_ADDRESS: '100000000',
  PAYMENT_LIMIT_PER_EMAIL: '100000000',
  PAYMENT_LIMIT_OVERALL: '100000000',
  PAYMENT_LIMIT_PER_PHONE: '100000000',
  LOG_LEVEL: 'error',
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * One donation at a time (sandbox mobile money: the payment, its settlement, the
 * donation record and its receipt queued), each from a new donor, against one bare
 * `INSERT` round trip from this process to the same PostgreSQL, in the same run: the
 * floor any durable write over the network pays. The bare INSERT goes into an ordinary
 * table, so its commit waits for the write-ahead log's flush as the donation's does; a
 * temporary table skips the log, and is printed only for comparison.
 */
async function donationVsInsert(url: string, databaseUrl: string, runs = 200) {
  const sequential = async (request: (i: number) => Promise<Response>, status: number) => {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const res = await request(i);
      await res.arrayBuffer();
      if (res.status !== status) throw new Error(`${res.url} answered ${res.status}, not ${status}`);
      times.push(performance.now() - started);
    }
    return median(times);
  };
  const post = (body: string) =>
    fetch(`${url}/api/donations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const donation = await sequential(
    (i) => post(JSON.stringify({ ...JSON.parse(donationBody), email: `donor${i}@example.org` })),
    201,
  );
  // Where the floor of any donation is: an answer that touches no database (an admin call
  // without a session), and a donation refused by validation, which has passed the two
  // rate-limit counts every public write makes in PostgreSQL (shared by all instances).
  const http = await sequential(() => fetch(`${url}/api/payments/mode`), 401);
  const refused = await sequential(() => post(JSON.stringify({ amount: 'none' })), 400);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const timed = async (table: string) => {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await client.query(`INSERT INTO ${table} (body) VALUES ($1)`, [donationBody]);
      times.push(performance.now() - started);
    }
    return median(times);
  };
  try {
    await client.query('CREATE TABLE bench_insert (id serial PRIMARY KEY, body text NOT NULL)');
    await client.query('CREATE TEMP TABLE bench_insert_temp (id serial PRIMARY KEY, body text NOT NULL)');
    const insert = await timed('bench_insert');
    const temporary = await timed('bench_insert_temp');
    return { donation, http, refused, insert, temporary };
  } finally {
    await client.query('DROP TABLE IF EXISTS bench_insert');
    await client.end();
  }
}

/** Prints the donation against the bare INSERT; over 5x fails the run (issue 17). */
async function donationBudget(url: string, databaseUrl: string) {
  const { donation, http, refused, insert, temporary } = await donationVsInsert(url, databaseUrl);
  const ratio = (ms: number) => `${(ms / insert).toFixed(1)}x`;
  console.log(
    `\nOne donation at a time: ${donation.toFixed(2)} ms (median) against a bare INSERT round trip of ${insert.toFixed(2)} ms: ${ratio(donation)} (budget 5x)` +
      ` (into a temporary table, which skips the write-ahead log: ${temporary.toFixed(2)} ms)` +
      `\n  the floor of any request here, an answer with no database work (401): ${http.toFixed(2)} ms, ${ratio(http)}` +
      `\n  a donation refused by validation, after the public-write rate limits: ${refused.toFixed(2)} ms, ${ratio(refused)}\n`,
  );
  if (donation / insert > 5) process.exitCode = 1;
}

async function load(url: string, t: (typeof targets)[number]) {
  const result = await autocannon({
    url: url + t.path,
    method: t.method,
    body: t.body,
    headers: t.body ? { 'content-type': 'application/json' } : {},
    connections,
    duration,
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bad };
}

async function rawLimit(url: string, t: (typeof targets)[number]) {
  const res = await fetch(url + t.path, {
    method: t.method,
    body: t.body,
    headers: t.body ? { 'content-type': 'application/json' } : {},
  });
  const body = Buffer.from(await res.arrayBuffer());
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'raw-')), 'response.json');
  const headers = { 'content-type': res.headers.get('content-type') ?? 'text/plain' };
  writeFileSync(file, JSON.stringify({ status: res.status, headers, bodyBase64: body.toString('base64') }));
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/raw-server.mjs', String(port), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  try {
    return { ...(await load(`http://127.0.0.1:${port}`, t)), bytes: body.length };
  } finally {
    child.kill();
    rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

async function benchDatabase(label: string, env: Record<string, string>) {
  const server = await startServerProcess({ ...env, ...BENCH_ENV, SEED_DEMO: 'true' });
  const rows: string[] = [];
  try {
    for (const t of targets) {
      // Warm-up: fill caches and JIT before measuring.
      await autocannon({
        url: server.url + t.path,
        method: t.method,
        body: t.body,
        headers: t.body ? { 'content-type': 'application/json' } : {},
        connections,
        amount: 300,
      });
      const app = await load(server.url, t);
      const raw = await rawLimit(server.url, t);
      rows.push(
        `| ${label} | ${t.name} | ${app.rps.toFixed(0)} | ${app.p50} | ${app.p99} | ${raw.rps.toFixed(0)} | ${(raw.rps / app.rps).toFixed(2)}x | ${raw.bytes} |${app.bad ? ` ${app.bad} non-2xx` : ''}`,
      );
      console.log(rows.at(-1));
    }
    if (env.DATABASE_URL) await donationBudget(server.url, env.DATABASE_URL);
  } finally {
    await server.kill();
  }
  return rows;
}

async function main() {
  if (args.get('build') !== 'false' && !args.has('no-build')) execSync('npm run build', { stdio: 'inherit' });
  // Every server the bench starts is the built one, with production's flags (tests/helpers/process.ts).
  process.env[SERVER_BUNDLE_ENV] ??= 'dist/server/main.mjs';
  if (args.has('statement')) {
    if (!(await benchStatement(args.get('only')))) process.exitCode = 1;
    return;
  }
  if (args.has('large')) {
    if (!(await benchLarge(args.get('only')))) process.exitCode = 1;
    return;
  }
  if (args.has('load')) return loadOnPostgres(args);
  if (args.has('import')) {
    if (!(await benchImport(args.get('only'), Number(args.get('scale') ?? 1), args.has('xlsx')))) process.exitCode = 1;
    return;
  }
  if (args.has('field')) {
    if (!(await benchField())) process.exitCode = 1;
    return;
  }
  if (args.has('memory')) {
    if (!(await benchMemory(args.get('only'), Number(args.get('runs') ?? 1), args.has('production-only'))))
      process.exitCode = 1;
    return;
  }
  if (args.has('donation')) {
    const db = await throwawayPostgres();
    const env = { DATABASE_URL: db.url, ...BENCH_ENV };
    const server = await startServerProcess({ ...env, SEED_DEMO: 'true' });
    try {
      await donationBudget(server.url, db.url);
    } finally {
      await server.kill();
      await db.drop();
    }
    return;
  }
  console.log(`\n${connections} connections, ${duration} s per run, 127.0.0.1 only\n`);
  console.log('| database | request | req/s | p50 ms | p99 ms | bare Node req/s | limit / ours | bytes |');
  console.log('|---|---|---|---|---|---|---|---|');
  const only = args.get('only');
  if (!only || only === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
    try {
      await benchDatabase('PGlite', { DATA_DIR: dir });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (!only || only === 'postgres') {
    const db = await throwawayPostgres();
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-pg-'));
    try {
      await benchDatabase('PostgreSQL', { DATABASE_URL: db.url, DATA_DIR: dir });
    } finally {
      await db.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (!only) await loadOnPostgres(args);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
