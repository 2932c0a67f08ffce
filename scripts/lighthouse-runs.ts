/**
 * How `npm run lighthouse` (lighthouse.ts) runs Lighthouse: each run's CPU slowdown
 * calibrated to the machine's moment, several pages' runs taken in turn.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';

export { CHROME_FLAGS } from './chromium-flags';

/**
 * Lighthouse's CPU benchmark (`environment.benchmarkIndex`, measured in the browser at the
 * start of every run) on a quiet machine of this kind: 2182-2666 in nine runs, 2026-11-29.
 * The budgets were set with Lighthouse's 4x CPU slowdown on such a machine. A run whose
 * benchmark reads lower met a slower moment (another tenant of the host, the suite beside
 * it): its trace is scored again with the slowdown scaled down in proportion, so that the
 * simulated phone stays the one the budgets were set for (Lighthouse's own advice, in its
 * repository's throttling guide, "Calibrating multipliers"). Never scaled up.
 */
export const REFERENCE_BENCHMARK_INDEX = 2400;
/** Lighthouse's mobile CPU slowdown, which the budgets were set with. */
export const CPU_SLOWDOWN = 4;

/** Lighthouse's CPU slowdown for a machine whose benchmark reads `benchmarkIndex` (never under 1x, never above 4x). */
export const calibratedSlowdown = (benchmarkIndex: number): number =>
  benchmarkIndex > 0
    ? Math.max(1, Math.min(CPU_SLOWDOWN, (CPU_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX))
    : CPU_SLOWDOWN;

/**
 * One Lighthouse run of `url`, its trace scored with a CPU slowdown calibrated to the
 * machine's moment (REFERENCE_BENCHMARK_INDEX): gathered once into a folder, and on a slow
 * moment audited again from that folder with the scaled-down slowdown.
 */
export async function calibratedRun(url: string, port: number, onlyCategories: string[]): Promise<LighthouseResult> {
  const lighthouseFlags = { output: 'json' as const, logLevel: 'error' as const, onlyCategories };
  const artifactsDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-artifacts-'));
  try {
    const first = await lighthouse(url, {
      ...lighthouseFlags,
      port,
      gatherMode: artifactsDir,
      auditMode: artifactsDir,
    });
    if (!first) throw new Error(`Lighthouse gave no result for ${url}`);
    const benchmark = first.lhr.environment.benchmarkIndex;
    if (first.lhr.runtimeError || !(benchmark > 0) || benchmark >= REFERENCE_BENCHMARK_INDEX) return first.lhr;
    const throttling = {
      ...first.lhr.configSettings.throttling,
      cpuSlowdownMultiplier: calibratedSlowdown(benchmark),
    };
    // Lighthouse audits saved artifacts only with the settings they were gathered with.
    const file = path.join(artifactsDir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(file, 'utf8')) as { settings: { throttling: unknown } };
    artifacts.settings.throttling = throttling;
    writeFileSync(file, JSON.stringify(artifacts));
    const again = await lighthouse(undefined, { ...lighthouseFlags, auditMode: artifactsDir, throttling });
    if (!again) throw new Error(`Lighthouse gave no result for ${url} audited again`);
    return again.lhr;
  } finally {
    rmSync(artifactsDir, { recursive: true, force: true });
  }
}

/**
 * `count` calibrated runs of each target, taken in turn (control, page, control, page...) so
 * that a slow spell of the machine falls on both alike; each target's runs in the order made.
 * A trace that failed to record (NO_NAVSTART and the like, seen on a busy machine) is the
 * tool's failure, not the page's: such a run is tried again, up to twice a target.
 */
export async function runsInTurn(
  targets: { url: string; label: string }[],
  port: number,
  count: number,
  onlyCategories: string[],
): Promise<LighthouseResult[][]> {
  const results = targets.map(() => [] as LighthouseResult[]);
  const retries = targets.map(() => 0);
  for (let i = 0; i < count; i++)
    for (const [t, target] of targets.entries()) {
      for (;;) {
        const lhr = await calibratedRun(target.url, port, onlyCategories);
        const error = lhr.runtimeError;
        if (error && retries[t]!++ < 2) {
          console.log(`\n  ${target.label}: ${error.code}, running again`);
          continue;
        }
        if (error) throw new Error(`${target.label}: ${error.code} ${error.message}`);
        results[t]!.push(lhr);
        break;
      }
    }
  return results;
}
