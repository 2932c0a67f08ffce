/** A background job that runs a pass every interval until stopped. */
export interface RepeatingJob {
  /** Waits for a pass under way, and runs no more. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` every `intervalMs`, counted from the end of the previous pass, so that a pass
 * never overlaps the next; a pass that throws is reported to `onError` and the next runs
 * as planned. Used by the payment poller and the recurring scheduler.
 */
export function repeatEvery(
  pass: () => Promise<unknown>,
  intervalMs: number,
  onError: (err: unknown) => void,
): RepeatingJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = pass()
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, intervalMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
