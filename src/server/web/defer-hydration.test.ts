import { createHash } from 'node:crypto';
import { createContext, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageCsp } from '~/server/core/http/csp';
import { BOOT_DATA_ATTRIBUTE, SCRIPTS_MARKER, type BootPlan } from '~/shared/boot';
import {
  LATER_SCRIPT_TYPE,
  PageShapeError,
  bootInPageOrder,
  deferHydration,
  scrollScriptBeforeBoot,
} from './defer-hydration';
import { inlineBootLoader } from './inline-boot-loader';
import { checkPageShape } from './page-shape-check';
import { defaultSettings } from '~/server/core/site/defaults';
import { localizeSettings } from '~/server/core/site/localize';

// A page as React Router 8 renders it (see page-shape.test.ts for real pages of a real build).
const context = 'window.__reactRouterContext = {"a":1};window.__reactRouterContext.stream = 1;';
const boot = 'import * as route0 from "/assets/root-1.js";\nimport("/assets/entry.client-2.js");';
const enqueue = 'window.__reactRouterContext.streamController.enqueue("x");';
// React Router's <ScrollRestoration /> script, as it renders it.
const scroll = `((storageKey, restoreKey) => {
\t\tif (!window.history.state || !window.history.state.key) {
\t\t\tlet key = Math.random().toString(32).slice(2);
\t\t\twindow.history.replaceState({ key }, "");
\t\t}
\t\ttry {
\t\t\tlet storedY = JSON.parse(sessionStorage.getItem(storageKey) || "{}")[restoreKey || window.history.state.key];
\t\t\tif (typeof storedY === "number") window.scrollTo(0, storedY);
\t\t} catch (error) {
\t\t\tconsole.error(error);
\t\t\tsessionStorage.removeItem(storageKey);
\t\t}
\t})("react-router-scroll-positions", null)`;
const shortScroll = scrollScriptBeforeBoot('"react-router-scroll-positions"', 'null');
const marker = `<template ${SCRIPTS_MARKER}=""></template>`;

const catalogues = '<script defer="" src="/_i18n/en.1.js"></script>';

const pageWith = ({ preloads = true, module = true, data = true, mark = true, scrolls = true } = {}) =>
  `<!DOCTYPE html><html lang="en"><head>${preloads ? '<link rel="modulepreload" href="/assets/entry.client-2.js"/>' : ''}
<link rel="stylesheet" href="/assets/app.css"/>${preloads ? '<link rel="modulepreload" href="/assets/root-1.js"/>' : ''}</head>
<body><main>Hello <script>window.__reactRouterContext = "in the content";</script></main>${mark ? marker : ''}${catalogues}${scrolls ? `<script>${scroll}</script>` : ''}${data ? `<script>${context}</script>` : ''}${module ? `<script type="module" async="">${boot}</script>` : ''}<script>${enqueue}</script></body></html>`;

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const loader = inlineBootLoader();

/** A store that keeps what it is given, as the server's BootFiles does. */
function memoryStore() {
  const files: string[] = [];
  return { files, put: (text: string) => `/_boot/${files.push(text) - 1}.js` };
}

