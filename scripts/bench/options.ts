/**
 * `npm run bench -- --runs N --only a,b --dist DIR`: the command line, checked with a sentence per
 * mistake.
 */
import { parseArgs } from 'node:util';

export const SECTIONS = ['lighthouse', 'bytes', 'interaction', 'serving', 'admin', 'attack'] as const;
export type Section = (typeof SECTIONS)[number];

/**
 * Five runs of each Lighthouse page and interaction, the median taken
 * (docs/architecture.md#performance-budgets); `--runs 1` is the quick pass.
 */
const DEFAULT_RUNS = 5;
const MAX_RUNS = 20;

export interface BenchOptions {
  runs: number;
  sections: ReadonlySet<Section>;
  /** An existing build to measure instead of building one (e.g. the one CI just tested). */
  distDir?: string;
}

export class BenchUsageError extends Error {
  override name = 'BenchUsageError';
}

const USAGE = `usage: npm run bench -- [--runs N] [--only ${SECTIONS.join(',')}] [--dist DIR]`;

/** Reads `--runs N`, `--only a,b`, `--dist DIR`, each also as `--name=value`; refuses anything else. */
export function parseBenchOptions(args: string[]): BenchOptions {
  let values: { runs?: string; only?: string; dist?: string };
  try {
    const options = { runs: { type: 'string' }, only: { type: 'string' }, dist: { type: 'string' } } as const;
    ({ values } = parseArgs({ args, options }));
  } catch (error) {
    throw new BenchUsageError(`${(error as Error).message}; ${USAGE}`);
  }
  const { runs = String(DEFAULT_RUNS), only = SECTIONS.join(','), dist } = values;
  if (!/^\d+$/.test(runs) || Number(runs) < 1 || Number(runs) > MAX_RUNS) {
    throw new BenchUsageError(`--runs takes a whole number from 1 to ${MAX_RUNS} (got "${runs}")`);
  }
  const names = only.split(',').map((name) => name.trim());
  if (names.some((name) => !(SECTIONS as readonly string[]).includes(name))) {
    throw new BenchUsageError(
      `--only takes a comma-separated list of ${SECTIONS.join(', ')} (got "${only}")`,
    );
  }
  if (dist !== undefined && !dist.trim())
    throw new BenchUsageError('--dist takes the directory of a built site');
  return { runs: Number(runs), sections: new Set(names as Section[]), ...(dist && { distDir: dist }) };
}
