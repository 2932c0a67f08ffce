import type { FastifyInstance, FastifyRequest } from 'fastify';
import pLimit, { type LimitFunction } from 'p-limit';
import type { Config } from '~/server/core/config';
import { clientNetwork } from '~/server/core/http/client-network';

/**
 * Page renders per client network (an IPv4 address, an IPv6 /64). A cached page costs
 * nothing and is not counted; a render is the expensive part (React on the one thread,
 * the page's API reads), and one client asking for many different addresses
 * (`/catalog?q=<random>`, or any page with a session cookie it made up) used to push every
 * other visitor's page from milliseconds to seconds.
 * - `perWindow`: renders a network may start in a window, counted in the database like
 *   the public-write limits, so shared by every instance; beyond it, 429. On the embedded
 *   database a render runs nearly to its end before the next starts, so this is the
 *   limit that holds there.
 * - `concurrency` and `queue`: renders of one network under way at once on an instance,
 *   and waiting their turn; beyond both, 429. On PostgreSQL renders interleave, and a
 *   burst within the window's allowance is spread out rather than run all at once.
 * Generous for the many people behind one carrier-grade NAT address, whose pages mostly
 * come from the cache.
 */
export const RENDERS_PER_NETWORK = { perWindow: { max: 120, ms: 60_000 }, concurrency: 4, queue: 16 };
export type RenderLimits = typeof RENDERS_PER_NETWORK;

/** The limits with the configured count a minute (`RATE_LIMIT_PAGE_RENDERS`). */
export const renderLimitsOf = (config: Pick<Config, 'RATE_LIMIT_PAGE_RENDERS'>): RenderLimits => ({
  ...RENDERS_PER_NETWORK,
  perWindow: { max: config.RATE_LIMIT_PAGE_RENDERS, ms: 60_000 },
});

export interface RenderGate {
  /** Runs `render` in its network's turn, with its result; undefined (and nothing run) when the network is over a limit. */
  run<T extends object>(request: FastifyRequest, render: () => Promise<T>): Promise<T | undefined>;
}

/** At most `concurrency` of one key's tasks at once and `queue` waiting; undefined beyond. */
export function concurrencyLimiter({ concurrency, queue }: Pick<RenderLimits, 'concurrency' | 'queue'>) {
  /** Each busy key's turn-taker, and how many of its tasks are running or waiting. */
  const keys = new Map<string, { limit: LimitFunction; admitted: number }>();
  return function run<T>(key: string, task: () => Promise<T>): Promise<T> | undefined {
    let entry = keys.get(key);
    if (!entry) {
      entry = { limit: pLimit(concurrency), admitted: 0 };
      keys.set(key, entry);
    }
    if (entry.admitted >= concurrency + queue) return undefined;
    const mine = entry;
    mine.admitted++;
    return mine.limit(task).finally(() => {
      // A key with nothing under way is forgotten: the map holds only busy ones.
      if (--mine.admitted === 0 && keys.get(key) === mine) keys.delete(key);
    });
  };
}

export function renderGate(app: FastifyInstance, limits: RenderLimits = RENDERS_PER_NETWORK): RenderGate {
  const window = app.createRateLimit({
    max: limits.perWindow.max,
    timeWindow: limits.perWindow.ms,
    keyPrefix: 'page-renders',
    keyGenerator: (request: FastifyRequest) => clientNetwork(request.ip),
  } as never);
  const turns = concurrencyLimiter(limits);
  return {
    async run(request, render) {
      const counted = await window(request);
      if (!counted.isAllowed && counted.isExceeded) return undefined;
      const turn = turns(clientNetwork(request.ip), render);
      return turn ? await turn : undefined;
    },
  };
}
