/**
 * `npm run bench -- --import`: a charity moving in (docs/importing.md, docs/performance.md).
 * Generated files of 20,000 supporters, 5,000 children, 5,000 sponsorships (momo, bank and
 * cash) and 100,000 past gifts are each sent to the real server as an import job
 * (`POST /api/imports/jobs`), first as a dry run, then for real; each time is printed, with
 * the whole against its budget (60 s on PostgreSQL, 180 s on PGlite) and the 95th percentile
 * of a dashboard call (`GET /api/recurring`) asked every 250 ms meanwhile. `--scale=0.1`
 * makes every file a tenth as long (a quick look); `--only=postgres|pglite` runs one database;
 * `--xlsx` sends the supporters as an XLSX workbook. The server's memory (PSS) is read with
 * each dashboard call: its highest is printed against 400 MiB.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess, throwawayPostgres, type ServerProcess } from '~test/process';
import { login as loginAs } from './bench-large';
import { pssMiB } from './bench-memory';
import { xlsxFile } from '~test/xlsx';

const ADMIN = { email: 'bench-import@example.org', password: 'bench-password-12345' };
const SERVER_ENV = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: 'error',
  // Production's overload guard (config.ts: 1 s of event-loop delay), not the tests' 60 s: a
  // batch that held the thread that long would turn visitors away with 503, counted as failed.
  MAX_EVENT_LOOP_DELAY_MS: '1000',
  // BENCH_PORT: the port the server listens on (else a free one); BENCH_DB_PREFIX: its database's name.
  ...(process.env.BENCH_PORT ? { PORT: process.env.BENCH_PORT } : {}),
};
const BUDGET_S = { PostgreSQL: 60, PGlite: 180 } as const;
const SIZE = { supporters: 20_000, children: 5_000, sponsorships: 5_000, donations: 100_000 };

const pad = (n: number, width = 6) => String(n).padStart(width, '0');
const METHODS = ['momo', 'momo', 'momo', 'bank', 'cash'];

/** The four files, in the order they import (the people first, then what names them). */
export function importFiles(scale = 1): [kind: string, csv: string][] {
  const n = (k: keyof typeof SIZE) => Math.max(1, Math.round(SIZE[k] * scale));
  const supporters = ['ref,name,email,phone,language'];
  for (let i = 0; i < n('supporters'); i++)
    supporters.push(
      `S${pad(i)},Supporter ${i} Uwase,s${i}@bench.example,+25078${pad(i, 7)},${['en', 'fr', 'rw'][i % 3]}`,
    );
  const children = [
    'ref,first_name,last_name,birth_date,centre,monthly_support,listing_consent,consent_guardian,consent_date',
  ];
  for (let i = 0; i < n('children'); i++)
    children.push(
      `C${pad(i)},Child${i},Ineza,${pad((i % 28) + 1, 2)}/03/2015,"Muhoza, Musanze",15000,yes,Guardian ${i},2024-01-15`,
    );
  const sponsorships = ['ref,child_ref,supporter_ref,start_date,amount,method,day_of_month'];
  for (let i = 0; i < n('sponsorships'); i++)
    sponsorships.push(
      `SP${pad(i)},C${pad(i)},S${pad(i)},2020-01-01,15000,${METHODS[i % METHODS.length]},${(i % 28) + 1}`,
    );
  const donations = ['ref,supporter_ref,date,amount,method,purpose,note'];
  const supporterCount = n('supporters');
  for (let i = 0; i < n('donations'); i++) {
    const day = `${2019 + (i % 6)}-${pad((i % 12) + 1, 2)}-${pad((i % 28) + 1, 2)}`;
    donations.push(
      `D${pad(i, 7)},S${pad(i % supporterCount)},${day},${5000 + (i % 20) * 1000},${['cash', 'bank', 'momo', 'airtel'][i % 4]},general,`,
    );
  }
  return [
    ['supporters', supporters.join('\n')],
    ['children', children.join('\n')],
    ['sponsorships', sponsorships.join('\n')],
    ['donations', donations.join('\n')],
  ];
}

