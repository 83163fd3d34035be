/**
 * The built site is stale when dist/ is missing or older than any of its sources; then it is
 * rebuilt. `npm run loadtest` serves a build of the tree it runs in through `node server/main.ts`
 * and uses this. (`npm start` builds its own site into DATA_DIR instead: server/site-builder/.)
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const PROJECT_ROOT = resolve(import.meta.dirname, '..');
/**
 * What the built site depends on; a change to any of these makes dist/ stale. integrations/ holds
 * build hooks (the CSP written into _headers, the hydration directives): a change there changes
 * dist/ as surely as a page does.
 */
export const BUILD_INPUTS = [
  'src',
  'public',
  'integrations',
  'astro.config.mjs',
  'package-lock.json',
  'tsconfig.json',
];

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

export function siteBuildIsStale(distDir: string): boolean {
  const built = newestMtime(join(distDir, 'index.html'));
  if (built === 0) return true;
  return BUILD_INPUTS.some((input) => newestMtime(join(PROJECT_ROOT, input)) > built);
}

/** Runs `astro build` into distDir with its output on this terminal; false when it failed. */
export function buildSite(distDir: string): boolean {
  const astro = join(PROJECT_ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const result = spawnSync(process.execPath, [astro, 'build', '--outDir', distDir], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
  });
  return result.status === 0;
}
