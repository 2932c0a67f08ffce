import { createHash } from 'node:crypto';
import { createContext, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageCsp } from '~/server/http/csp';
import { DEFERRED_SCRIPT_TYPE, SCRIPTS_MARKER } from '~/shared/boot';
import { PageShapeError, deferHydration } from './defer-hydration';
import { inlineBootLoader } from './inline-boot-loader';
import { checkPageShape } from './page-shape-check';
import { defaultSettings } from '~/server/site/defaults';
import { localizeSettings } from '~/server/site/localize';

// A page as React Router 8 renders it (see page-shape.test.ts for real pages of a real build).
const context = 'window.__reactRouterContext = {"a":1};window.__reactRouterContext.stream = 1;';
const boot = 'import * as route0 from "/assets/root-1.js";\nimport("/assets/entry.client-2.js");';
const enqueue = 'window.__reactRouterContext.streamController.enqueue("x");';
const scroll = '(function restoreScroll(){})()';
const marker = `<template ${SCRIPTS_MARKER}=""></template>`;

const pageWith = ({ preloads = true, module = true, data = true, mark = true } = {}) =>
  `<!DOCTYPE html><html lang="en"><head>${preloads ? '<link rel="modulepreload" href="/assets/entry.client-2.js"/>' : ''}
<link rel="stylesheet" href="/assets/app.css"/>${preloads ? '<link rel="modulepreload" href="/assets/root-1.js"/>' : ''}</head>
<body><main>Hello <script>window.__reactRouterContext = "in the content";</script></main>${mark ? marker : ''}<script>${scroll}</script>${data ? `<script>${context}</script>` : ''}${module ? `<script type="module" async="">${boot}</script>` : ''}<script>${enqueue}</script></body></html>`;

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const loader = inlineBootLoader();

describe('deferHydration', () => {
  const out = deferHydration(pageWith());

  it('removes the module preloads and keeps the stylesheet', () => {
    expect(out).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it("makes React Router's boot scripts after the marker inert, text unchanged, original type kept", () => {
    expect(out).toContain(`<script type="${DEFERRED_SCRIPT_TYPE}">${context}</script>`);
    expect(out).toContain(`<script type="${DEFERRED_SCRIPT_TYPE}" data-type="module">${boot}</script>`);
    expect(out).toContain(`<script type="${DEFERRED_SCRIPT_TYPE}">${enqueue}</script>`);
    expect(out).not.toMatch(/<script type="module"/);
    // Other inline scripts run as before, and the content is left as it was.
    expect(out).toContain(`<script>${scroll}</script>`);
    expect(out).toContain('<main>Hello <script>window.__reactRouterContext = "in the content";</script></main>');
  });

  it('adds one loader, before </body>, that carries the preloads in order', () => {
    const loaders = [...out.matchAll(/<script data-preloads="([^"]*)">([\s\S]*?)<\/script>/g)];
    expect(loaders).toHaveLength(1);
    expect(loaders[0]![1]).toBe('[&quot;/assets/entry.client-2.js&quot;,&quot;/assets/root-1.js&quot;]');
    expect(loaders[0]![2]).toBe(loader);
    expect(out.endsWith(`${loader}</script></body></html>`)).toBe(true);
  });

  it('leaves every script after the marker, inert or not, and the loader allowed by the page CSP', () => {
    const csp = pageCsp(out);
    for (const text of [context, boot, enqueue, scroll, loader]) expect(csp).toContain(sha(text));
  });

  it("throws, naming what is missing, when React Router's output has another shape", () => {
    const shapeOf = (page: string) => {
      try {
        deferHydration(page);
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
    expect(shapeOf('<html><body><p>Hi</p></body></html>')).toMatch(/React Router's page no longer has the shape/);
  });
});

describe('the boot loader', () => {
  it('is compiled from the type-checked module into one small ES2017 script with no helper left behind', () => {
    expect(loader.length).toBeLessThan(2500);
    // Parses as a classic script; no `__name` or import helper from the server's toolchain.
    expect(() => new Function(loader)).not.toThrow();
    expect(loader).not.toMatch(/__name|__require|\bimport\b|\bexport\b|\?\?|\?\./);
    // The contract it shares with the server and the web app.
    for (const word of [DEFERRED_SCRIPT_TYPE, 'data-preloads', 'app:hydrated', 'giftCart', 'data-boot-replay'])
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
