/**
 * How a load run prints: aligned "label  value" lines, figures with their units, and a last line
 * that says PASS or FAIL with every reason.
 */
import type { MemorySample } from './server-process.ts';

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const milliseconds = (ms: number) => `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;

export function printLines(lines: readonly (readonly [string, string])[]): void {
  const width = Math.max(...lines.map(([label]) => label.length));
  for (const [label, value] of lines) console.log(`${label.padEnd(width)}  ${value}`);
}

/** "200: 1200 · 201: 300", statuses in order. */
export function formatStatuses(statuses: ReadonlyMap<number, number>): string {
  return [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(' · ');
}

/** One RSS figure per `everySeconds`, e.g. "0 s 160 MB · 30 s 210 MB · …". */
export function memorySeries(samples: readonly MemorySample[], everySeconds: number): string {
  const picked: MemorySample[] = [];
  for (const sample of samples) {
    const last = picked.at(-1);
    if (!last || sample.atSeconds - last.atSeconds >= everySeconds) picked.push(sample);
  }
  const final = samples.at(-1);
  if (final && picked.at(-1) !== final) picked.push(final);
  return picked.map((sample) => `${sample.atSeconds.toFixed(0)} s ${megabytes(sample.rssBytes)}`).join(' · ');
}

/** Prints the verdict; true when there is no failure. */
export function printVerdict(failures: readonly string[]): boolean {
  console.log('');
  if (failures.length === 0) {
    console.log('PASS');
    return true;
  }
  console.log(`FAIL: ${failures.join('; ')}`);
  return false;
}