/**
 * CPU seconds used so far by the server's process and, on PostgreSQL, by the backends
 * serving its database (Linux's /proc; 0 elsewhere). On a shared machine the wall time
 * says how busy the machine was as much as how costly the import is: the CPU says the cost.
 */
function cpuSeconds(pid: number, database?: string): number {
  const ticks = (id: string) => {
    try {
      const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return 0;
    }
  };
  let total = ticks(String(pid));
  // A backend's title: "postgres: [cluster: ]user database host(port) state".
  const backend = new RegExp(`^postgres: (?:[^:]+: )?\\S+ ${database} `);
  if (database)
    for (const id of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        if (backend.test(readFileSync(`/proc/${id}/cmdline`, 'utf8'))) total += ticks(id);
      } catch {
        /* gone meanwhile */
      }
    }
  return total / 100;
}

interface SentFile {
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** A generated file as sent: CSV, or the supporters' as an XLSX workbook (`--xlsx`: read streamed, issue 40). */
async function sentFile(kind: string, csv: string, xlsx: boolean): Promise<SentFile> {
  if (!xlsx || kind !== 'supporters') return { name: `${kind}.csv`, bytes: new TextEncoder().encode(csv) };
  const rows = csv.split('\n').map((line) => line.split(','));
  return { name: `${kind}.xlsx`, bytes: new Uint8Array(await xlsxFile(rows)) };
}

/** One import job, sent and followed to its end; answers its seconds and its counts. */
async function runJob(url: string, cookie: string, kind: string, file: SentFile, dryRun: boolean) {
  const started = performance.now();
  const form = new FormData();
  form.append('kind', kind);
  form.append('dryRun', String(dryRun));
  form.append('file', new Blob([file.bytes]), file.name);
  const res = await fetch(`${url}/api/imports/jobs`, { method: 'POST', body: form, headers: { cookie } });
  if (res.status !== 202) throw new Error(`${kind}: ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { _id: string } };
  for (;;) {
    await new Promise((r) => setTimeout(r, 200));
    const polled = await fetch(`${url}/api/imports/jobs/${data._id}`, { headers: { cookie } });
    if (polled.status !== 200)
      throw new Error(`${kind}: the job's state answered ${polled.status} ${await polled.text()}`);
    const job = (await polled.json()) as {
      data: { status: string; answerStatus: number; message: string | null; result: Record<string, number> | null };
    };
    if (job.data.status !== 'done' && job.data.status !== 'failed') continue;
    const r = job.data.result;
    if (job.data.answerStatus !== 200 || !r) throw new Error(`${kind}: ${job.data.answerStatus} ${job.data.message}`);
    const counts = `${r.created} created, ${r.updated} updated, ${r.unchanged} unchanged, ${r.failed} errors`;
    return { seconds: (performance.now() - started) / 1000, counts };
  }
}

/**
 * Asks a dashboard call every 250 ms until stopped, and reads the server's memory (PSS) each
 * time; answers the call's 95th percentile in ms and the highest PSS in MiB.
 */
function sampleDuring(url: string, cookie: string, pid: number) {
  const times: number[] = [];
  let peakMiB = 0;
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const t = performance.now();
      // A refused or reset connection is counted, not thrown: the import's own call then says what became of the server.
      const ok = await fetch(`${url}/api/recurring`, { headers: { cookie } })
        .then(async (r) => (await r.arrayBuffer(), r.ok))
        .catch(() => false);
      if (ok) times.push(performance.now() - t);
      else failures++;
      peakMiB = Math.max(peakMiB, pssMiB(pid).total);
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  return async () => {
    running = false;
    await loop;
    const sorted = times.sort((a, b) => a - b);
    return { p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0, count: sorted.length, peakMiB, failures };
  };
}

/** The same call's 95th percentile once the imports are over (20 asks, one at a time): what the import adds. */
async function idleP95(url: string, cookie: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    await fetch(`${url}/api/recurring`, { headers: { cookie } }).then((r) => r.arrayBuffer());
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length * 0.95)]!;
}

