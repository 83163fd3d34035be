/**
 * `npm run loadtest -- [--soak | --crash | --outage] [--duration S] [--connections N]`.
 * Unknown or malformed options stop the run with a sentence saying what is accepted.
 */
import { parseArgs } from 'node:util';

export interface LoadOptions {
  scenario: 'load' | 'soak' | 'crash' | 'outage';
  /** Seconds of traffic. */
  durationSeconds: number;
  connections: number;
}

const DEFAULT_CONNECTIONS = 50;
const DEFAULT_DURATION_SECONDS = 30;
const SOAK_DURATION_SECONDS = 300;

export const USAGE =
  'usage: npm run loadtest -- [--soak | --crash | --outage] [--duration <seconds>] [--connections <count>]';

export class UsageError extends Error {
  override name = 'UsageError';
}

function positiveWhole(flag: string, value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new UsageError(`${flag} takes a whole number of at least 1 (got ${value})`);
  }
  return Number(value);
}

export function parseOptions(args: string[]): LoadOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        soak: { type: 'boolean' },
        crash: { type: 'boolean' },
        outage: { type: 'boolean' },
        duration: { type: 'string' },
        connections: { type: 'string' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const scenarios = (['soak', 'crash', 'outage'] as const).filter((name) => values[name]);
  if (scenarios.length > 1) throw new UsageError('choose one of --soak, --crash and --outage');
  const scenario = scenarios[0] ?? 'load';
  const defaultDuration = scenario === 'soak' ? SOAK_DURATION_SECONDS : DEFAULT_DURATION_SECONDS;
  return {
    scenario,
    durationSeconds: positiveWhole('--duration', values.duration ?? String(defaultDuration)),
    connections: positiveWhole('--connections', values.connections ?? String(DEFAULT_CONNECTIONS)),
  };
}
