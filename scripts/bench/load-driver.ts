/**
 * The load generator, run as its own process so that it never shares an event loop (or a core's
 * time slice) with the server it measures: `node scripts/bench/load-driver.ts '<LoadSpec JSON>'`
 * prints one LoadResult as JSON. Started by serving.ts; not a command for people.
 */
import autocannon from 'autocannon';

export interface LoadSpec {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Responses outside 2xx: the target was not answering as measured. */
  non2xx: number;
}

export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const result = await autocannon({
    url: spec.url,
    headers: spec.headers,
    connections: spec.connections,
    duration: spec.durationSeconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

if (import.meta.main) {
  const spec = JSON.parse(process.argv[2] ?? '') as LoadSpec;
  process.stdout.write(JSON.stringify(await runLoad(spec)));
}
