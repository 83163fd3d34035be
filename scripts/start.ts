/**
 * `npm start`: builds the site when dist/ is missing or older than its sources, then runs the
 * local backend (site + Auth + REST on one port). See server/main.ts for the environment.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runFromEnvironment } from '../server/main.ts';

const root = resolve(import.meta.dirname, '..');
/** What the built site depends on; a change to any of these makes dist/ stale. */
const BUILD_INPUTS = ['src', 'public', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];

function newestMtime(path: string): number {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stats.mtimeMs,
  );
}

function buildIsStale(): boolean {
  const built = newestMtime(join(root, 'dist', 'index.html'));
  if (built === 0) return true;
  return BUILD_INPUTS.some((input) => newestMtime(join(root, input)) > built);
}

if (buildIsStale()) {
  console.log('build: dist/ is missing or older than its sources; building the site');
  const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const result = spawnSync(process.execPath, [astro, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('fatal: the site build failed (see above); fix it and run npm start again');
    process.exit(1);
  }
}
await runFromEnvironment();
