import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface CachedResponse {
  version: number;
  etag: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The body compressed, made on the first request that accepts each encoding. */
  encoded?: Partial<Record<Encoding, Buffer>>;
}

const size = (entry: CachedResponse) =>
  entry.body.length + (entry.encoded?.br?.length ?? 0) + (entry.encoded?.gzip?.length ?? 0);

type Encoding = 'br' | 'gzip';

/** The encoding to send: brotli, else gzip, as the request accepts (`;q=0` refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q))
      .map(([name]) => name),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzipSync(body, { level: 9 });
}

/** A small LRU of rendered answers for anonymous visitors, bounded in entries and bytes. */
export class ResponseCache {
  private entries = new Map<string, CachedResponse>();
  private bytes = 0;
  constructor(
    private readonly maxEntries = 500,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  get(key: string, version: number): CachedResponse | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.version !== version) {
      this.delete(key);
      return undefined;
    }
    // Refresh its place in the LRU order.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  set(key: string, value: CachedResponse): void {
    if (value.body.length > this.maxBytes / 8) return;
    this.delete(key);
    this.entries.set(key, value);
    this.bytes += size(value);
    this.trim();
  }

  private trim() {
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  /** Bytes held, bodies and their compressed copies. */
  get size(): number {
    return this.bytes;
  }

  /**
   * A cached answer in the encoding the request accepts, compressed once and kept with
   * the entry (and counted in the byte bound): a page served ten thousand times is
   * compressed once, not ten thousand times.
   */
  encodedBody(key: string, entry: CachedResponse, acceptEncoding: string | undefined) {
    const encoding = pickEncoding(acceptEncoding);
    if (!encoding || entry.body.length < 1024) return { encoding: undefined, body: entry.body };
    entry.encoded ??= {};
    let body = entry.encoded[encoding];
    if (!body) {
      body = compress(entry.body, encoding);
      entry.encoded[encoding] = body;
      if (this.entries.get(key) === entry) {
        this.bytes += body.length;
        this.trim();
      }
    }
    return { encoding, body };
  }

  private delete(key: string) {
    const old = this.entries.get(key);
    if (old) this.bytes -= size(old);
    this.entries.delete(key);
  }
}

export const etagOf = (version: number, body: Buffer | string) =>
  `W/"${version}-${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`;

/** True when If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === bare);
}
