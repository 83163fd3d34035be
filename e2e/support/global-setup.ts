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
  const port = await freePort();
  const backend = spawn(process.execPath, [join(root, 'server', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      // Every spec signs in from the same address; the production limit would throttle the suite.
      AUTH_SIGN_IN_LIMIT: '1000',
      DATABASE_URL: '',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolveReady, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`backend not ready in time:\n${output}`)),
      READY_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready:')) {
        clearTimeout(timer);
        resolveReady();
      }
    };
    backend.stdout.on('data', onData);
    backend.stderr.on('data', onData);
    backend.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`backend exited with ${code}:\n${output}`));
    });
  });
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  // Tests that need the secret key (to create users through the Auth admin API) read keys.json here.
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    const exited = new Promise((resolveExit) => backend.once('exit', resolveExit));
    backend.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
}
