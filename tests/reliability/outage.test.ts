/**
 * Postgres stopped under a running server: the API answers 503 at once and pages keep being served; once it is back
 * the same process serves the API again. Own cluster (Debian's binaries), run when DATABASE_URL is set
 * (CI: scripts/with-temp-postgres.sh); `npm run loadtest -- --outage` does this under load.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAIL_FAST_MS, RECOVERY_BUDGET_MS } from '../../scripts/loadtest/outage-scenario.ts';
import { probeAll, type ProbeAnswer } from '../../scripts/loadtest/outage-probe.ts';
import { createLoadBackend, type LoadBackend } from '../../scripts/loadtest/backend.ts';
import { stopServer, type ServerProcess } from '../../scripts/loadtest/server-process.ts';
import { createTempCluster, type TempCluster } from '../../scripts/loadtest/temp-cluster.ts';

const SETUP_TIMEOUT_MS = 180_000;
const TEST_TIMEOUT_MS = 120_000;
const WHY_SKIPPED = 'needs DATABASE_URL (run it under bash scripts/with-temp-postgres.sh)';

const summary = (answers: ProbeAnswer[]) => answers.map(({ name, status, code }) => ({ name, status, code }));
const SERVING = [
  { name: 'page', status: 200 },
  { name: 'posts', status: 200 },
  { name: 'contact', status: 201 },
  { name: 'sign-in', status: 400, code: 'invalid_credentials' },
];

const title = process.env.DATABASE_URL ? 'a Postgres outage' : `a Postgres outage (skipped: ${WHY_SKIPPED})`;
// The default reporter shows a skipped file without its suite names: say why in its output.
if (!process.env.DATABASE_URL) console.info(`tests/reliability/outage.test.ts skipped: ${WHY_SKIPPED}`);

describe.runIf(process.env.DATABASE_URL)(title, () => {
  let root: string;
  let cluster: TempCluster;
  let backend: LoadBackend;
  let server: ServerProcess;
  let url: string;
  let publishableKey: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'reliability-outage-'));
    const distDir = join(root, 'dist');
    await mkdir(distDir);
    await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Home</title><h1>Home</h1>');
    await writeFile(join(distDir, '404.html'), '<!doctype html><title>Missing</title><h1>Not found</h1>');
    cluster = await createTempCluster();
    // Each probe signs in once; waiting for the recovery may take more than the default allows.
    backend = await createLoadBackend({
      distDir,
      databaseUrl: cluster.url,
      env: { AUTH_SIGN_IN_LIMIT: '1000' },
    });
    ({ server, url } = await backend.launch());
    publishableKey = (await backend.keys()).publishableKey;
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    if (server) await stopServer(server, 'SIGKILL');
    // Its scratch database cannot be dropped if the test left Postgres stopped; the cluster goes anyway.
    await backend?.dispose().catch(() => {});
    await cluster?.destroy();
    await rm(root, { recursive: true, force: true });
  });

  it(
    'answers 503 fast while Postgres is down, keeps serving pages, and serves again when it returns',
    async () => {
      expect(summary(await probeAll(url, publishableKey))).toMatchObject(SERVING);

      await cluster.stop();
      const down = await probeAll(url, publishableKey);
      expect(summary(down)).toEqual([
        { name: 'page', status: 200, code: undefined },
        { name: 'posts', status: 503, code: 'PGRST000' },
        { name: 'contact', status: 503, code: 'PGRST000' },
        { name: 'sign-in', status: 503, code: 'unexpected_failure' },
      ]);
      for (const answer of down) expect(answer.ms).toBeLessThan(FAIL_FAST_MS);

      const posts = await fetch(`${url}/rest/v1/blog_posts?select=slug`, {
        headers: { apikey: publishableKey, authorization: `Bearer ${publishableKey}` },
      });
      expect(await posts.json()).toEqual({
        code: 'PGRST000',
        details: null,
        hint: null,
        message: 'Database connection error. Retrying the connection.',
      });

      await cluster.start();
      await expect
        .poll(async () => summary(await probeAll(url, publishableKey)), {
          timeout: RECOVERY_BUDGET_MS,
          interval: 250,
        })
        .toMatchObject(SERVING);
      expect(server.child.exitCode).toBeNull();
      expect(server.output()).not.toContain('error:');
    },
    TEST_TIMEOUT_MS,
  );
});
