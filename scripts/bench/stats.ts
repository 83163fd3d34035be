/**
 * Small statistics for benchmark runs: the median is what the table reports, run after run; which
 * Lighthouse run is the median one; how free an event loop stays while some work runs.
 */

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export async function timeRuns(runs: number, run: () => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times;
}

/** The value below which `p` percent of the values lie (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}

/**
 * Which of several Lighthouse runs to report: the one Lighthouse's own computeMedianRun picks
 * (lighthouse/core/lib/median-run.js), the run closest to both the median FCP and the median TTI.
 * FCP and TTI bracket the load, so the chosen run is typical from start to end; reporting one
 * whole run keeps its figures consistent with each other, which per-metric medians would not.
 */
export interface MedianRunInput {
  fcpMs: number;
  ttiMs: number;
}

export function pickMedianRun<Run extends MedianRunInput>(runs: readonly Run[]): Run {
  if (runs.length === 0) throw new Error('no Lighthouse runs to pick from');
  const medianFcp = median(runs.map((run) => run.fcpMs));
  const medianTti = median(runs.map((run) => run.ttiMs));
  const distance = (run: Run) => (medianFcp - run.fcpMs) ** 2 + (medianTti - run.ttiMs) ** 2;
  // Ties go to the run with the lower TTI, as in Lighthouse.
  const sorted = [...runs].sort((a, b) => distance(a) - distance(b) || a.ttiMs - b.ttiMs);
  return sorted[0] as Run;
}

/** How late a 10 ms timer fires, at worst, until `work` settles (its outcome is ignored). */
export async function worstTimerLag(work: Promise<unknown>): Promise<number> {
  let worst = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last - 10);
    last = now;
  }, 10);
  await work.catch(() => {});
  clearInterval(timer);
  return worst;
}
