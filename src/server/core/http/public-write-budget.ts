import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translate } from '~/shared/i18n';
import { HttpError } from './errors';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One budget per client address over every public write together (forms, logins,
 * subscriptions...), on top of each route's own limit: without it, an address could
 * spend each route's limit in turn. Counted in the rate-limit store, so shared by
 * every instance. Must be installed before the routes are registered.
 */
export function installPublicWriteBudget(app: FastifyInstance, max: number): void {
  const limit = app.createRateLimit({ max, timeWindow: '1 minute', keyPrefix: 'public-writes' } as never);
  const check = async (request: FastifyRequest) => {
    if (READS.has(request.method)) return;
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new HttpError(429, translate('common:errors.tooManyRequests'), {
        'retry-after': String(result.ttlInSeconds),
      });
    }
  };
  app.addHook('onRoute', (route) => {
    const config = route.config as { auth?: string } | undefined;
    if (config?.auth !== 'public' || [route.method].flat().every((m) => READS.has(m))) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), check];
  });
}
