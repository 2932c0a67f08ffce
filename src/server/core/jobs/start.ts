import type { FastifyInstance } from 'fastify';
import type { Db } from '~/server/core/db/client';
import type { JobQueue } from './queue';
import { JobRunner, type RunnerOptions } from './runner';
import { onWake } from './wake';

/** A queue running in this process. */
export interface RunningJobs {
  stop(): Promise<void>;
}

/** Starts a runner over `queue`, woken by `wake(db, options.name)` as well as by its timer. */
export function startQueue<J extends { id: number | string }>(
  db: Db,
  queue: JobQueue<J>,
  options: RunnerOptions,
): RunningJobs {
  const runner = new JobRunner(queue, options);
  const unlisten = onWake(db, options.name, () => runner.wake());
  runner.start();
  return {
    async stop() {
      unlisten();
      await runner.stop();
    },
  };
}

/** Starts the runners once the server is ready, and stops them before the database closes. */
export function runWhileServing(app: FastifyInstance, start: () => RunningJobs): void {
  let running: RunningJobs | undefined;
  app.addHook('onReady', async () => {
    running = start();
  });
  app.addHook('preClose', async () => {
    await running?.stop();
  });
}
