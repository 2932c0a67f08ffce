import type { FastifyInstance } from 'fastify';
import type { Config } from '~/server/core/config';
import { DEFAULT_CSP } from './csp';
import { isHttpsSite } from './https-site';

/**
 * Hardened headers on every answer. Rendered pages bring their own CSP (script
 * hashes, see csp.ts); a route that sets one keeps it.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  { csp, config }: { csp: boolean; config: Pick<Config, 'PUBLIC_URL'> },
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    // A page that asks for less (a signed link's page: same-origin) keeps its own.
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    // An https site (PUBLIC_URL, or the trusted proxy's word) is only ever reached over https from now on.
    if (isHttpsSite(config, request)) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (csp && !reply.hasHeader('content-security-policy')) reply.header('content-security-policy', DEFAULT_CSP);
    return payload;
  });
}
