import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from '~/server/core/config';
import { HttpError, badRequest } from '~/server/core/http/errors';
import { mailText } from '~/server/core/mail/mail-text';
import type { RelayEvent, RelayName } from './events';

/** One relay's side of POST /api/mail/events/{relay} (relays-signed.ts, relays-basic.ts). */
export interface RelayReader {
  name: RelayName;
  /** Its credentials are set: otherwise the route answers 404 and reads nothing. */
  configured(config: Config): boolean;
  /** The verified request's events; 401 when unsigned or wrongly signed, 400 when malformed. */
  read(request: { headers: IncomingHttpHeaders; raw: Buffer }, ctx: RelayContext): Promise<RelayEvent[]>;
}

export interface RelayContext {
  config: Config;
  /** Whether a signature (Mailgun's token) was seen before: true the first time only. */
  firstUse(key: string, until: Date): Promise<boolean>;
  /** Fetches a URL the relay named (SNS's certificate and subscription link), with a time limit. */
  fetch(url: string): Promise<Response>;
}

const said = (key: string) => mailText(`events.${key}`);
export const unsigned = () => new HttpError(401, said('unsigned'));
export const malformed = () => badRequest(said('malformed'));

export const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};

/** Compares two secrets in constant time, whatever their lengths. */
export function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b)) && a.length === b.length;
}

/** The body as JSON, or 400. */
export function jsonOf(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw malformed();
  }
}

/**
 * Basic auth (`https://user:password@host/...`, as Postmark and Brevo put it in the
 * webhook's URL) or a bearer token: the one the relay's configuration names. 401 otherwise.
 */
export function checkBasicOrToken(
  headers: IncomingHttpHeaders,
  creds: { user?: string; password?: string; token?: string; tokenHeader?: string },
): void {
  const auth = header(headers, 'authorization') ?? '';
  if (creds.user && creds.password) {
    const m = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(auth);
    const given = m ? Buffer.from(m[1]!, 'base64').toString('utf8') : '';
    if (sameSecret(given, `${creds.user}:${creds.password}`)) return;
  }
  if (creds.token) {
    const given = creds.tokenHeader
      ? (header(headers, creds.tokenHeader) ?? '')
      : (/^Bearer\s+(.+)$/i.exec(auth)?.[1] ?? '');
    if (sameSecret(given.trim(), creds.token)) return;
  }
  throw unsigned();
}

/** A date the relay wrote (ISO text, or seconds since 1970); now when it wrote none we can read. */
export function dateOf(value: unknown): Date {
  const d =
    typeof value === 'number' ? new Date(value * 1000) : typeof value === 'string' ? new Date(value) : new Date();
  return Number.isNaN(d.getTime()) ? new Date() : d;
}
