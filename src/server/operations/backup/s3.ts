import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { AwsV4Signer } from 'aws4fetch';
import type { Config } from '~/server/core/config';

export type S3Settings = { url: string; accessKey: string; secretKey: string; region: string };

export function s3Settings(config: Config): S3Settings | null {
  if (!config.BACKUP_S3_URL || !config.BACKUP_S3_ACCESS_KEY || !config.BACKUP_S3_SECRET_KEY) return null;
  return {
    url: config.BACKUP_S3_URL,
    accessKey: config.BACKUP_S3_ACCESS_KEY,
    secretKey: config.BACKUP_S3_SECRET_KEY,
    region: config.BACKUP_S3_REGION,
  };
}

/** The object's address: BACKUP_S3_URL is the bucket (path style) and an optional folder. */
export function objectUrl(base: string, name: string): string {
  const u = new URL(base);
  u.pathname = `${u.pathname.replace(/\/+$/, '')}/${encodeURIComponent(name)}`;
  return u.toString();
}

/** S3's error answer: <Error><Code>AccessDenied</Code><Message>...</Message></Error>. */
function s3Error(status: number, body: string): string {
  const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1];
  const message = /<Message>([^<]*)<\/Message>/.exec(body)?.[1];
  return `HTTP ${status}${code ? ` ${code}` : ''}${message ? `: ${message}` : ''}`;
}

/**
 * Copies a backup file to the bucket with PutObject, signed with AWS Signature V4 by
 * aws4fetch (a small, widely used signer that works with any S3-compatible store:
 * AWS, Backblaze B2, Wasabi, Scaleway, MinIO, Cloudflare R2). The payload's SHA-256 is
 * signed, so the store refuses a copy damaged on the way. The file is streamed, never
 * read into memory whole.
 */
export async function putBackup(s3: S3Settings, file: string, sha256: string): Promise<void> {
  const { size } = await stat(file);
  const signer = new AwsV4Signer({
    url: objectUrl(s3.url, path.basename(file)),
    method: 'PUT',
    headers: {
      'content-length': String(size),
      'content-type': 'application/octet-stream',
      'x-amz-content-sha256': sha256,
    },
    accessKeyId: s3.accessKey,
    secretAccessKey: s3.secretKey,
    service: 's3',
    region: s3.region,
  });
  const signed = await signer.sign();
  const res = await fetch(signed.url, {
    method: 'PUT',
    headers: signed.headers,
    body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
    duplex: 'half',
    signal: AbortSignal.timeout(30 * 60_000),
  } as RequestInit);
  const text = await res.text();
  if (!res.ok) throw new Error(`The bucket refused the backup (${s3Error(res.status, text)}).`);
}
