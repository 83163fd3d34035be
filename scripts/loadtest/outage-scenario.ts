/**
 * `--outage`: the traffic mix against a server on a Postgres cluster of this run's own; a third
 * of the way in the cluster is stopped, two thirds in it is started again. Meanwhile a probe
 * (outage-probe.ts) times one page, one REST read, one submission and one sign-in every
 * PROBE_INTERVAL_MS. Passing means: while Postgres is down, the API answers 503 within
 * FAIL_FAST_MS and pages keep being served; once it is back, the API serves again within
 * RECOVERY_BUDGET_MS with the same server process; no answer is a 500 or a hang; and every
 * acknowledged submission is stored.
 */
import { createLoadBackend, type LoadBackend } from './backend.ts';
import { storedSubmissionIds } from './contact-submissions.ts';
import type { LoadOptions } from './options.ts';
import { isServing, probeAll, type ProbeAnswer } from './outage-probe.ts';
import { formatStatuses, milliseconds, printLines, printVerdict } from './report.ts';
import { stopServer } from './server-process.ts';
import { createTempCluster, type TempCluster } from './temp-cluster.ts';
import { driveTraffic, REQUEST_TIMEOUT_SECONDS, totalStatuses } from './traffic.ts';

export const FAIL_FAST_MS = 2_000;
export const RECOVERY_BUDGET_MS = 10_000;
const PROBE_INTERVAL_MS = 250;
const PROBE_SIGN_IN_LIMIT = 1_000_000;

/** 'starting': pg_ctl start was called and has not returned; Postgres may already answer. */
type Phase = 'before' | 'down' | 'starting' | 'back';

interface Probed extends ProbeAnswer {
  phase: Phase;
  /** Milliseconds since the phase began. */
  intoPhaseMs: number;
}

const sleep = (ms: number) => new Promise((wait) => setTimeout(wait, ms));

export async function runOutageScenario(options: LoadOptions, distDir: string): Promise<boolean> {
  const cluster = await createTempCluster();
  try {
    // The probe signs in (with a wrong password) several times a second, far more than the sign-in
    // limit lets one address try; raised through its documented setting.
    const backend = await createLoadBackend({
      distDir,
      databaseUrl: cluster.url,
      env: { AUTH_SIGN_IN_LIMIT: String(PROBE_SIGN_IN_LIMIT) },
    });
    try {
      return await underOutage(options, distDir, backend, cluster);
    } finally {
      await backend.dispose();
    }
  } finally {
    await cluster.destroy();
  }
}

async function underOutage(
  options: LoadOptions,
  distDir: string,
  backend: LoadBackend,
  cluster: TempCluster,
): Promise<boolean> {
  const { server, url } = await backend.launch();
  const keys = await backend.keys();
  const thirdMs = (options.durationSeconds * 1000) / 3;
  console.log(
    `outage: ${options.connections} connections for ${options.durationSeconds} s against ${url} (${backend.label}); Postgres stopped from ${(thirdMs / 1000).toFixed(0)} s to ${((2 * thirdMs) / 1000).toFixed(0)} s`,
  );
  try {
    const traffic = driveTraffic({
      baseUrl: url,
      distDir,
      publishableKey: keys.publishableKey,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
    });
    const probed: Probed[] = [];
    const probeAcknowledged = new Set<string>();
    let phase: Phase = 'before';
    let phaseStarted = performance.now();
    let probing = true;
    const prober = (async () => {
      while (probing) {
        const sentPhase = phase;
        const sentAt = performance.now() - phaseStarted;
        const answers = await probeAll(url, keys.publishableKey, (id) => probeAcknowledged.add(id));
        probed.push(...answers.map((answer) => ({ ...answer, phase: sentPhase, intoPhaseMs: sentAt })));
        await sleep(PROBE_INTERVAL_MS);
      }
    })();

    await sleep(thirdMs);
    await cluster.stop();
    [phase, phaseStarted] = ['down', performance.now()];
    await sleep(thirdMs);
    phase = 'starting';
    // The clock for the recovery starts once Postgres is up.
    await cluster.start();
    [phase, phaseStarted] = ['back', performance.now()];
    const { result, tally } = await traffic;
    probing = false;
    await prober;

    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      console.log(
        `the server exited during the run; its last output:\n${server.output().split('\n').slice(-20).join('\n')}`,
      );
      return printVerdict(['the server exited']);
    }
    const acknowledged = new Set([...tally.acknowledged, ...probeAcknowledged]);
    const stored = await storedSubmissionIds(url, keys.secretKey);
    const lost = [...acknowledged].filter((id) => !stored.has(id)).length;
    return report({
      probed,
      statuses: totalStatuses(tally),
      timeouts: result.timeouts,
      lost,
      acknowledged,
      stored,
      serverAlive: server.child.exitCode === null,
    });
  } finally {
    await stopServer(server, 'SIGTERM');
  }
}