describe('deferHydration', () => {
  const store = memoryStore();
  const out = deferHydration(pageWith(), store);
  const planOf = (html: string) => {
    const found = [...html.matchAll(new RegExp(`<script ${BOOT_DATA_ATTRIBUTE}="([^"]*)">([\\s\\S]*?)</script>`, 'g'))];
    expect(found).toHaveLength(1);
    return { plan: JSON.parse(found[0]![1]!.replaceAll('&quot;', '"')) as BootPlan, text: found[0]![2] };
  };

  it('removes the module preloads and keeps the stylesheet', () => {
    expect(out).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it("takes React Router's boot scripts after the marker out of the page, into files, text unchanged", () => {
    expect(store.files).toEqual([`${context}\n${enqueue}\n`, boot]);
    expect(out).not.toContain(context);
    expect(out).not.toContain(enqueue);
    expect(out).not.toContain('import * as route0');
    expect(out).not.toContain(catalogues);
    expect(out).toContain(`<script type="${LATER_SCRIPT_TYPE}" data-src="/_i18n/en.1.js"></script>`);
    expect(out).not.toMatch(/<script type="module"/);
    // The content is left as it was; the scroll script is the shorter one (below).
    expect(out).not.toContain(scroll);
    expect(out).toContain(`<script>${shortScroll}</script>`);
    expect(out).toContain('<main>Hello <script>window.__reactRouterContext = "in the content";</script></main>');
  });

  it('adds one loader, before </body>, with the preloads and the scripts to load in order', () => {
    const { plan, text } = planOf(out);
    expect(plan).toEqual({
      preloads: ['/assets/entry.client-2.js', '/assets/root-1.js'],
      scripts: [{ src: '/_i18n/en.1.js' }, { src: '/_boot/0.js' }, { src: '/_boot/1.js', module: true }],
    });
    expect(text).toBe(loader);
    expect(out.endsWith(`${loader}</script></body></html>`)).toBe(true);
  });

  it("leaves the scripts that stay inline allowed by the page CSP, and the files by 'self'", () => {
    const csp = pageCsp(out);
    for (const text of [shortScroll, loader]) expect(csp).toContain(sha(text));
    expect(csp).toContain("script-src 'self'");
  });

  it("throws, naming what is missing, when React Router's output has another shape", () => {
    const shapeOf = (page: string) => {
      try {
        deferHydration(page, memoryStore());
        return 'rewritten';
      } catch (err) {
        expect(err).toBeInstanceOf(PageShapeError);
        return (err as Error).message;
      }
    };
    expect(shapeOf(pageWith({ module: false }))).toMatch(/0 inline <script type="module"> bootstraps/);
    expect(shapeOf(pageWith({ data: false }))).toMatch(/no inline "window.__reactRouterContext = ..." script/);
    expect(shapeOf(pageWith({ preloads: false }))).toMatch(/no <link rel="modulepreload"/);
    expect(shapeOf(pageWith({ mark: false }))).toMatch(/no scripts marker/);
    expect(shapeOf(pageWith({ scrolls: false }))).toMatch(/0 <ScrollRestoration \/> scripts after the marker/);
    expect(shapeOf('<html><body><p>Hi</p></body></html>')).toMatch(/React Router's page no longer has the shape/);
  });
});

describe('the scroll script of a page that boots on interaction', () => {
  /** Runs a script against a stand-in window: what it asked of history, storage and scrolling. */
  function run(text: string, state: unknown, stored: Record<string, number> = {}) {
    const calls: string[] = [];
    const history = {
      state,
      replaceState(s: unknown) {
        calls.push(`replaceState ${JSON.stringify(s)}`);
        history.state = s;
      },
    };
    const sessionStorage = {
      getItem: (k: string) => (calls.push(`getItem ${k}`), JSON.stringify(stored)),
      removeItem: (k: string) => calls.push(`removeItem ${k}`),
    };
    const scrollTo = (x: number, y: number) => calls.push(`scrollTo ${x},${y}`);
    const window = { history, scrollTo };
    new Function('window', 'history', 'sessionStorage', 'scrollTo', text)(window, history, sessionStorage, scrollTo);
    return calls;
  }

  it('does nothing on an entry React Router never keyed: no history write, no storage read', () => {
    expect(run(shortScroll, null)).toEqual([]);
    expect(run(shortScroll, { idx: 0 })).toEqual([]);
    // React Router's own would have keyed it and read the storage.
    expect(run(scroll, null)).toEqual([
      expect.stringMatching(/^replaceState \{"key":"\w+"\}$/),
      'getItem react-router-scroll-positions',
    ]);
  });

  it("restores a kept position as React Router's own does on an entry it keyed", () => {
    const keyed = { key: 'abc', idx: 2 };
    const stored = { abc: 640, other: 10 };
    const expected = ['getItem react-router-scroll-positions', 'scrollTo 0,640'];
    expect(run(shortScroll, keyed, stored)).toEqual(expected);
    expect(run(scroll, keyed, stored)).toEqual(expected);
    expect(run(shortScroll, keyed, { other: 10 })).toEqual(['getItem react-router-scroll-positions']);
  });

  it("honours an app's own restore key", () => {
    const text = scrollScriptBeforeBoot('"k"', '"/about"');
    expect(run(text, null, { '/about': 90 })).toEqual(['getItem k', 'scrollTo 0,90']);
  });
});

describe('bootInPageOrder (a page booting at once)', () => {
  it("runs React Router's bootstrap after the deferred catalogue script, in page order: not async", () => {
    const page = pageWith();
    const out = bootInPageOrder(page);
    expect(page).toContain(`<script type="module" async="">${boot}</script>`);
    expect(out).toBe(page.replace(`<script type="module" async="">`, '<script type="module">'));
    // An async module in the page's content, before the marker, is the page's own.
    const content = '<main><script type="module" async="">x</script></main>';
    expect(bootInPageOrder(page.replace('<main>Hello', content))).toContain(content);
    expect(bootInPageOrder(pageWith({ mark: false }))).toBe(pageWith({ mark: false }));
  });
});

describe('the boot loader', () => {
  it('is compiled from the type-checked module into one small ES2017 script with no helper left behind', () => {
    // 2.2 KB, and 0.6 KB more since it hands React what a visitor chose before it ran (boot-edits.ts).
    expect(loader.length).toBeLessThan(3000);
    // Parses as a classic script; no `__name` or import helper from the server's toolchain.
    expect(() => new Function(loader)).not.toThrow();
    expect(loader).not.toMatch(/__name|__require|\bimport\b|\bexport\b|\?\?|\?\./);
    // The contract it shares with the server and the web app.
    for (const word of [BOOT_DATA_ATTRIBUTE, 'boot-busy', 'aria-busy', 'app:hydrated', 'giftCart', 'data-boot-replay'])
      expect(loader).toContain(word);
  });
});

describe('the start-up check', () => {
  const build = { entry: { module: { appContext: createContext() } } } as unknown as ServerBuild;
  const site = {
    org: { name: 'O', email: 'o@example.org', phone: '1', address: 'A' },
    adminPrefix: 'x',
    publicUrl: '',
  };
  const content = localizeSettings(defaultSettings(site), 'en');
  const answering = (html: string) => async () => new Response(html, { headers: { 'content-type': 'text/html' } });

  it("refuses to start when a real page no longer has React Router's expected shape", async () => {
    await expect(checkPageShape(build, answering(pageWith()), site, content)).resolves.toBeUndefined();
    await expect(checkPageShape(build, answering(pageWith({ module: false })), site, content)).rejects.toThrow(
      PageShapeError,
    );
  });
});
