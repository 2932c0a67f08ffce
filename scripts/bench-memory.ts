import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, groupAlive, signalGroup, throwawayPostgres } from '~test/process';
import { PRODUCTION_ENV, PRODUCTION_NODE_ARGS } from './production-start';

/**
 * npm run bench -- --memory (issues 29 and 44): both starts, PSS of every process each has,
 * after 20 s idle and after 25 s of load at 20 connections on pages, lists and the contact
 * form; on the embedded database and on PostgreSQL. `production` is how production starts
 * the site (scripts/production-start.ts: the pinned node alone on the built server), held
 * to the budgets; `npm start` (npm and sh stay resident beside node) is printed beside it.
 *
 * "After the load" is read once the server has been idle 20 s after it, as the idle figure
 * is: read the moment the load stops, it is wherever V8's heap happened to be between two
 * collections (the same run read 214 one time and 341 another). The peak during the load
 * (sampled each second) and the reading at its last request are printed beside it, and a
 * reading a minute after the load (the issue: what a burst took comes back within a minute).
 * `--runs=N` measures each database N times (a row each).
 */
const BUDGETS = { pglite: { idle: 150, load: 250 }, postgres: { idle: 120, load: 250 } };
type Start = 'production' | 'npm start';
const SETTLE_MS = 20_000;
const MINUTE_MS = 60_000;

function descendants(pid: number): number[] {
  const all = [pid];
  for (const line of readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean))
    all.push(...descendants(Number(line)));
  return all;
}
/** PSS in MiB of a process and all its children (shared pages counted once, in shares). */
export function pssMiB(pid: number): { total: number; processes: number } {
  const pids = descendants(pid);
  let kib = 0;
  for (const p of pids) {
    try {
      kib += Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${p}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {
      /* gone meanwhile */
    }
  }
  return { total: Math.round(kib / 1024), processes: pids.length };
}

const contact = JSON.stringify({
  fullname: 'Memory Bench',
  email: 'memory@example.org',
  phoneNumber: '',
  subject: 'Hello',
  message: 'Measuring memory.',
});

async function measure(kind: 'pglite' | 'postgres', start: Start) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-memory-'));
  const db = kind === 'postgres' ? await throwawayPostgres() : undefined;
  // `npm start` without its build (the bench built once): the same command `npm run serve` is.
  const [command, args] =
    start === 'production' ? ['node', PRODUCTION_NODE_ARGS] : ['npm', ['run', 'serve', '--silent']];
  const child = spawn(command, args, {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      ...PRODUCTION_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      RATE_LIMIT_PUBLIC_WRITES: '100000',
      ...(db ? { DATABASE_URL: db.url } : {}),
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  try {
    for (let i = 0; i < 1200; i++) {
      if ((await fetch(`${url}/readyz`).catch(() => null))?.ok) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const startMs = Date.now() - started;
    await new Promise((r) => setTimeout(r, 20_000));
    const idle = pssMiB(child.pid!);
    // The machine's load beside each reading: on a shared machine the figures move with it.
    const loadIdle = loadavg()[0]!;
    let peak = idle.total;
    const sampler = setInterval(() => (peak = Math.max(peak, pssMiB(child.pid!).total)), 1000);
    const result = await autocannon({
      url,
      connections: 20,
      duration: 25,
      requests: [
        { method: 'GET', path: '/' },
        { method: 'GET', path: '/catalog' },
        { method: 'GET', path: '/blog' },
        { method: 'GET', path: '/getinvolved' },
        { method: 'GET', path: '/api/catalog?page=2' },
        { method: 'POST', path: '/api/contact', headers: { 'content-type': 'application/json' }, body: contact },
      ],
    });
    clearInterval(sampler);
    const end = pssMiB(child.pid!).total;
    peak = Math.max(peak, end);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const load = pssMiB(child.pid!);
    const loadAfter = loadavg()[0]!;
    // A minute after the load: what the burst took should be given back by then (the memory
    // saver comes on after 30 s without a request: src/server/core/http/idle-memory.ts).
    await new Promise((r) => setTimeout(r, MINUTE_MS - SETTLE_MS));
    const minute = pssMiB(child.pid!).total;
    return {
      kind,
      start,
      startMs,
      idle,
      peak,
      end,
      load,
      minute,
      requests: result.requests.total,
      loadIdle,
      loadAfter,
    };
  } finally {
    signalGroup(child.pid!, 'SIGTERM');
    for (let i = 0; i < 200 && groupAlive(child.pid!); i++) await new Promise((r) => setTimeout(r, 50));
    if (groupAlive(child.pid!)) signalGroup(child.pid!, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await db?.drop();
  }
}

/** `productionOnly` (`--production-only`) leaves out the `npm start` rows (half the time, for repeated runs). */
export async function benchMemory(only?: string, runs = 1, productionOnly = false): Promise<boolean> {
  let ok = true;
  console.log(
    '| database | start | ready (ms, first start: migrations + demo) | processes | PSS idle 20 s (MiB) | peak during 25 s x 20 conn. / at its end (MiB) | PSS after the load, 20 s idle (MiB) | a minute after (MiB) | budget idle / after load | requests | load average (1 min) at idle / after |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const kind of ['pglite', 'postgres'] as const) {
    if (only && only !== kind) continue;
    for (let run = 0; run < runs; run++) {
      for (const start of productionOnly ? (['production'] as const) : (['production', 'npm start'] as const)) {
        const m = await measure(kind, start);
        const budget = BUDGETS[kind];
        const within = m.idle.total <= budget.idle && m.load.total <= budget.load;
        // The budgets are production's; npm's own processes are printed beside it.
        if (start === 'production') ok &&= within;
        console.log(
          `| ${kind} | ${start} | ${m.startMs} | ${m.idle.processes} | ${m.idle.total} | ${m.peak} / ${m.end} | ${m.load.total} | ${m.minute} | ${start === 'production' ? `${budget.idle} / ${budget.load} ${within ? 'ok' : 'OVER'}` : '-'} | ${m.requests} | ${m.loadIdle.toFixed(1)} / ${m.loadAfter.toFixed(1)} |`,
        );
      }
    }
  }
  return ok;
}