function tallyStatuses(answers: readonly ProbeAnswer[]): Map<number, number> {
  const statuses = new Map<number, number>();
  for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  return statuses;
}

function report(run: {
  probed: Probed[];
  statuses: Map<number, number>;
  timeouts: number;
  lost: number;
  acknowledged: Set<string>;
  stored: Set<string>;
  serverAlive: boolean;
}): boolean {
  const failures: string[] = [];
  const down = run.probed.filter((probe) => probe.phase === 'down');
  const downApi = down.filter((probe) => probe.name !== 'page');
  const slowestDownMs = Math.max(0, ...downApi.map((probe) => probe.ms));
  const downStatuses = tallyStatuses(downApi);
  const pagesDown = down.filter((probe) => probe.name === 'page');

  // Recovered: the first probe round after the restart in which every answer was the usual one.
  const backRounds = new Map<number, Probed[]>();
  for (const probe of run.probed.filter((answer) => answer.phase === 'back')) {
    backRounds.set(probe.intoPhaseMs, [...(backRounds.get(probe.intoPhaseMs) ?? []), probe]);
  }
  const recoveredAt = [...backRounds.entries()].find(([, round]) => round.every(isServing))?.[0];

  // Load and probes together: nothing but 503 may fail on the server's side, and every probe
  // must get an answer (status 0: none within PROBE_TIMEOUT_MS).
  const unexpected5xx = new Map<number, number>();
  for (const [status, count] of [...run.statuses, ...tallyStatuses(run.probed)]) {
    if (status === 0 || (status >= 500 && status !== 503)) {
      unexpected5xx.set(status, (unexpected5xx.get(status) ?? 0) + count);
    }
  }
  printLines([
    ['responses (load)', formatStatuses(run.statuses)],
    ['timeouts (load)', `${run.timeouts} (> ${REQUEST_TIMEOUT_SECONDS} s)`],
    ['API while down', `${formatStatuses(downStatuses)} · slowest ${milliseconds(slowestDownMs)}`],
    [
      'API error codes',
      [...new Set(downApi.map((probe) => `${probe.name} ${probe.code ?? '-'}`))].join(' · '),
    ],
    ['pages while down', formatStatuses(tallyStatuses(pagesDown))],
    [
      'serving again',
      recoveredAt === undefined ? 'never' : `${milliseconds(recoveredAt)} after Postgres was up`,
    ],
    ['server process', run.serverAlive ? 'the same one throughout (no restart)' : 'exited'],
    ['submissions', `${run.acknowledged.size} acknowledged · ${run.stored.size} rows · ${run.lost} lost`],
  ]);

  if (downApi.length === 0) failures.push('no probe ran while Postgres was down');
  if (downApi.some((probe) => probe.status !== 503))
    failures.push(`API answers while down: ${formatStatuses(downStatuses)} (expected 503)`);
  if (slowestDownMs > FAIL_FAST_MS)
    failures.push(`an API answer took ${milliseconds(slowestDownMs)} while down (budget ${FAIL_FAST_MS} ms)`);
  if (pagesDown.some((probe) => probe.status !== 200))
    failures.push('a page was not served while Postgres was down');
  if (recoveredAt === undefined || recoveredAt > RECOVERY_BUDGET_MS)
    failures.push(`the API did not serve again within ${RECOVERY_BUDGET_MS} ms`);
  if (unexpected5xx.size > 0)
    failures.push(`5xx other than 503, or no answer (0): ${formatStatuses(unexpected5xx)}`);
  if (run.timeouts > 0) failures.push(`${run.timeouts} requests hung past ${REQUEST_TIMEOUT_SECONDS} s`);
  if (!run.serverAlive) failures.push('the server exited');
  if (run.lost > 0) failures.push(`${run.lost} acknowledged submissions were lost`);
  return printVerdict(failures);
}
