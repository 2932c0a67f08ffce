import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The requests this process is answering, so that background work holding the database for
 * a while (an import's batches: docs/importing.md) can give way to visitors and staff. On
 * PGlite a batch holds the one connection; on PostgreSQL it holds a core of a small server.
 *
 * `giveWay()` waits until no request is in flight, at most `maxWaitMs` (a site answering
 * without pause still sees the work move), and always lets the event loop turn once. A
 * request that itself waits for such work (`POST /api/imports` waits for its import) is
 * marked with `waitsForBackground` and not counted, or it would hold its own work back.
 */
export interface RequestsInFlight {
  giveWay(maxWaitMs?: number): Promise<void>;
  count(): number;
}

const waiting = new WeakSet<FastifyRequest>();

/** This request waits for background work: the work does not give way to it. */
export const waitsForBackground = (request: FastifyRequest): void => void waiting.add(request);

export function trackRequestsInFlight(app: FastifyInstance): RequestsInFlight {
  const inFlight = new Set<FastifyRequest>();
  app.addHook('onRequest', async (request, reply) => {
    inFlight.add(request);
    reply.raw.once('close', () => inFlight.delete(request));
  });
  const count = () => {
    let n = 0;
    for (const request of inFlight) if (!waiting.has(request)) n++;
    return n;
  };
  return {
    count,
    async giveWay(maxWaitMs = 500) {
      const until = Date.now() + maxWaitMs;
      do await sleep(5);
      while (count() > 0 && Date.now() < until);
    },
  };
}
