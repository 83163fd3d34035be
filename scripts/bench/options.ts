/**
 * `npm run bench -- --runs N --only a,b --dist DIR`: the command line, checked with a sentence per
 * mistake.
 */

export const SECTIONS = ['lighthouse', 'bytes', 'interaction', 'serving', 'admin', 'attack'] as const;
export type Section = (typeof SECTIONS)[number];

/**
 * Five runs of each Lighthouse page and interaction, the median taken
 * (docs/architecture.md#performance-budgets); `--runs 1` is the quick pass.
 */
export const DEFAULT_RUNS = 5;
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

export const USAGE = `usage: npm run bench -- [--runs N] [--only ${SECTIONS.join(',')}] [--dist DIR]`;

function parseRuns(value: string | undefined): number {
  if (value === undefined || !/^\d+$/.test(value) || Number(value) < 1 || Number(value) > MAX_RUNS) {
    throw new BenchUsageError(`--runs takes a whole number from 1 to ${MAX_RUNS} (got "${value ?? ''}")`);
  }
  return Number(value);
}

function parseSections(value: string | undefined): Set<Section> {
  const names = (value ?? '').split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new BenchUsageError(
      `--only takes a comma-separated list of ${SECTIONS.join(', ')} (got "${value ?? ''}")`,
    );
  }
  return new Set(names as Section[]);
}

/** Reads `--runs N`, `--only a,b`, `--dist DIR`, each also as `--name=value`; refuses anything else. */
export function parseBenchOptions(args: readonly string[]): BenchOptions {
  let runs = DEFAULT_RUNS;
  let sections: ReadonlySet<Section> = new Set(SECTIONS);
  let distDir: string | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    const [name, inlineValue] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg];
    const value = inlineValue ?? args[(index += 1)];
    if (name === '--runs') runs = parseRuns(value);
    else if (name === '--only') sections = parseSections(value);
    else if (name === '--dist' && value?.trim()) distDir = value;
    else if (name === '--dist') throw new BenchUsageError('--dist takes the directory of a built site');
    else throw new BenchUsageError(`unknown option "${arg}"; ${USAGE}`);
  }
  return { runs, sections, ...(distDir && { distDir }) };
}
