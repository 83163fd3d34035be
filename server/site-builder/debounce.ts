/**
 * Turns a burst of changes into one run: `poke` on each change, and `run` is called once the
 * changes have stopped for `quietMs`, or `maxWaitMs` after the first one if they never stop, so
 * an admin saving a post five times in a row gets one rebuild, and a steady stream of saves
 * still gets one every `maxWaitMs` (docs/architecture.md#site-rebuilds).
 */
import type { Timers } from '../lead-desk/repeat.ts';

export interface Debounce {
  poke(): void;
  /** Forgets a burst under way without running. */
  cancel(): void;
}

export function debounce(
  run: () => void,
  { quietMs, maxWaitMs }: { quietMs: number; maxWaitMs: number },
  timers: Timers,
): Debounce {
  let quiet: ReturnType<Timers['setTimeout']> | undefined;
  let deadline: ReturnType<Timers['setTimeout']> | undefined;

  const cancel = () => {
    if (quiet) timers.clearTimeout(quiet);
    if (deadline) timers.clearTimeout(deadline);
    quiet = undefined;
    deadline = undefined;
  };
  const fire = () => {
    cancel();
    run();
  };
  const arm = (ms: number) => {
    const handle = timers.setTimeout(fire, ms);
    handle.unref?.();
    return handle;
  };

  return {
    poke() {
      if (quiet) timers.clearTimeout(quiet);
      quiet = arm(quietMs);
      deadline ??= arm(maxWaitMs);
    },
    cancel,
  };
}
