import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOnlyAssets, requestedFile } from '~/server/web/admin-assets';
import { startTestServer, type TestServer } from '../helpers/server';

/**
 * Admin-only chunks of the production build (BUILD_DIR, as `npm test` builds it) are
 * refused without a session, however the path is spelled.
 */
const buildDir = process.env.BUILD_DIR ?? 'build';
let s: TestServer;
let chunks: string[];
beforeAll(async () => {
  chunks = [...adminOnlyAssets(path.join(buildDir, 'client'))].filter((f) => f.endsWith('.js'));
  s = await startTestServer({ web: true, env: { BUILD_DIR: buildDir } });
}, 60_000);
afterAll(() => s?.close());

/** Ways of naming the same file that the static server resolves to it. */
function spellings(file: string): string[] {
  const name = file.slice('/assets/'.length);
  const hex = (c: string) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
  return [
    file,
    `/assets/${hex(name[0]!)}${name.slice(1)}`, // the review's /assets/%61nalysis-<hash>.js
    `/assets/${hex(name[0]!).toUpperCase()}${name.slice(1)}`,
    `/assets/${[...name].map(hex).join('')}`, // every character encoded
    `/%61ssets/${name}`,
    `//assets/${name}`,
    `/assets/./${name}`,
    `/public/../assets/${name}`,
    `${file}?v=1`,
  ];
}

describe('admin-only chunks', () => {
  it('are found in the build', () => {
    expect(chunks.length).toBeGreaterThan(2);
  });

  it('are refused without a session under every spelling of their path, and served to an admin', async () => {
    const token = await s.login();
    for (const file of chunks) {
      for (const url of spellings(file)) {
        const res = await fetch(s.url + url);
        expect(res.status, `${url} without a session`).not.toBe(200);
        expect(await res.text(), url).not.toContain('import');
      }
      const admin = await s.request(file, { token });
      expect(admin.status, file).toBe(200);
    }
  });
});

describe('requestedFile', () => {
  it('decodes and normalises the path as the static server would', () => {
    expect(requestedFile('/assets/%61nalysis-x.js?x=1')).toBe('/assets/analysis-x.js');
    expect(requestedFile('//assets/./a/../b.js')).toBe('/assets/b.js');
    expect(requestedFile('/assets%2Fa.js')).toBe('/assets/a.js');
    expect(requestedFile('/assets/%E0%A4%A.js')).toBeNull();
  });
});
