/**
 * Which of several Lighthouse runs to report: the one Lighthouse's own computeMedianRun picks
 * (lighthouse/core/lib/median-run.js), the run closest to both the median FCP and the median TTI.
 * FCP and TTI bracket the load, so the chosen run is typical from start to end; reporting one
 * whole run keeps its figures consistent with each other, which per-metric medians would not.
 */
import { median } from './stats.ts';

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
