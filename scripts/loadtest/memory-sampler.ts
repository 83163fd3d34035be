/**
 * The server's resident memory, read from /proc every few seconds while a run goes on, so a soak
 * can show whether it levels off or keeps climbing. Linux only; elsewhere there are no samples.
 */
import { memoryOf } from './server-process.ts';

export const SAMPLE_INTERVAL_MS = 2_000;

export interface MemorySample {
  /** Seconds since sampling started. */
  atSeconds: number;
  rssBytes: number;
}

export interface MemorySampler {
  samples: MemorySample[];
  /** Stops sampling (once; later calls repeat the answer): the process's peak resident memory (VmHWM), or null. */
  stop(): number | null;
}

export function sampleMemory(pid: number, intervalMs = SAMPLE_INTERVAL_MS): MemorySampler {
  const started = performance.now();
  const samples: MemorySample[] = [];
  const take = () => {
    const rssBytes = memoryOf(pid, 'VmRSS');
    if (rssBytes !== null) samples.push({ atSeconds: (performance.now() - started) / 1000, rssBytes });
  };
  take();
  const timer = setInterval(take, intervalMs);
  let peak: number | null | undefined;
  return {
    samples,
    stop() {
      if (peak === undefined) {
        clearInterval(timer);
        take();
        peak = memoryOf(pid, 'VmHWM');
      }
      return peak;
    },
  };
}
