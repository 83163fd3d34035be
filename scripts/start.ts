/**
 * `npm start`: builds the site when dist/ is missing or older than its sources, then runs the
 * local backend (site + Auth + REST on one port). See server/main.ts for the environment.
 */
import { join } from 'node:path';
import { runFromEnvironment } from '../server/main.ts';
import { buildSite, PROJECT_ROOT, siteBuildIsStale } from './site-build.ts';

const distDir = join(PROJECT_ROOT, 'dist');
if (siteBuildIsStale(distDir)) {
  console.log('build: dist/ is missing or older than its sources; building the site');
  if (!buildSite(distDir)) {
    console.error('fatal: the site build failed (see above); fix it and run npm start again');
    process.exit(1);
  }
}
await runFromEnvironment();
