import { readFileSync } from 'node:fs';
import { type IncomingHttpHeaders, get } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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
    `${file}.br`, // the build's compressed copies (precompress-assets.ts)
    `${file}.gz`,
    `/assets/${hex(name[0]!)}${name.slice(1)}.br`,
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
    expect(requestedFile('/assets/analysis-x.js.br')).toBe('/assets/analysis-x.js');
    expect(requestedFile('/assets/analysis-x.js%2Egz')).toBe('/assets/analysis-x.js');
  });
});

describe('compressed copies', () => {
  it('are sent for the encodings a browser accepts, the same file decoded, and the file itself to one that accepts none', async () => {
    const html = await (await fetch(s.url + '/about')).text();
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(css, html.slice(0, 3000)).toBeDefined();
    const plain = await fetch(s.url + css!, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const original = Buffer.from(await plain.arrayBuffer());
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await rawGet(s.url + css!, encoding);
      expect(res.status, encoding).toBe(200);
      expect(res.headers['content-encoding'], encoding).toBe(encoding);
      expect(res.headers['content-type'], encoding).toMatch(/^text\/css/);
      expect(res.headers['cache-control'], encoding).toContain('immutable');
      expect(decode(res.body).equals(original), encoding).toBe(true);
      // The build's copy itself, not one compressed for this request.
      const copy = readFileSync(path.join(buildDir, 'client', `${css!}.${encoding === 'br' ? 'br' : 'gz'}`));
      expect(res.body.equals(copy), encoding).toBe(true);
    }
  });
});

/** A GET whose body is kept as sent (fetch would decode it). */
function rawGet(url: string, encoding: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    }).on('error', reject);
  });
}
