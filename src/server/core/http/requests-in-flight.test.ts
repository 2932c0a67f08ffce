import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
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
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  app.get('/slow', async () => (await held, 'done'));
  app.get('/waits', async (request) => {
    waitsForBackground(request);
    await held;
    return 'done';
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { tracker, release, url };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

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
