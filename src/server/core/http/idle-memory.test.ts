import v8 from 'node:v8';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenWithHeldRoute, until } from '~test/held-requests';
import { saveMemoryWhenIdle } from './idle-memory';

/**
 * V8's memory saver is on while the site is quiet and off while it answers (issue 44): on
 * from the start, off at a request's arrival, on again once no request has been answered for
 * the quiet time, never while one is still being answered.
 */
let app: FastifyInstance;
/** Lets a held request finish, so that a failed test still closes its server. */
let release = () => {};
afterEach(() => {
  release();
  return app?.close();
});

const QUIET_MS = 150;

async function quietServer(setSaver: (on: boolean) => void) {
  app = Fastify();
  const saver = saveMemoryWhenIdle(app, { quietMs: QUIET_MS, checkEveryMs: 20, setSaver });
  app.get('/quick', async () => 'done');
  app.get('/healthz', async () => 'ok');
  const held = await listenWithHeldRoute(app);
  release = held.release;
  return { saver, release: held.release, url: held.url };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the memory saver while the site is quiet', () => {
  it('is on from the start, off while a request is answered, and on again once quiet', async () => {
    const calls: boolean[] = [];
    const { saver, release, url } = await quietServer((on) => calls.push(on));
    expect(calls).toEqual([true]);
    expect(saver.saving()).toBe(true);

    const answer = fetch(`${url}/slow`).then((r) => r.text());
    await until(() => calls.length === 2);
    expect(calls).toEqual([true, false]);
    // A request still being answered keeps it off, however long it takes.
    await sleep(QUIET_MS * 3);
    expect(calls).toEqual([true, false]);
    expect(saver.saving()).toBe(false);

    release();
    expect(await answer).toBe('done');
    await until(() => calls.length === 3);
    expect(calls).toEqual([true, false, true]);
  });

  it('stays off through a burst and turns on once, after the last request', async () => {
    const calls: boolean[] = [];
    const { url } = await quietServer((on) => calls.push(on));
    for (let i = 0; i < 5; i++) {
      const answers = await Promise.all(Array.from({ length: 4 }, () => fetch(`${url}/quick`).then((r) => r.text())));
      expect(answers).toEqual(['done', 'done', 'done', 'done']);
    }
    // Each change is made once: twenty requests do not turn it off twenty times (a machine
    // busy enough to pause between rounds for the quiet time may add a pair, never a repeat).
    expect(calls.slice(0, 2)).toEqual([true, false]);
    expect(calls.length).toBeLessThan(20);
    expect(calls.every((on, i) => i === 0 || on !== calls[i - 1])).toBe(true);
    await until(() => calls.at(-1) === true);
    const settled = calls.length;
    await sleep(QUIET_MS * 2);
    expect(calls).toHaveLength(settled);
  });

  it('leaves it on for a monitor asking whether the site is up', async () => {
    const calls: boolean[] = [];
    const { url } = await quietServer((on) => calls.push(on));
    for (let i = 0; i < 3; i++) expect(await fetch(`${url}/healthz?probe=${i}`).then((r) => r.text())).toBe('ok');
    expect(calls).toEqual([true]);
    expect(await fetch(`${url}/quick`).then((r) => r.text())).toBe('done');
    expect(calls).toEqual([true, false]);
  });

  it("turns V8's own flag by default", async () => {
    // Not passed on to V8: the test process keeps its own settings.
    const set = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => {});
    try {
      app = Fastify();
      saveMemoryWhenIdle(app, { quietMs: QUIET_MS, checkEveryMs: 20 });
      await app.ready();
      expect(set).toHaveBeenCalledWith('--memory-saver-mode');
      await app.inject({ url: '/nothing' });
      expect(set).toHaveBeenLastCalledWith('--no-memory-saver-mode');
    } finally {
      set.mockRestore();
    }
  });
});
