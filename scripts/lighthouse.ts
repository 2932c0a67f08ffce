/**
 * Lighthouse (mobile, default simulated throttling) over the public pages of a
 * production build, in Debian's Chromium, against the real server on 127.0.0.1 with a
 * seeded throw-away database. Prints the four scores, total blocking time and the
 * JavaScript per page, and exits non-zero when a score is below 95, performance below
 * 97 or total blocking time 150 ms or more (issue 17; both moved by what the machine
 * took from the control in the same run), or a page loads 100 KB (1,024 bytes each) of JavaScript
 * or more, gzip, before interaction (docs/quality.md#light-public-pages). "On touch" is what React
 * Router's boot fetches at the first interaction (defer-hydration.ts; first-touch-bytes.ts).
 *
 * The control: a plain static HTML page (no script, one small stylesheet) served by a
 * bare Node.js server, audited in the same run and printed first. Lighthouse's
 * simulated throttling scales the CPU time it observes, so on a busy machine every
 * score drops; the control shows how far (its own limit is performance 100).
 *
 *   npm run lighthouse                      # build into build-lighthouse, then audit
 *   npm run lighthouse -- --skip-build      # reuse the last build
 *   npm run lighthouse -- /catalog /donate  # only these pages
 *   npm run lighthouse -- --base-url=https://example.org  # audit a running site instead
 *   npm run lighthouse -- --runs=5          # runs per page (default 3; the median run counts)
 *
 * BUILD_DIR picks the build folder; CHROMIUM_PATH the browser. JSON reports are kept
 * in the temporary folder printed at the end.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import type { Result as LighthouseResult } from 'lighthouse';
import { startServerProcess } from '~test/process';
import { pageLabel, publicPages } from './public-pages';
import { startControlPage } from './control-page';
import { gzipSize, interactionScripts } from './lighthouse-bytes';
import { CHROME_FLAGS, CPU_SLOWDOWN, runsInTurn } from './lighthouse-runs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const MIN_SCORE = 95;
const MIN_PERFORMANCE = 97;
const MAX_TBT_MS = 150;
/**
 * The plain control's total blocking time on a quiet machine of this kind (issue 17: 16-76 ms,
 * 2026-11-25). The control now sends the site's security headers, and what the browser's
 * isolated process costs it above this is taken as the machine's (control-page.ts).
 */
const CONTROL_QUIET_TBT_MS = 76;
const CONTROL = '(control)';
const MAX_JS_BYTES = 100 * 1024;

const args = process.argv.slice(2);
const baseUrl = args.find((a) => a.startsWith('--base-url='))?.slice('--base-url='.length);
const skipBuild = args.includes('--skip-build') || !!baseUrl;
/** Simulated throttling still scales the CPU time it observes: on a busy machine single runs vary by ±10 points. */
const runs = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 3));
/**
 * Runs of the control and of the page when a page is audited again: one run's total blocking
 * time moves by 100-300 ms on a quiet machine (Chromium's own start of the document,
 * docs/performance.md), so the second look takes more of them, in turn, and judges the medians.
 */
const recheckRuns = Math.max(runs, 5);
const pages = args.filter((a) => a.startsWith('/'));
const buildDir = process.env.BUILD_DIR ?? 'build-lighthouse';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

interface PageResult {
  path: string;
  /** Performance of every run, lowest first (the median one is reported). */
  perfRuns: number[];
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** Total blocking time of the median run, ms. */
  tbt: number;
  /** The CPU slowdown the median run was scored with (calibratedRun). */
  cpu: number;
  scripts: { url: string; transfer: number; gzip: number }[];
  /** What React Router's boot fetches on the first interaction (gzip), see defer-hydration.ts. */
  onInteraction: number;
  failed: string[];
  /** The control's audit the page's timing is judged against (the first, or the one audited again in turn with it). */
  control?: PageResult;
}

/**
 * The timing budgets of a page audited beside `control`: what a busy machine takes from
 * the control (whose own limit is performance 100 and a quiet total blocking time), it
 * takes from the page: the budgets move by as much, never above issue 17's. On a quiet
 * machine they are 97 and 150 ms.
 */
