/**
 * The load generator, run as its own process so that it never shares an event loop (or a core's
 * time slice) with the server it measures: `node scripts/bench/load-driver.ts '<LoadSpec JSON>'`
 * prints one LoadResult as JSON. Started by serving.ts; not a command for people.
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';

export interface LoadSpec {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
  /** Paths below the url's origin, sent in turn by each connection (the attack mix); else url. */
  paths?: string[];
}

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Responses outside 2xx: the target was not answering as measured. */
  non2xx: number;
  /** Responses in 5xx: for an attack, what must stay at zero. */
  serverErrors: number;
  requests: number;
}

export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const result = await autocannon({
    url: spec.url,
    headers: spec.headers,
    connections: spec.connections,
    duration: spec.durationSeconds,
    ...(spec.paths && { requests: spec.paths.map((path) => ({ method: 'GET' as const, path })) }),
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    serverErrors: result['5xx'],
    requests: result.requests.total,
  };
}

/**
 * Runs this file in its own process and reads its one result, so that the bench's server never
 * shares an event loop with the traffic it answers.
 */
export function runDriver(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolveResult, reject) => {
    const driver = spawn(process.execPath, [import.meta.filename, JSON.stringify(spec)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    driver.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    driver.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    driver.once('error', reject);
    driver.once('exit', (code) => {
      if (code === 0) resolveResult(JSON.parse(stdout) as LoadResult);
      else reject(new Error(`the load generator failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

if (import.meta.main) {
  const spec = JSON.parse(process.argv[2] ?? '') as LoadSpec;
  process.stdout.write(JSON.stringify(await runLoad(spec)));
}
