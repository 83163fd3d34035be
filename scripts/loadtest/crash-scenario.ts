/**
 * `--crash`: contact submissions from N concurrent senders while the server is killed with
 * SIGKILL at a random moment, several times over, each time started again on the same data.
 * Passing means every restart came up by itself and every acknowledged submission is stored.
 */
import type { LoadBackend } from './backend.ts';
import { storedSubmissionIds } from './contact-submissions.ts';
import type { LoadOptions } from './options.ts';
import { formatStatuses, milliseconds, printLines, printVerdict } from './report.ts';
import { stopServer } from './server-process.ts';
import { startWriteLoad } from './write-load.ts';

const ROUNDS = 3;

export async function runCrashScenario(options: LoadOptions, backend: LoadBackend): Promise<boolean> {
  const roundMs = (options.durationSeconds * 1000) / ROUNDS;
  console.log(
    `crash: ${ROUNDS} rounds of ${options.connections} concurrent submitters, each ended by SIGKILL (${backend.label})`,
  );
  const acknowledged = new Set<string>();
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  const lines: [string, string][] = [];

  for (let round = 1; round <= ROUNDS; round += 1) {
    const launchStarted = performance.now();
    const { server, url } = await backend.launch();
    const startMs = performance.now() - launchStarted;
    const keys = await backend.keys();
    const load = startWriteLoad(url, keys.publishableKey, options.connections);
    // Somewhere in the second half of the round, so the kill never lines up with anything.
    await new Promise((wait) => setTimeout(wait, roundMs * (0.5 + Math.random() / 2)));
    await stopServer(server, 'SIGKILL');
    await load.stop();
    for (const id of load.acknowledged) acknowledged.add(id);
    for (const [status, count] of load.statuses) statuses.set(status, (statuses.get(status) ?? 0) + count);
    lines.push([
      `round ${round}`,
      `started in ${milliseconds(startMs)} · ${load.acknowledged.size} acknowledged · ${load.unanswered()} cut off by the kill`,
    ]);
    if (load.acknowledged.size === 0) failures.push(`round ${round} acknowledged nothing`);
  }

  const { server, url } = await backend.launch();
  try {
    const stored = await storedSubmissionIds(url, (await backend.keys()).secretKey);
    const lost = [...acknowledged].filter((id) => !stored.has(id)).length;
    lines.push(
      ['responses', formatStatuses(statuses)],
      [
        'submissions',
        `${acknowledged.size} acknowledged (201) · ${stored.size} rows after the last restart · ${lost} lost`,
      ],
    );
    printLines(lines);
    const fiveXx = [...statuses]
      .filter(([status]) => status >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    if (fiveXx > 0) failures.push(`${fiveXx} responses were 5xx`);
    if (lost > 0) failures.push(`${lost} acknowledged submissions were lost`);
    return printVerdict(failures);
  } finally {
    await stopServer(server, 'SIGTERM');
  }
}
