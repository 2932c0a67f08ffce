import { createHash, createHmac } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an S3-compatible bucket (path-style addressing), following the S3
 * API reference for PutObject and GetObject and AWS Signature Version 4: the Authorization
 * header `AWS4-HMAC-SHA256 Credential=<key>/<date>/<region>/s3/aws4_request,
 * SignedHeaders=..., Signature=...` is required and verified against the secret key,
 * as are X-Amz-Date and X-Amz-Content-Sha256 (the payload's hash, or UNSIGNED-PAYLOAD);
 * PutObject needs Content-Length. Errors are S3's XML bodies with its codes:
 * 403 AccessDenied / InvalidAccessKeyId / SignatureDoesNotMatch, 400 XAmzContentSHA256Mismatch,
 * 404 NoSuchBucket / NoSuchKey, 411 MissingContentLength.
 */
export interface S3Double {
  url: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  objects: Map<string, Buffer>;
  requests: { method: string; path: string; headers: IncomingMessage['headers'] }[];
  /** The next `times` uploads are refused with 403 AccessDenied (a bucket policy, a revoked key). */
  refuseUploads(times?: number): void;
  close(): Promise<void>;
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

function error(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

export async function startS3Double(
  opts: { bucket?: string; accessKey?: string; secretKey?: string; region?: string } = {},
): Promise<S3Double> {
  const bucket = opts.bucket ?? 'charity-backups';
  const accessKey = opts.accessKey ?? 'AKIDEXAMPLE';
  const secretKey = opts.secretKey ?? 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';
  const region = opts.region ?? 'us-east-1';
  const objects = new Map<string, Buffer>();
  const requests: S3Double['requests'] = [];
  let refusals = 0;

  function verify(req: IncomingMessage, body: Buffer, res: ServerResponse): boolean {
    const auth = req.headers.authorization ?? '';
    const m =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
        auth,
      );
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    const payload = String(req.headers['x-amz-content-sha256'] ?? '');
    if (!m || !/^\d{8}T\d{6}Z$/.test(amzDate) || !payload) {
      error(res, 403, 'AccessDenied', 'Missing or malformed Signature Version 4 headers');
      return false;
    }
    const [, key, date, reg, signedHeaders, signature] = m;
    if (key !== accessKey) {
      error(res, 403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
      return false;
    }
    if (payload !== 'UNSIGNED-PAYLOAD' && payload !== sha256(body)) {
      error(
        res,
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
      );
      return false;
    }
    const names = signedHeaders!.split(';');
    if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-content-sha256')) {
      error(res, 403, 'AccessDenied', 'host, x-amz-date and x-amz-content-sha256 must be signed');
      return false;
    }
    const url = new URL(req.url ?? '/', 'http://double');
    const query = [...url.searchParams.entries()]
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .sort()
      .join('&');
    const headers = names
      .map(
        (n) =>
          `${n}:${String(req.headers[n] ?? '')
            .trim()
            .replace(/\s+/g, ' ')}\n`,
      )
      .join('');
    const canonical = [req.method, url.pathname, query, headers, signedHeaders, payload].join('\n');
    const scope = `${date}/${reg}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
    const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretKey}`, date!), reg!), 's3'), 'aws4_request');
    if (reg !== region || hmac(signingKey, toSign).toString('hex') !== signature) {
      error(
        res,
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided.',
      );
      return false;
    }
    return true;
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://double');
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers });
      const [, b, ...rest] = url.pathname.split('/');
      const key = rest.map(decodeURIComponent).join('/');
      if (!verify(req, body, res)) return;
      if (b !== bucket) return error(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      if (req.method === 'PUT') {
        if (req.headers['content-length'] === undefined)
          return error(res, 411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
        if (refusals > 0) {
          refusals--;
          return error(res, 403, 'AccessDenied', 'Access Denied');
        }
        objects.set(key, body);
        res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return res.end();
      }
      if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) return error(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        res.writeHead(200, { 'content-length': object.length });
        return res.end(object);
      }
      return error(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    accessKey,
    secretKey,
    objects,
    requests,
    refuseUploads(times = 1) {
      refusals += times;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
