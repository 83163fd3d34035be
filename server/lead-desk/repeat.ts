/**
 * Runs a job now and then every `intervalMs`, one run at a time, until stopped; the timer never
 * keeps the process alive. A run that throws is reported and the next one still comes. The
 * timer functions are injectable so that tests drive it without waiting.
 */

export interface Timers {
  setTimeout(run: () => void, ms: number): { unref?: () => unknown };
  clearTimeout(handle: unknown): void;
}

/** The process's own timers; tests pass virtual ones instead. */
export const realTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface Repeating {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export function repeat(
  job: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
  timers: Timers = realTimers,
): Repeating {
  let stopped = false;
  let handle: ReturnType<Timers['setTimeout']> | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = job()
      .catch(onError)
      .then(() => {
        if (stopped) return;
        handle = timers.setTimeout(tick, intervalMs);
        handle.unref?.();
      });
  };
  tick();

  return {
    async stop() {
      stopped = true;
      if (handle) timers.clearTimeout(handle);
      await running;
    },
  };
}
