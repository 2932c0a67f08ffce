import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '~test/server';
import { DEFERRED_SCRIPT_TYPE } from '~/shared/boot';
import { inlineBootLoader } from './inline-boot-loader';

/**
 * Real pages of a real build (`npm test` builds first; BUILD_DIR picks another build):
 * the server starts only if its start-up check finds React Router's output as the
 * boot-on-interaction rewrite expects it (page-shape-check.ts), and every public page
 * comes out rewritten.
 */
// eslint-disable-next-line no-restricted-syntax -- like the browser tests, the test is told which build to use
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';

let s: TestServer;
beforeAll(async () => {
  if (!existsSync(path.resolve(BUILD_DIR, 'server/index.js')))
    throw new Error(`No build in ${BUILD_DIR}/: run \`npm run build\` (or BUILD_DIR=... npx react-router build) first`);
  s = await startTestServer({ web: true, seed: true, env: { BUILD_DIR } });
});
afterAll(() => s?.close());

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe("React Router's pages, as the boot-on-interaction rewrite expects them", () => {
  it.each(['/', '/catalog', '/blog', '/sponsorship', '/no-such-page'])('%s boots on interaction', async (url) => {
    const res = await s.request(url);
    expect([200, 404]).toContain(res.status);
    const html = await res.text();
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).toContain(`<script type="${DEFERRED_SCRIPT_TYPE}" data-type="module">`);
    const loaders = [...html.matchAll(/<script data-preloads="([^"]*)">([\s\S]*?)<\/script><\/body>/g)];
    expect(loaders).toHaveLength(1);
    const preloads = JSON.parse(loaders[0]![1]!.replaceAll('&quot;', '"')) as string[];
    expect(preloads.some((p) => /^\/assets\/entry\.client-[\w-]+\.js$/.test(p))).toBe(true);
    expect(loaders[0]![2]).toBe(inlineBootLoader());
    expect(res.headers.get('content-security-policy')).toContain(sha(inlineBootLoader()));
  });

  it('leaves the dashboard to boot at once', async () => {
    const html = await (await s.request('/dashboard')).text();
    expect(html).toMatch(/<script type="module"/);
    expect(html).not.toContain('data-preloads');
  });
});
