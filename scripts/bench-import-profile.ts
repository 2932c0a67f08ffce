/**
 * `npx tsx scripts/bench-import-profile.ts [--scale=0.1] [--pglite] [--kinds=supporters,donations]`:
 * where an import's time goes (docs/performance.md, "Importing"). Runs the bench's files
 * (scripts/bench-import.ts) through `runImport` in this process, a dry run then the import
 * of each, on a throwaway PostgreSQL database (or an in-memory PGlite one), and prints each
 * run's seconds with its statements: how many, and the time spent in each shape of
 * statement (its text up to the first parameter), the costliest first.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { throwawayPostgres } from '~test/process';
import { openDatabase } from '~/server/core/db/client';
import { runImport, type WritableKind } from '~/server/people/imports/run-import';
import { importFiles } from './bench-import';

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k!, v ?? 'true'] as const;
  }),
);
const scale = Number(args.get('scale') ?? 0.1);
const kinds = args.get('kinds')?.split(',');

const spent = new Map<string, { n: number; ms: number }>();
const shapeOf = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\(\$\d+(, ?\$\d+)*\)(, ?\(\$\d+(, ?\$\d+)*\))*/g, '(…)')
    .replace(/\$\d+(, ?\$\d+)+/g, '$…')
    .slice(0, 160);
function timed<T extends object>(proto: T, method: keyof T) {
  const original = proto[method] as unknown as (...a: unknown[]) => unknown;
  (proto as Record<string, unknown>)[method as string] = function (this: unknown, ...a: unknown[]) {
    const text = typeof a[0] === 'string' ? a[0] : ((a[0] as { text?: string })?.text ?? '?');
    const started = performance.now();
    const result = original.apply(this, a);
    if (result && typeof (result as Promise<unknown>).then === 'function')
      return (result as Promise<unknown>).finally(() => {
        const key = shapeOf(text);
        const s = spent.get(key) ?? { n: 0, ms: 0 };
        s.n++;
        s.ms += performance.now() - started;
        spent.set(key, s);
      });
    return result;
  };
}

function report(label: string, seconds: number, cpu: NodeJS.CpuUsage) {
  const rows = [...spent.entries()].sort((a, b) => b[1].ms - a[1].ms);
  const total = rows.reduce((sum, [, s]) => sum + s.ms, 0);
  const count = rows.reduce((sum, [, s]) => sum + s.n, 0);
  console.log(
    `\n${label}: ${seconds.toFixed(2)} s (this process's CPU ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s), ${count} statements, ${(total / 1000).toFixed(2)} s in them`,
  );
  const mib = (n: number) => `${Math.round(n / 2 ** 20)} MiB`;
  const memory = process.memoryUsage();
  console.log(
    `  memory: RSS ${mib(memory.rss)}, JS heap ${mib(memory.heapUsed)} of ${mib(memory.heapTotal)}, array buffers (PGlite's WebAssembly memory among them) ${mib(memory.arrayBuffers)}`,
  );
  for (const [shape, s] of rows.slice(0, 8))
    console.log(`  ${String(s.n).padStart(6)} × ${(s.ms / 1000).toFixed(2).padStart(6)} s  ${shape}`);
  spent.clear();
}

async function main() {
  const onPglite = args.has('pglite');
  const throwaway = onPglite ? null : await throwawayPostgres(undefined, { prefix: 'importperf' });
  if (onPglite) timed(PGlite.prototype, 'query');
  else {
    timed(pg.Client.prototype, 'query');
    timed(pg.Pool.prototype, 'query');
  }
  const database = await openDatabase(throwaway ? { databaseUrl: throwaway.url } : {});
  spent.clear();
  try {
    for (const [kind, csv] of importFiles(scale)) {
      if (kinds && !kinds.includes(kind)) continue;
      for (const dryRun of [true, false]) {
        const started = performance.now();
        const cpu = process.cpuUsage();
        const answer = await runImport(database.db, {
          kind: kind as WritableKind,
          source: { buffer: Buffer.from(csv), name: `${kind}.csv` },
          dryRun,
          skipErrors: !dryRun,
          adminId: null,
        });
        report(
          `${kind} ${dryRun ? 'dry run' : 'import'} (${answer.created} created, ${answer.failed} errors)`,
          (performance.now() - started) / 1000,
          process.cpuUsage(cpu),
        );
      }
    }
  } finally {
    await database.close();
    await throwaway?.drop();
  }
}

await main();