function timingBudgets(control: PageResult) {
  return {
    minPerformance: MIN_PERFORMANCE - Math.max(0, 100 - control.scores.performance),
    maxTbt: MAX_TBT_MS + Math.max(0, control.tbt - CONTROL_QUIET_TBT_MS),
  };
}

const missesTiming = (r: PageResult, control: PageResult) => {
  const { minPerformance, maxTbt } = timingBudgets(control);
  return r.scores.performance < minPerformance || r.tbt >= maxTbt;
};

/** Runs Lighthouse `runs` times and keeps the run with the median performance score. */
async function audit(url: string, port: number, reportDir: string, pagePath: string): Promise<PageResult> {
  const [lhrs] = await runsInTurn([{ url, label: pagePath }], port, runs, [...CATEGORIES]);
  return summarize(lhrs!, url, reportDir, pagePath);
}

/**
 * The control and a page audited again, `recheckRuns` each, in turn: a slow spell of the machine
 * falls on both alike, and the page is judged beside this control.
 */
async function auditInTurn(controlUrl: string, pageUrl: string, port: number, reportDir: string, pagePath: string) {
  const targets = [
    { url: controlUrl, label: CONTROL },
    { url: pageUrl, label: pagePath },
  ];
  const [control, page] = await runsInTurn(targets, port, recheckRuns, [...CATEGORIES]);
  return {
    control: await summarize(control!, controlUrl, reportDir, CONTROL),
    page: await summarize(page!, pageUrl, reportDir, pagePath),
  };
}

/** A page's result from its runs: the run with the median performance score, its scripts, its failed audits. */
async function summarize(
  lhrs: LighthouseResult[],
  url: string,
  reportDir: string,
  pagePath: string,
): Promise<PageResult> {
  const perf = (l: LighthouseResult) => l.categories.performance?.score ?? 0;
  lhrs.sort((a, b) => perf(a) - perf(b));
  const lhr = lhrs[Math.floor(lhrs.length / 2)]!;
  const name = pagePath === '/' ? 'home' : pagePath.replace(/\W+/g, '-').replace(/^-|-$/g, '');
  writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(lhr));

  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as PageResult['scores'];
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ??
    []) as NetworkItem[];
  const scripts = await Promise.all(
    items
      .filter((i) => i.resourceType === 'Script')
      .map(async (i) => ({ url: i.url, transfer: i.transferSize ?? 0, gzip: await gzipSize(i.url) })),
  );
  const onInteraction = pagePath === CONTROL ? 0 : await interactionScripts(url);
  const failed = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    path: pagePath,
    tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cpu: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? CPU_SLOWDOWN,
    perfRuns: lhrs.map((l) => Math.round(perf(l) * 100)),
    scores,
    scripts,
    onInteraction,
    failed,
  };
}

