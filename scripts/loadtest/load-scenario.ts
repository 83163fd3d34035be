/**
 * The load run (and, longer, the soak): the traffic mix at N connections for the duration, then
 * the figures. Passing means every request answered 2xx in time (so zero 5xx, no timeouts, no
 * dropped connections) and the database holds exactly the submissions it acknowledged.
 */
import type { LoadBackend } from './backend.ts';
import { storedSubmissionIds } from './contact-submissions.ts';
import type { LoadOptions } from './options.ts';
import { formatStatuses, megabytes, memorySeries, milliseconds, printLines, printVerdict } from './report.ts';
import { sampleMemory, stopServer, type MemorySample } from './server-process.ts';
import { driveTraffic, REQUEST_TIMEOUT_SECONDS, totalStatuses } from './traffic.ts';

/** How often the soak prints an RSS figure (it samples more often). */
const SOAK_SERIES_EVERY_SECONDS = 30;

const peakSampled = (samples: readonly MemorySample[]) =>
  Math.max(0, ...samples.map((sample) => sample.rssBytes));

export async function runLoadScenario(
  options: LoadOptions,
  backend: LoadBackend,
  distDir: string,
): Promise<boolean> {
  const { server, url } = await backend.launch();
  const keys = await backend.keys();
  console.log(
    `${options.scenario}: ${options.connections} connections for ${options.durationSeconds} s against ${url} (${backend.label})`,
  );
  const memory = sampleMemory(server.pid);
  let peakBytes: number | null = null;
  try {
    const { result, tally, names, resent } = await driveTraffic({
      baseUrl: url,
      distDir,
      publishableKey: keys.publishableKey,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
    });
    peakBytes = memory.stop();
    const stored = await storedSubmissionIds(url, keys.secretKey);
    const lost = [...tally.acknowledged].filter((id) => !stored.has(id)).length;
    const unacknowledged = [...stored].filter((id) => !tally.acknowledged.has(id)).length;

    const statuses = totalStatuses(tally);
    const errorStatuses = new Map([...statuses].filter(([status]) => status >= 300));
    console.log(`mix per connection: ${names.join(', ')}`);
    console.log('');
    printLines([
      [
        'requests/s',
        `${result.requests.average.toFixed(0)} (${result.requests.total} in ${result.duration.toFixed(1)} s)`,
      ],
      ['latency p50', milliseconds(result.latency.p50)],
      ['latency p99', milliseconds(result.latency.p99)],
      ['responses', formatStatuses(statuses)],
      [
        'errors',
        [
          errorStatuses.size > 0 ? `by status ${formatStatuses(errorStatuses)}` : 'no 3xx/4xx/5xx',
          `${result.timeouts} timeouts (> ${REQUEST_TIMEOUT_SECONDS} s)`,
          `${result.errors - result.timeouts} connection errors`,
        ].join(' · '),
      ],
      ...names.map((name): [string, string] => [
        `  ${name}`,
        formatStatuses(tally.byRequest.get(name) ?? new Map()),
      ]),
      [
        'submissions',
        `${tally.acknowledged.size} acknowledged (201) · ${stored.size} rows in the database · ${lost} lost · ${unacknowledged} stored without acknowledgement`,
      ],
      ['  cut off at the end', `${resent}, sent again with the same id (as the form retries): no second row`],
      [
        'server peak RSS',
        peakBytes === null
          ? 'unknown (no /proc)'
          : `${megabytes(peakBytes)} (VmHWM, since start-up) · ${megabytes(peakSampled(memory.samples))} at most while loaded`,
      ],
      ...(options.scenario === 'soak'
        ? [['server RSS', memorySeries(memory.samples, SOAK_SERIES_EVERY_SECONDS)] as [string, string]]
        : []),
    ]);

    const failures: string[] = [];
    const fiveXx = [...statuses]
      .filter(([status]) => status >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    if (fiveXx > 0) failures.push(`${fiveXx} responses were 5xx`);
    const refusals = new Map([...errorStatuses].filter(([status]) => status < 500));
    if (refusals.size > 0) failures.push(`responses other than 2xx: ${formatStatuses(refusals)}`);
    if (result.timeouts > 0)
      failures.push(`${result.timeouts} requests got no answer within ${REQUEST_TIMEOUT_SECONDS} s`);
    if (result.errors > result.timeouts)
      failures.push(`${result.errors - result.timeouts} connection errors`);
    if (lost > 0) failures.push(`${lost} acknowledged submissions are not in the database`);
    if (unacknowledged > 0) failures.push(`${unacknowledged} rows were stored but never acknowledged`);
    if (tally.acknowledged.size === 0) failures.push('no submission was acknowledged');
    return printVerdict(failures);
  } finally {
    memory.stop();
    await stopServer(server, 'SIGTERM');
  }
}
