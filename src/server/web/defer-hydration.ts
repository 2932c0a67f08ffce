/**
 * Public pages are complete without JavaScript: every text is rendered, every link
 * works and every form posts to the server. React and React Router (about 110 KB
 * gzip) are therefore not fetched with the page but at the visitor's first sign of
 * interaction (decision 007; DESIGN.md: "under 100 KB of JavaScript before
 * interaction on a public page").
 *
 * The rendered page is rewritten here, on the server, from React Router's own output:
 * - its `<link rel="modulepreload">` tags are removed (their addresses go to the loader);
 * - its boot scripts after the root layout's scripts marker (what comes before it is
 *   the page's content), i.e. the inline `window.__reactRouter…` data and the
 *   `type="module"` bootstrap, are made inert as `type="text/x-deferred"`, the
 *   original type kept in `data-type`, their text unchanged, so the page's hash-based
 *   CSP still allows them;
 * - the loader (boot-loader.ts) is added before `</body>`: on the first interaction it
 *   restores the preloads and re-creates those scripts in order, so React Router boots
 *   exactly as it would have. Taps made meanwhile are replayed (see the loader).
 *
 * The rewrite depends on the shape of React Router's HTML. Should an upgrade change
 * it, `deferHydration` throws a `PageShapeError` naming what it missed: the server
 * checks a real page at start (page-shape-check.ts) and refuses to start, and the
 * tests check real pages of a real build.
 */
import { DEFERRED_SCRIPT_TYPE, SCRIPTS_MARKER } from '~/shared/boot';
import { inlineBootLoader } from './inline-boot-loader';

const MARKER = `<template ${SCRIPTS_MARKER}=""></template>`;
const MODULEPRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const CONTEXT_SCRIPT = /^\s*window\.__reactRouterContext\s*=/;

export class PageShapeError extends Error {
  constructor(missing: string[]) {
    super(
      `React Router's page no longer has the shape src/server/web/defer-hydration.ts rewrites ` +
        `(decision 007): ${missing.join('; ')}. Public pages cannot boot on interaction until the rewrite ` +
        `is updated to React Router's new output.`,
    );
    this.name = 'PageShapeError';
  }
}

/** Whether an inline script is one of React Router's boot scripts. */
function isBootScript(attrs: string, text: string): boolean {
  if (/\bsrc=/.test(attrs)) return false;
  if (/\btype="module"/.test(attrs)) return true;
  return /^\s*window\.__reactRouter/.test(text);
}

function inert(attrs: string, text: string): string {
  const type = /\btype="([^"]*)"/.exec(attrs)?.[1];
  const rest = attrs
    .replace(/\s*\btype="[^"]*"/, '')
    .replace(/\s*\basync(="[^"]*")?(?=\s|$)/, '')
    .trimEnd();
  return `<script type="${DEFERRED_SCRIPT_TYPE}"${type ? ` data-type="${type}"` : ''}${rest}>${text}</script>`;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Rewrites a rendered page so that React Router boots on the first interaction.
 * Throws `PageShapeError` when the page lacks what React Router has always rendered.
 */
export function deferHydration(html: string): string {
  const markerAt = html.lastIndexOf(MARKER);
  const end = html.lastIndexOf('</body>');
  const missing: string[] = [];
  if (markerAt === -1) missing.push(`no scripts marker (${MARKER}) from the root layout`);
  if (end === -1 || end < markerAt) missing.push('no </body> after the scripts marker');
  if (missing.length) throw new PageShapeError(missing);

  const content = html.slice(0, markerAt);
  const framework = html.slice(markerAt, end);
  let modules = 0;
  let contexts = 0;
  const withInertScripts = framework.replace(INLINE_SCRIPT, (whole, attrs: string, text: string) => {
    if (!isBootScript(attrs, text)) return whole;
    if (/\btype="module"/.test(attrs)) modules++;
    if (CONTEXT_SCRIPT.test(text)) contexts++;
    return inert(attrs, text);
  });
  // React hoists the preloads into <head>; wherever they are, they go to the loader.
  const preloads: string[] = [];
  const takePreload = (tag: string) => {
    const href = HREF.exec(tag)?.[1];
    if (href && !preloads.includes(href)) preloads.push(href);
    return '';
  };
  const page = content.replace(MODULEPRELOAD, takePreload) + withInertScripts.replace(MODULEPRELOAD, takePreload);

  if (modules !== 1) missing.push(`${modules} inline <script type="module"> bootstraps after the marker, not 1`);
  if (contexts === 0) missing.push('no inline "window.__reactRouterContext = ..." script after the marker');
  if (preloads.length === 0) missing.push('no <link rel="modulepreload" href="..."> in the page');
  if (missing.length) throw new PageShapeError(missing);

  const loader = `<script data-preloads="${escapeAttribute(JSON.stringify(preloads))}">${inlineBootLoader()}</script>`;
  return page + loader + html.slice(end);
}
