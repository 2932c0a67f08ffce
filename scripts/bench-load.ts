/**
 * `npm run bench -- --load` (and the end of a full run): how much a visitor's load the
 * site carries on PostgreSQL, 20 connections at once, for the home page, a list page
 * and a sandbox donation, beside a plain static file server serving the same bytes in
 * the same run (the limit: no rendering, no database). `--write` puts the table in
 * docs/performance.md under its own heading.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { format, resolveConfig } from 'prettier';
import { freePort, startServerProcess, throwawayPostgres } from '~test/process';

const CONNECTIONS = 20;

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** The static copy's file name. */
  file: string;
}

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

const targets: Target[] = [
  { name: 'home page (GET /)', method: 'GET', path: '/', file: 'home.html' },
  { name: 'list page (GET /catalog)', method: 'GET', path: '/catalog', file: 'catalog.html' },
  {
    name: 'sandbox donation (POST /api/donations)',
    method: 'POST',
    path: '/api/donations',
    body: donationBody,
    file: 'donation.json',
  },
];

interface Run {
  rps: number;
  p99: number;
  bad: number;
}

let donor = 0;
/** Each donation from a donor of its own, as on a real day (not one address paying thousands of times). */
const newDonor = (body: string) =>
  JSON.stringify({ ...(JSON.parse(body) as object), email: `donor${++donor}@example.org` });

async function load(url: string, t: Pick<Target, 'method' | 'body'>, duration: number): Promise<Run> {
  const body = t.body;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        method: t.method,
        headers: body ? { 'content-type': 'application/json' } : {},
        ...(body ? { body, setupRequest: (req) => ({ ...req, body: newDonor(body) }) } : {}),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

async function startStatic(dir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/static-file-server.mjs', String(port), dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

const SECTION_START = '<!-- bench-load:start (scripts/bench-load.ts writes this section) -->';
const SECTION_END = '<!-- bench-load:end -->';

async function writeSection(table: string) {
  const file = path.resolve('docs/performance.md');
  const section = `${SECTION_START}\n${table}\n${SECTION_END}`;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const at = text.indexOf(SECTION_START);
  const end = text.indexOf(SECTION_END);
  const next =
    at >= 0 && end > at
      ? text.slice(0, at) + section + text.slice(end + SECTION_END.length)
      : `${text.trimEnd()}\n\n## Load at ${CONNECTIONS} connections on PostgreSQL (npm run bench -- --load)\n\n${section}\n`;
  // As the repository's formatter writes it (`npm run format:check` passes).
  writeFileSync(file, await format(next, { ...(await resolveConfig(file)), parser: 'markdown' }));
  console.log(`written to ${path.relative(process.cwd(), file)}`);
}

export async function benchLoad({ duration, write }: { duration: number; write: boolean }) {
  const load1 = loadavg()[0]!;
  const db = await throwawayPostgres();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-load-'));
  const staticDir = mkdtempSync(path.join(tmpdir(), 'bench-static-'));
  const server = await startServerProcess({
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    // The highest the configuration allows: one address sends every request here.
    RATE_LIMIT_PUBLIC_WRITES: '100000',
    RATE_LIMIT_PUBLIC_BUDGET: '200000',
    PAYMENT_LIMIT_PER_ADDRESS: '100000000',
    PAYMENT_LIMIT_PER_EMAIL: '100000000',
    PAYMENT_LIMIT_OVERALL: '100000000',
    PAYMENT_LIMIT_PER_PHONE: '100000000',
    LOG_LEVEL: 'error',
  });
  const rows: string[] = [];
  try {
    // The static copies: the very bytes the site answers (one donation's answer for the donation).
    for (const t of targets) {
      const res = await fetch(server.url + t.path, {
        method: t.method,
        body: t.body,
        headers: t.body ? { 'content-type': 'application/json' } : {},
      });
      if (res.status >= 300) throw new Error(`${t.name} answered ${res.status}`);
      writeFileSync(path.join(staticDir, t.file), Buffer.from(await res.arrayBuffer()));
    }
    const files = await startStatic(staticDir);
    try {
      for (const t of targets) {
        // Warm-up: caches, JIT and connection pools before measuring.
        await load(server.url + t.path, t, 2);
        const ours = await load(server.url + t.path, t, duration);
        const limit = await load(`${files.url}/${t.file}`, { method: 'GET' }, duration);
        const bytes = readFileSync(path.join(staticDir, t.file)).length;
        rows.push(
          `| ${t.name} | ${ours.rps.toFixed(0)} | ${ours.p99} | ${limit.rps.toFixed(0)} | ${limit.p99} | ${((ours.rps / limit.rps) * 100).toFixed(0)}% | ${bytes} |${ours.bad ? ` ${ours.bad} failed` : ''}`,
        );
        console.log(rows.at(-1));
      }
    } finally {
      files.stop();
    }
  } finally {
    await server.kill();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(staticDir, { recursive: true, force: true });
  }
  const table = [
    `Measured ${new Date().toISOString().slice(0, 10)}: ${CONNECTIONS} connections, ${duration} s per run, the production build on PostgreSQL (seeded demo content), 127.0.0.1 only, ${cpus().length} cores shared with other work (load average ${load1.toFixed(1)} at the start). The limit: a plain static file server (bare Node.js, each file read from disk per request) serving the same bytes in the same run. A donation is a new one from a new donor each time (sandbox mobile money: payment, settlement, supporter, record, receipt queued).`,
    '',
    '| request | req/s | p99 ms | static file req/s | static file p99 ms | ours / limit | bytes |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  console.log(`\n${table}\n`);
  if (write) await writeSection(table);
}

export async function loadOnPostgres(args: Map<string, string>) {
  await benchLoad({ duration: Number(args.get('duration') ?? 10), write: args.has('write') });
}
