import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

/** A raw GET (no automatic decompression, no cookies): what a browser's cache sees. */
function getRaw(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

test('anonymous pages are cached: ETag and 304, sent compressed, the same page in every encoding', async ({
  baseURL,
}) => {
  const url = `${baseURL}/about`;
  const get = (headers: Record<string, string> = {}) => getRaw(url, { 'accept-language': 'en', ...headers });
  await get(); // fills the cache
  const plain = await get();
  expect(plain.status).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  const etag = String(plain.headers.etag);
  expect(etag).toMatch(/^W\/"/);
  expect(plain.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(String(plain.headers.vary)).toMatch(/Accept-Encoding/i);

  const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.etag).toBe(etag);
  expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  expect(br.body.length).toBeLessThan(plain.body.length / 3);

  const gzip = await get({ 'accept-encoding': 'gzip, br;q=0' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);

  const revalidated = await get({ 'if-none-match': etag, 'accept-encoding': 'br' });
  expect(revalidated.status).toBe(304);
  expect(revalidated.body.length).toBe(0);
});