async function scenario(
  label: 'PostgreSQL' | 'PGlite',
  server: ServerProcess,
  scale: number,
  database?: string,
  xlsx = false,
): Promise<boolean> {
  const cookie = await loginAs(server.url, ADMIN);
  const files = importFiles(scale);
  const stop = sampleDuring(server.url, cookie, server.child.pid!);
  let total = 0;
  let cpuTotal = 0;
  for (const [kind, csv] of files) {
    const file = await sentFile(kind, csv, xlsx);
    for (const dryRun of [true, false]) {
      const cpuBefore = cpuSeconds(server.child.pid!, database);
      const { seconds, counts } = await runJob(server.url, cookie, kind, file, dryRun);
      const cpu = cpuSeconds(server.child.pid!, database) - cpuBefore;
      total += seconds;
      cpuTotal += cpu;
      console.log(
        `| ${label} | ${file.name} | ${dryRun ? 'dry run' : 'import'} | ${seconds.toFixed(1)} | ${cpu.toFixed(1)} | ${counts} |`,
      );
    }
  }
  const during = await stop();
  const idle = await idleP95(server.url, cookie);
  const budget = BUDGET_S[label] * scale;
  const memoryOk = during.peakMiB <= MEMORY_BUDGET_MIB;
  console.log(
    `| ${label} | all | dry runs and imports | ${total.toFixed(1)} | ${cpuTotal.toFixed(1)} | budget ${budget.toFixed(0)} s: ${total <= budget ? 'met' : 'OVER'}; GET /api/recurring meanwhile p95 ${during.p95.toFixed(0)} ms (${during.count} answered, ${during.failures} failed; ${idle.toFixed(0)} ms once the imports are over); the server's PSS at most ${during.peakMiB.toFixed(0)} MiB (budget ${MEMORY_BUDGET_MIB}: ${memoryOk ? 'met' : 'OVER'}) |`,
  );
  return total <= budget && memoryOk && during.failures === 0;
}

/** The server's memory during an import (issue 40: the after-load budget of PGlite's server, 400 MiB). */
const MEMORY_BUDGET_MIB = 400;

/** A run that failed: the server's last words, then the error. */
const died = (server: ServerProcess) => (err: unknown) => {
  console.error(server.output().slice(-4000));
  throw err;
};

export async function benchImport(only: string | undefined, scale: number, xlsx = false): Promise<boolean> {
  console.log(`\nImport scenario, scale ${scale}${xlsx ? ', the supporters as XLSX' : ''}\n`);
  console.log('| database | kind | run | seconds | CPU s | rows |\n|---|---|---|---|---|---|');
  let met = true;
  if (!only || only === 'postgres') {
    const db = await throwawayPostgres(undefined, { prefix: process.env.BENCH_DB_PREFIX ?? 't' });
    let server: ServerProcess | undefined;
    try {
      server = await startServerProcess({ DATABASE_URL: db.url, SEED_DEMO: 'false', ...SERVER_ENV });
      const name = new URL(db.url).pathname.slice(1);
      met = (await scenario('PostgreSQL', server, scale, name, xlsx).catch(died(server))) && met;
    } finally {
      await server?.kill();
      await db.drop();
    }
  }
  if (!only || only === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-import-'));
    let server: ServerProcess | undefined;
    try {
      server = await startServerProcess({ DATA_DIR: dir, SEED_DEMO: 'false', ...SERVER_ENV });
      met = (await scenario('PGlite', server, scale, undefined, xlsx).catch(died(server))) && met;
    } finally {
      await server?.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return met;
}
