import v8 from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { HEALTH_PATHS } from './health';

/**
 * V8's memory saver while the site is quiet (issue 44, docs/performance.md, "Memory"): a
 * small charity's server spends most of its day between visitors, and there the process
 * should hold as little as it can; while it answers, it should answer as fast as it can.
 *
 * With the memory saver on, V8 collects and compacts its heap sooner and gives the pages back
 * to the system: in Node 24, a heap grown to 316 MiB and then let go was back at 6 MiB 15 s
 * after the flag was set at run time, and stayed at 316 MiB without it. On for the whole run
 * it costs 8-23 % of the requests a second under load, so it is on only while no request has
 * been answered for `quietMs`: the first request of a burst turns it off, and it comes back on
 * once the site is quiet again. V8 reads the flag when it decides on a collection, so a change
 * at run time takes effect.
 *
 * The quiet time is 30 s, not a few: a burst that starts right after the saver has worked
 * finds a small heap and code to warm again (with 5 s, three 10 s bursts 8 s apart answered
 * 3,462-4,468 requests a second against 4,017-5,068 without the saver; back to back, the
 * same). After 30 s without a visitor the first one pays that, not a busy site between
 * pages. The health probes (/healthz, /readyz) are not visitors: a monitor asking every few
 * seconds would otherwise keep the saver off for good. docs/performance.md, "Memory".
 */
export interface IdleMemorySaverOptions {
  /** How long without a request before the saver is on again (ms). */
  quietMs?: number;
  /** How often a busy site is checked for quiet (ms). */
  checkEveryMs?: number;
  /** Turns V8's memory saver on or off (a stand-in in tests). */
  setSaver?: (on: boolean) => void;
}

const v8Saver = (on: boolean) => v8.setFlagsFromString(on ? '--memory-saver-mode' : '--no-memory-saver-mode');

export function saveMemoryWhenIdle(app: FastifyInstance, options: IdleMemorySaverOptions = {}) {
  const { quietMs = 30_000, checkEveryMs = 1_000, setSaver = v8Saver } = options;
  let saving: boolean | null = null;
  let answering = 0;
  let lastSeen = 0;
  let timer: NodeJS.Timeout | undefined;
  const set = (on: boolean) => {
    if (saving === on) return;
    saving = on;
    setSaver(on);
  };
  const stopWatching = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const watchForQuiet = () => {
    timer ??= setInterval(() => {
      if (answering > 0 || Date.now() - lastSeen < quietMs) return;
      stopWatching();
      set(true);
    }, checkEveryMs).unref();
  };

  app.addHook('onRequest', async (request, reply) => {
    // A monitor asking every few seconds whether the site is up is not a visitor.
    if (HEALTH_PATHS.has(request.url.split('?')[0]!)) return;
    answering++;
    lastSeen = Date.now();
    set(false);
    watchForQuiet();
    reply.raw.once('close', () => {
      answering--;
      lastSeen = Date.now();
    });
  });
  // Quiet from the start: nothing has been asked yet.
  app.addHook('onReady', async () => set(true));
  app.addHook('onClose', async () => stopWatching());
  return { saving: () => saving === true };
}
