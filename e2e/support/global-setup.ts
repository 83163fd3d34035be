/**
 * Starts the local backend once for the whole browser run: the built site (built here only when
 * dist/ is missing, since `npm test` builds just before, or always into E2E_DIST_DIR when set),
 * a fresh data dir and a known admin.
 * Tests read the address from E2E_BASE_URL (see ./test.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { E2E_ADMIN } from './admin.ts';
import { raisePerIpLimits } from './submission-limits.ts';
import { freePort } from '../../scripts/free-port.ts';

const root = resolve(import.meta.dirname, '..', '..');
const READY_TIMEOUT_MS = 60_000;

export default async function globalSetup(): Promise<() => Promise<void>> {
  // E2E_DIST_DIR: build into a folder of one's own (always), so parallel runs don't share dist/.
  const ownDist = process.env.E2E_DIST_DIR ? resolve(process.env.E2E_DIST_DIR) : undefined;
  const distDir = ownDist ?? join(root, 'dist');
  if (ownDist || !existsSync(join(distDir, 'index.html'))) {
    const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
    const build = spawnSync(process.execPath, [astro, 'build', '--outDir', distDir], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('the site build failed');
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-data-'));
  await raisePerIpLimits(join(dataDir, 'pglite'));
  const backend = await startServer('server/main.ts', READY_TIMEOUT_MS, {
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    // Every spec signs in from the same address; the production limit would throttle the suite.
    AUTH_SIGN_IN_LIMIT: '1000',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  });
  process.env.E2E_BASE_URL = backend.origin;
  // Tests that need the secret key (to create users through the Auth admin API) read keys.json here.
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    await backend.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}

/**
 * Runs `script` (from the repository root) on 127.0.0.1 and a free port, with no DATABASE_URL and `env`
 * added, until it says "ready:"; `output()` is all it has printed so far.
 */
export async function startServer(script: string, timeoutMs: number, env: Record<string, string>) {
  const port = await freePort();
  const server = spawn(process.execPath, [join(root, script)], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolveReady, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} not ready in time:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready:')) {
        clearTimeout(timer);
        resolveReady();
      }
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}:\n${output}`));
    });
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolveExit) => server.once('exit', resolveExit));
      server.kill('SIGTERM');
      await exited;
    },
  };
}
