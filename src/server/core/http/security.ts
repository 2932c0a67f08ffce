import type { FastifyInstance } from 'fastify';
import type { Config } from '~/server/core/config';
import { DEFAULT_CSP } from './csp';
import { isHttpsSite } from './https-site';

/**
 * The headers every answer carries whatever it is. The Lighthouse control page sends them
 * too (scripts/control-page.ts): a page that isolates its window (cross-origin-opener-policy)
 * costs the browser a new process, and the control must pay what our pages pay.
 */
export const FIXED_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
} as const;

/**
 * Hardened headers on every answer. Rendered pages bring their own CSP (script
 * hashes, see csp.ts); a route that sets one keeps it.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  { csp, config }: { csp: boolean; config: Pick<Config, 'PUBLIC_URL'> },
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(FIXED_SECURITY_HEADERS);
    // A page that asks for less (a signed link's page: same-origin) keeps its own.
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // An https site (PUBLIC_URL, or the trusted proxy's word) is only ever reached over https from now on.
    if (isHttpsSite(config, request)) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (csp && !reply.hasHeader('content-security-policy')) reply.header('content-security-policy', DEFAULT_CSP);
    return payload;
  });
}
