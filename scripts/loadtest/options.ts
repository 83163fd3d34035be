/**
 * `npm run loadtest -- [--soak | --crash | --outage] [--duration S] [--connections N]`.
 * Unknown or malformed options stop the run with a sentence saying what is accepted.
 */
export type Scenario = 'load' | 'soak' | 'crash' | 'outage';

export interface LoadOptions {
  scenario: Scenario;
  /** Seconds of traffic. */
  durationSeconds: number;
  connections: number;
}

export const DEFAULT_CONNECTIONS = 50;
export const DEFAULT_DURATION_SECONDS = 30;
export const SOAK_DURATION_SECONDS = 300;

export const USAGE =
  'usage: npm run loadtest -- [--soak | --crash | --outage] [--duration <seconds>] [--connections <count>]';

export class UsageError extends Error {
  override name = 'UsageError';
}

function positiveWhole(flag: string, value: string | undefined): number {
  if (value === undefined || !/^\d+$/.test(value) || Number(value) < 1) {
    throw new UsageError(`${flag} takes a whole number of at least 1 (got ${value ?? 'nothing'})`);
  }
  return Number(value);
}

export function parseOptions(args: readonly string[]): LoadOptions {
  const scenarios: Scenario[] = [];
  let durationSeconds: number | undefined;
  let connections = DEFAULT_CONNECTIONS;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    const [flag, inline] = arg.includes('=') ? arg.split('=', 2) : [arg, undefined];
    const value = () => inline ?? args[(index += 1)];
    switch (flag) {
      case '--soak':
      case '--crash':
      case '--outage':
        scenarios.push(flag.slice(2) as Scenario);
        break;
      case '--duration':
        durationSeconds = positiveWhole('--duration', value());
        break;
      case '--connections':
        connections = positiveWhole('--connections', value());
        break;
      default:
        throw new UsageError(`unknown option ${arg}`);
    }
  }
  if (scenarios.length > 1) throw new UsageError('choose one of --soak, --crash and --outage');
  const scenario = scenarios[0] ?? 'load';
  return {
    scenario,
    durationSeconds:
      durationSeconds ?? (scenario === 'soak' ? SOAK_DURATION_SECONDS : DEFAULT_DURATION_SECONDS),
    connections,
  };
}
