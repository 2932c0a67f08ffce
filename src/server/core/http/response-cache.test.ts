import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ResponseCache, pickEncoding, type CachedResponse } from './response-cache';

const entry = (body: string): CachedResponse => ({
  version: 1,
  etag: 'W/"1"',
  status: 200,
  headers: {},
  body: Buffer.from(body),
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip;q=0.8, br;q=0')).toBe('gzip');
    expect(pickEncoding('deflate')).toBeUndefined();
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding('BR')).toBe('br');
  });
});

describe('encodedBody', () => {
  const cache = new ResponseCache();
  const page = entry(`<html>${'<p>Musanze</p>'.repeat(500)}</html>`);
  cache.set('/about', page);
  const encodedBody = (entry: CachedResponse, accept: string) => cache.encodedBody('/about', entry, accept);

  it('compresses once per encoding and keeps the result with the entry', () => {
    const first = encodedBody(page, 'br');
    expect(first.encoding).toBe('br');
    expect(brotliDecompressSync(first.body).equals(page.body)).toBe(true);
    expect(encodedBody(page, 'br').body).toBe(first.body);
    const gz = encodedBody(page, 'gzip');
    expect(gunzipSync(gz.body).equals(page.body)).toBe(true);
    // The compressed copies count against the cache's byte bound.
    expect(cache.size).toBe(page.body.length + first.body.length + gz.body.length);
  });

  it('drops the oldest entries when compressed copies push it over its byte bound', () => {
    const small = new ResponseCache(10, 8 * 7000);
    const a = entry('a'.repeat(7000));
    const b = entry('b'.repeat(7000));
    small.set('a', a);
    small.set('b', b);
    // Fill up to the bound with other pages, then compress one: the oldest goes.
    for (let i = 0; i < 6; i++) small.set(`p${i}`, entry(String(i).repeat(7000)));
    expect(small.size).toBe(8 * 7000);
    small.encodedBody('b', b, 'gzip');
    expect(small.get('a', 1)).toBeUndefined();
    expect(small.get('b', 1)).toBe(b);
    expect(small.size).toBeLessThanOrEqual(8 * 7000);
  });

  it('sends small or unaccepted bodies as they are', () => {
    const small = entry('{"data":[]}');
    expect(encodedBody(small, 'br')).toEqual({ encoding: undefined, body: small.body });
    expect(encodedBody(page, 'deflate')).toEqual({ encoding: undefined, body: page.body });
  });
});
