/**
 * Lighthouse (mobile, default simulated throttling) over the public pages of a
 * production build, in Debian's Chromium, against the real server on 127.0.0.1 with a
 * seeded throw-away database. Prints the four scores, total blocking time and the
 * JavaScript per page, and exits non-zero when a score is below 95, performance below
 * 97 or total blocking time 150 ms or more (issue 17; both moved by what the machine
 * took from the control in the same run), or a page loads 100 KB (1 KB =
 * 1024 bytes) or more of JavaScript, gzip, before interaction (docs/quality.md#light-public-pages).
 * "On touch" is what React Router's boot then fetches at the first interaction
 * (defer-hydration.ts; scripts/first-touch-bytes.ts measures it in a browser).
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
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import type { BootPlan } from '~/shared/boot';
import { startServerProcess } from '~test/process';
import { pageLabel, publicPages } from './public-pages';
import { startControlPage } from './control-page';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const MIN_SCORE = 95;
const MIN_PERFORMANCE = 97;
const MAX_TBT_MS = 150;
/** The control's total blocking time on a quiet machine of this kind (issue 17: 16-76 ms). */
const CONTROL_QUIET_TBT_MS = 76;
const CONTROL = '(control)';
const MAX_JS_BYTES = 100 * 1024;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const args = process.argv.slice(2);
const baseUrl = args.find((a) => a.startsWith('--base-url='))?.slice('--base-url='.length);
const skipBuild = args.includes('--skip-build') || !!baseUrl;
/** Simulated throttling still scales the CPU time it observes: on a busy machine single runs vary by ±10 points. */
const runs = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 3));
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
  scripts: { url: string; transfer: number; gzip: number }[];
  /** What React Router's boot fetches on the first interaction (gzip), see defer-hydration.ts. */
  onInteraction: number;
  failed: string[];
  /** The control's audit the page's timing is judged against (the one just before it). */
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

const gzipCache = new Map<string, number>();
/** What a script weighs gzip-compressed, whether or not the server compressed it. */
async function gzipSize(url: string): Promise<number> {
  let size = gzipCache.get(url);
  if (size === undefined) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    size = gzipSync(body, { level: 9 }).length;
    gzipCache.set(url, size);
  }
  return size;
}

/** Runs Lighthouse `runs` times and keeps the run with the median performance score. */
async function audit(url: string, port: number, reportDir: string, pagePath: string): Promise<PageResult> {
  const lhrs: LighthouseResult[] = [];
  // A trace that failed to record (NO_NAVSTART and the like, seen on a busy machine) is
  // the tool's failure, not the page's: such a run is tried again, up to twice.
  for (let i = 0, retries = 0; i < runs; i++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (error && retries++ < 2) {
      console.log(`\n  ${pagePath}: ${error.code}, running again`);
      i--;
      continue;
    }
    if (error) throw new Error(`${pagePath}: ${error.code} ${error.message}`);
    lhrs.push(result.lhr);
  }
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
    perfRuns: lhrs.map((l) => Math.round(perf(l) * 100)),
    scores,
    scripts,
    onInteraction,
    failed,
  };
}

/** The modules a public page's boot loader fetches on the first interaction, gzip. */
async function interactionScripts(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const attribute = /<script data-boot="([^"]*)">/.exec(html)?.[1] ?? '';
  const plan = JSON.parse(attribute.replace(/&quot;/g, '"').replace(/&amp;/g, '&') || '{}') as BootPlan;
  const scripts = (plan.scripts ?? []).map((s) => s.src);
  const bootstrap = plan.scripts?.find((s) => s.module)?.src;
  const boot = bootstrap ? await (await fetch(new URL(bootstrap, url))).text() : '';
  const imports = [...boot.matchAll(/(?:from|import\()\s*"([^"]+)"/g)].map((m) => m[1]!);
  const all = new Set([...(plan.preloads ?? []), ...scripts, ...imports].map((p) => new URL(p, url).href));
  let total = 0;
  for (const u of all) total += await gzipSize(u);
  return total;
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
      // earlier, did not: the control and the page once more, back to back, and the page
      // is judged beside that control.
      if (missesTiming(r, controlResult)) {
        process.stdout.write('over its timing budget, the control and the page again... ');
        controlResult = await audit(control.url, chrome.port, reportDir, CONTROL);
        r = await audit(`${server.url}${pagePath}`, chrome.port, reportDir, pagePath);
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
    'Page           Perf  A11y  BP    SEO   TBT ms  JS gzip    JS sent    Scripts  On touch   Perf of each run',
  );
  const problems: string[] = [];
  for (const r of results) {
    const gzip = r.scripts.reduce((s, x) => s + x.gzip, 0);
    const sent = r.scripts.reduce((s, x) => s + x.transfer, 0);
    const s = r.scores;
    console.log(
      `${pageLabel(r.path).padEnd(14)} ${[s.performance, s.accessibility, s['best-practices'], s.seo].map((n) => String(n).padEnd(5)).join(' ')} ${String(r.tbt).padEnd(7)} ${kb(gzip).padEnd(10)} ${kb(sent).padEnd(10)} ${String(r.scripts.length).padEnd(8)} ${kb(r.onInteraction).padEnd(10)} ${r.perfRuns.join(' ')}`,
    );
    if (r.path === CONTROL || !r.control) continue;
    const { minPerformance, maxTbt } = timingBudgets(r.control);
    if (r.control !== results[0])
      console.log(`${''.padEnd(14)} judged beside the control audited again just before it`);
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
      'a page over them is judged beside the control audited again just before it).',
  );
  console.log(`\nReports: ${reportDir}`);
  if (problems.length) {
    console.log(`\n${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('\nAll pages meet the budget.');
}

await main();
