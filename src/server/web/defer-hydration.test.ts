import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pageCsp } from '~/server/http/csp';
import { DEFERRED_TYPE, deferHydration } from './defer-hydration';

const context = 'window.__reactRouterContext = {"a":1};window.__reactRouterContext.stream = 1;';
const boot = 'import * as route0 from "/assets/root-1.js";\nimport("/assets/entry.client-2.js");';
const enqueue = 'window.__reactRouterContext.streamController.enqueue("x");';
const scroll = '(function restoreScroll(){})()';

const page = `<!DOCTYPE html><html lang="en"><head><link rel="modulepreload" href="/assets/entry.client-2.js"/>
<link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/root-1.js"/></head>
<body><main>Hello</main><script>${scroll}</script><script>${context}</script><script type="module" async="">${boot}</script><script>${enqueue}</script></body></html>`;

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('deferHydration', () => {
  const out = deferHydration(page);

  it('removes the module preloads and keeps the stylesheet', () => {
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it('makes React Router boot scripts inert, text unchanged, original type kept', () => {
    expect(out).toContain(`<script type="${DEFERRED_TYPE}">${context}</script>`);
    expect(out).toContain(`<script type="${DEFERRED_TYPE}" data-type="module">${boot}</script>`);
    expect(out).toContain(`<script type="${DEFERRED_TYPE}">${enqueue}</script>`);
    expect(out).not.toMatch(/<script type="module"/);
    // Other inline scripts run as before.
    expect(out).toContain(`<script>${scroll}</script>`);
  });

  it('adds one loader, before </body>, that knows the preloads in order', () => {
    const loaders = [...out.matchAll(/<script>(\(function\(\)\{var d=document[\s\S]*?)<\/script>/g)];
    expect(loaders).toHaveLength(1);
    expect(loaders[0]![1]).toContain('["/assets/entry.client-2.js","/assets/root-1.js"]');
    expect(out.endsWith('</script></body></html>')).toBe(true);
  });

  it('leaves every script, inert or not, allowed by the page CSP under its own hash', () => {
    const csp = pageCsp(out);
    for (const text of [context, boot, enqueue, scroll]) expect(csp).toContain(sha(text));
  });

  it('leaves a page without React Router scripts as it was', () => {
    const plain = '<html><body><p>Hi</p><script>var x = 1;</script></body></html>';
    expect(deferHydration(plain)).toBe(plain);
  });
});
