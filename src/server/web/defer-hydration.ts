/**
 * Public pages are complete without JavaScript: every text is rendered, every link
 * works and every form posts to the server. React and React Router (about 110 KB
 * gzip) are therefore not fetched with the page but at the visitor's first sign of
 * interaction (decision 007; docs/quality.md#light-public-pages: no JavaScript before
 * interaction on a public page).
 *
 * The rendered page is rewritten here, on the server, from React Router's own output:
 * - its `<link rel="modulepreload">` tags are removed (their addresses go to the loader);
 * - its boot scripts after the root layout's scripts marker (what comes before it is
 *   the page's content), i.e. the inline `window.__reactRouter…` data and the
 *   `type="module"` bootstrap, leave the page: the classic ones become one file, the
 *   bootstrap another, both served by address of their content (boot-files.ts), so the
 *   HTML the browser must parse and lay out carries no inert script text;
 *   an empty inert element stays in each one's place, for React to hydrate;
 * - deferred external scripts after the marker (the page's message catalogues, see
 *   root.tsx) are loaded first at boot: the element stays, inert, for React to hydrate;
 * - React Router's scroll-restoring script (`<ScrollRestoration />`) gives a new history
 *   entry a key at once (`history.replaceState`) and reads the positions it keeps in
 *   `sessionStorage`: on an entry React Router never ran in, there is nothing stored for it,
 *   yet both calls cost the page's first task 6-20 ms in Chromium (docs/performance.md,
 *   "What a public page pays at load"). The page carries a shorter one that restores a
 *   position only for an entry React Router already keyed; the loader keys the entry when
 *   it boots React Router, as the original would have before it;
 * - the loader (boot-loader.ts) is added before `</body>`: on the first interaction it
 *   restores the preloads and loads those scripts in order, so React Router boots
 *   exactly as it would have. Taps made meanwhile are replayed (see the loader).
 *
 * The rewrite depends on the shape of React Router's HTML. Should an upgrade change
 * it, `deferHydration` throws a `PageShapeError` naming what it missed: the server
 * checks a real page at start (page-shape-check.ts) and refuses to start, and the
 * tests check real pages of a real build.
 */
import { BOOT_DATA_ATTRIBUTE, SCRIPTS_MARKER, type BootPlan } from '~/shared/boot';
import { inlineBootLoader } from './inline-boot-loader';

/** Where the boot files go: `put` stores a script's text and answers its address. */
export interface BootStore {
  put(text: string): string;
}

const MARKER = `<template ${SCRIPTS_MARKER}=""></template>`;
const MODULEPRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
/** The type of an external script left in the page not to run: React hydrates the element. */
export const LATER_SCRIPT_TYPE = 'text/x-later';
const INERT = `<script type="${LATER_SCRIPT_TYPE}"></script>`;
const CONTEXT_SCRIPT = /^\s*window\.__reactRouterContext\s*=/;
/** React Router's `<ScrollRestoration />` script, called with its storage key and restore key. */
const SCROLL_SCRIPT =
  /^\s*\(\(storageKey, restoreKey\) => \{[\s\S]*sessionStorage[\s\S]*\}\)\(("[^"]*"), (null|"[^"]*")\)\s*$/;

/**
 * The scroll-restoring script of a page that boots on interaction: React Router's, less
 * what it does for an entry it has never run in (no `key` in `history.state`, no restore
 * key of the app's own): giving the entry a key, which the boot loader does at boot
 * (boot-loader.ts), and reading `sessionStorage`, which holds nothing for such an entry.
 */
export function scrollScriptBeforeBoot(storageKey: string, restoreKey: string): string {
  return (
    `(function(k,r){var s=history.state;if(!r&&!(s&&s.key))return;` +
    `try{var y=JSON.parse(sessionStorage.getItem(k)||"{}")[r||s.key];if(typeof y=="number")scrollTo(0,y)}` +
    `catch(e){console.error(e);sessionStorage.removeItem(k)}})(${storageKey},${restoreKey})`
  );
}

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

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Rewrites a rendered page so that React Router boots on the first interaction, its
 * boot scripts stored in `store`. Only for a page anyone asking for the same address
 * would get (page-render.ts): the files are served to whoever knows their names.
 * Throws `PageShapeError` when the page lacks what React Router has always rendered.
 */
