import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/**
 * A Fastify app listening on 127.0.0.1 with a route that answers only when released: for
 * tests of what a server does while a request is being answered (core/http's request
 * tracking, the memory saver). `route` names the held route; `release` lets it answer.
 */
export async function listenWithHeldRoute(app: FastifyInstance, route = '/slow') {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  app.get(route, async () => (await held, 'done'));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { url, held, release };
}

/** Waits until `check` holds (polled every `everyMs`, at most `tries` times), then asserts it. */
export async function until(check: () => boolean, { tries = 400, everyMs = 10 } = {}) {
  for (let i = 0; i < tries && !check(); i++) await new Promise((r) => setTimeout(r, everyMs));
  expect(check()).toBe(true);
}