async function main() {
  if (!skipBuild) {
    console.log(`Building for production into ${buildDir}...`);
    execFileSync('node_modules/.bin/react-router', ['build'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, BUILD_DIR: buildDir },
    });
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-data-'));
  const reportDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-reports-'));
  const server = baseUrl
    ? { url: baseUrl.replace(/\/$/, ''), kill: async () => {} }
    : await startServerProcess({
        DATA_DIR: dataDir,
        BUILD_DIR: buildDir,
        SEED_DEMO: 'true',
        ADMIN_EMAIL: 'lighthouse@example.org',
        ADMIN_PASSWORD: 'lighthouse-password-1234',
      });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const control = await startControlPage();
  const results: PageResult[] = [];
  try {
    process.stdout.write('Auditing the control page... ');
    let controlResult = await audit(control.url, chrome.port, reportDir, CONTROL);
    results.push(controlResult);
    console.log('done');
    for (const pagePath of pages.length ? pages : await publicPages(server.url)) {
      process.stdout.write(`Auditing ${pagePath}... `);
      let r = await audit(`${server.url}${pagePath}`, chrome.port, reportDir, pagePath);
      // A page over its timing budget may have met a busy moment the control, audited
      // earlier, did not: the control and the page once more, in turn, with more runs each,
      // and the page is judged beside that control.
      if (missesTiming(r, controlResult)) {
        process.stdout.write('over its timing budget, the control and the page again... ');
        ({ control: controlResult, page: r } = await auditInTurn(
          control.url,
          `${server.url}${pagePath}`,
          chrome.port,
          reportDir,
          pagePath,
        ));
      }
      results.push({ ...r, control: controlResult });
      console.log('done');
    }
  } finally {
    chrome.kill();
    control.close();
    await server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(`\nMedian of ${runs} run(s) per page (the control as first audited).`);
  console.log(
    'Page           Perf  A11y  BP    SEO   TBT ms  CPU x  JS gzip    JS sent    Scripts  On touch   Perf of each run',
  );
  const problems: string[] = [];
  for (const r of results) {
    const gzip = r.scripts.reduce((s, x) => s + x.gzip, 0);
    const sent = r.scripts.reduce((s, x) => s + x.transfer, 0);
    const s = r.scores;
    console.log(
      `${pageLabel(r.path).padEnd(14)} ${[s.performance, s.accessibility, s['best-practices'], s.seo].map((n) => String(n).padEnd(5)).join(' ')} ${String(r.tbt).padEnd(7)} ${r.cpu.toFixed(1).padEnd(6)} ${kb(gzip).padEnd(10)} ${kb(sent).padEnd(10)} ${String(r.scripts.length).padEnd(8)} ${kb(r.onInteraction).padEnd(10)} ${r.perfRuns.join(' ')}`,
    );
    if (r.path === CONTROL || !r.control) continue;
    const { minPerformance, maxTbt } = timingBudgets(r.control);
    if (r.control !== results[0])
      console.log(`${''.padEnd(14)} judged beside the control audited again in turn with it`);
    if (s.performance < minPerformance) problems.push(`${r.path}: performance ${s.performance} < ${minPerformance}`);
    if (r.tbt >= maxTbt) problems.push(`${r.path}: total blocking time ${r.tbt} ms >= ${maxTbt} ms`);
    for (const c of CATEGORIES)
      if (c !== 'performance' && r.scores[c] < MIN_SCORE)
        problems.push(`${r.path}: ${c} ${r.scores[c]} < ${MIN_SCORE}`);
    if (gzip >= MAX_JS_BYTES) problems.push(`${r.path}: ${kb(gzip)} of JavaScript (gzip) >= ${kb(MAX_JS_BYTES)}`);
    if (sent > gzip * 1.2) problems.push(`${r.path}: scripts are sent uncompressed (${kb(sent)} for ${kb(gzip)} gzip)`);
    if (r.failed.length) console.log(`${''.padEnd(14)} failed audits: ${r.failed.join(', ')}`);
  }

  // The JavaScript every page loads, largest first: where the weight comes from.
  const shared = new Map<string, { gzip: number; pages: number }>();
  for (const r of results.filter((x) => x.path !== CONTROL))
    for (const x of r.scripts) {
      const name = new URL(x.url).pathname;
      const entry = shared.get(name) ?? { gzip: x.gzip, pages: 0 };
      entry.pages++;
      shared.set(name, entry);
    }
  console.log('\nScript                                         gzip      pages');
  for (const [name, e] of [...shared].sort((a, b) => b[1].gzip - a[1].gzip))
    console.log(`${name.padEnd(46)} ${kb(e.gzip).padEnd(9)} ${e.pages}/${results.length - 1}`);

  const { minPerformance, maxTbt } = timingBudgets(results[0]!);
  console.log(
    `\nBudgets in this run: performance at least ${minPerformance}, total blocking time under ${maxTbt} ms ` +
      `(issue 17: ${MIN_PERFORMANCE} and ${MAX_TBT_MS} ms, less what the machine took from the control; ` +
      'a page over them is judged beside the control audited again in turn with it).',
  );
  console.log(`\nReports: ${reportDir}`);
  if (problems.length) {
    console.log(`\n${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('\nAll pages meet the budget.');
}

await main();