export function deferHydration(html: string, store: BootStore): string {
  const markerAt = html.lastIndexOf(MARKER);
  const end = html.lastIndexOf('</body>');
  const missing: string[] = [];
  if (markerAt === -1) missing.push(`no scripts marker (${MARKER}) from the root layout`);
  if (end === -1 || end < markerAt) missing.push('no </body> after the scripts marker');
  if (missing.length) throw new PageShapeError(missing);

  const content = html.slice(0, markerAt);
  const framework = html.slice(markerAt, end);
  const first: string[] = [];
  const classic: string[] = [];
  const modules: string[] = [];
  let contexts = 0;
  let scrolls = 0;
  const rest = framework.replace(SCRIPT, (whole, attrs: string, text: string) => {
    const scroll = /\bsrc=/.test(attrs) ? null : SCROLL_SCRIPT.exec(text);
    if (scroll) {
      scrolls++;
      return `<script${attrs}>${scrollScriptBeforeBoot(scroll[1]!, scroll[2]!)}</script>`;
    }
    const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
    if (src) {
      if (!/\bdefer\b/.test(attrs)) return whole;
      first.push(src.replace(/&amp;/g, '&'));
      // The element stays, inert, for React to hydrate in its place; the loader loads it first.
      return `<script type="${LATER_SCRIPT_TYPE}" data-src="${src}"></script>`;
    }
    if (!isBootScript(attrs, text)) return whole;
    if (/\btype="module"/.test(attrs)) modules.push(text);
    else {
      if (CONTEXT_SCRIPT.test(text)) contexts++;
      classic.push(text);
    }
    // React rendered the element: an empty, inert one stays for it to hydrate.
    return INERT;
  });
  // React hoists the preloads into <head>; wherever they are, they go to the loader.
  const preloads: string[] = [];
  const takePreload = (tag: string) => {
    const href = HREF.exec(tag)?.[1];
    if (href && !preloads.includes(href)) preloads.push(href);
    return '';
  };
  const page = content.replace(MODULEPRELOAD, takePreload) + rest.replace(MODULEPRELOAD, takePreload);

  if (modules.length !== 1)
    missing.push(`${modules.length} inline <script type="module"> bootstraps after the marker, not 1`);
  if (contexts === 0) missing.push('no inline "window.__reactRouterContext = ..." script after the marker');
  if (scrolls !== 1) missing.push(`${scrolls} <ScrollRestoration /> scripts after the marker, not 1`);
  if (preloads.length === 0) missing.push('no <link rel="modulepreload" href="..."> in the page');
  if (missing.length) throw new PageShapeError(missing);

  // Each script ends with a line break: a `//` comment at the end of one never swallows the next.
  const plan: BootPlan = {
    preloads,
    scripts: [
      ...first.map((src) => ({ src })),
      { src: store.put(classic.map((t) => `${t}\n`).join('')) },
      { src: store.put(modules[0]!), module: true },
    ],
  };
  const loader = `<script ${BOOT_DATA_ATTRIBUTE}="${escapeAttribute(JSON.stringify(plan))}">${inlineBootLoader()}</script>`;
  return page + loader + html.slice(end);
}

/** React Router's bootstrap: an inline module script marked `async`. */
const ASYNC_BOOTSTRAP = /(<script\b[^>]*\btype="module"[^>]*?)\s+async(?:="")?(?=[\s>])/;

/**
 * A page sent as rendered, booting at once (one visitor's page: a `?lang=` link, a form's
 * answer, /payments/:id, the dashboard): React Router's bootstrap is an `async` module, so
 * it could run before the page's deferred catalogue script (root.tsx), and React then
 * rendered every text as its key ("payment.page.title") against the server's words:
 * error #418, the keys left on screen. Without `async`, the browser runs it after the
 * deferred scripts before it, in the page's order, as the boot loader does.
 */
export function bootInPageOrder(html: string): string {
  const markerAt = html.lastIndexOf(MARKER);
  if (markerAt === -1) return html;
  return html.slice(0, markerAt) + html.slice(markerAt).replace(ASYNC_BOOTSTRAP, '$1');
}
