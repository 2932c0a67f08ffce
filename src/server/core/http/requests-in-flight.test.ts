import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { listenWithHeldRoute, until } from '~test/held-requests';
import { trackRequestsInFlight, waitsForBackground } from './requests-in-flight';

/**
 * Background work gives way to the requests being answered (an import between its
 * batches): it waits while one is in flight, not for one that waits for the work itself,
 * and never longer than it was told.
 */
let app: FastifyInstance;
afterEach(() => app?.close());

async function serverWithSlowRoutes() {
  app = Fastify();
  const tracker = trackRequestsInFlight(app);
  app.get('/waits', async (request) => {
    waitsForBackground(request);
    await held;
    return 'done';
  });
  const { url, held, release } = await listenWithHeldRoute(app);
  return { tracker, release, url };
}

describe('requests in flight', () => {
  it('waits while a request is being answered, and goes on once it is', async () => {
    const { tracker, release, url } = await serverWithSlowRoutes();
    const answer = fetch(`${url}/slow`).then((r) => r.text());
    await until(() => tracker.count() === 1);
    let gaveWay = false;
    const waiting = tracker.giveWay(10_000).then(() => (gaveWay = true));
    await new Promise((r) => setTimeout(r, 100));
    expect(gaveWay).toBe(false);
    release();
    expect(await answer).toBe('done');
    await waiting;
    expect(tracker.count()).toBe(0);
  });

  it('does not wait for a request that waits for the work', async () => {
    const { tracker, release, url } = await serverWithSlowRoutes();
    const answer = fetch(`${url}/waits`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 50));
    expect(tracker.count()).toBe(0);
    await tracker.giveWay(10_000);
    release();
    expect(await answer).toBe('done');
  });

  it('waits no longer than it is told', async () => {
    const { tracker, release, url } = await serverWithSlowRoutes();
    const answer = fetch(`${url}/slow`).then((r) => r.text());
    await until(() => tracker.count() === 1);
    const started = performance.now();
    await tracker.giveWay(50);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(tracker.count()).toBe(1);
    release();
    await answer;
  });
});
