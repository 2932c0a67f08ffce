import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '~/server/core/config';

/**
 * Whether the site is served over https: its public address says so (PUBLIC_URL), or a
 * trusted proxy does (X-Forwarded-Proto, believed only with TRUST_PROXY). Behind a
 * proxy that ends TLS, PUBLIC_URL alone is enough: a browser only ever reaches the site
 * over https then, whatever the hop from the proxy to us.
 */
export const isHttpsSite = (config: Pick<Config, 'PUBLIC_URL'>, request: FastifyRequest): boolean =>
  request.protocol === 'https' || /^https:/i.test(config.PUBLIC_URL ?? '');

/** A Set-Cookie line with the Secure attribute (added once, if missing). */
export const secureCookie = (line: string): string => (/;\s*secure\s*(;|$)/i.test(line) ? line : `${line}; Secure`);

/**
 * Every cookie the site sets (the session, the known device, the language) is Secure
 * on an https site, whatever the code that set it decided from the hop it saw: a
 * session cookie must never travel over plain http. Registered after @fastify/cookie,
 * so its hook has written the Set-Cookie lines this one reads.
 */
export function installSecureCookies(app: FastifyInstance, config: Pick<Config, 'PUBLIC_URL'>): void {
  // A callback hook, not an async one: it adds no turn of the event loop to every answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    const lines = isHttpsSite(config, request) ? reply.getHeader('set-cookie') : undefined;
    if (lines !== undefined) {
      // Fastify appends to Set-Cookie: the lines are taken off and put back, each Secure.
      void reply.removeHeader('set-cookie');
      void reply.header('set-cookie', (Array.isArray(lines) ? lines : [String(lines)]).map(secureCookie));
    }
    done(null, payload);
  });
}
