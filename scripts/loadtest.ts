/**
 * `npm run loadtest`: the local backend under load, a crash and a database outage, driven from
 * this process over loopback against a server in a child process on a throwaway data dir.
 *
 *   npm run loadtest                  mixed traffic, 50 connections, 30 s; figures and PASS/FAIL
 *   npm run loadtest -- --soak        the same for 5 minutes, with the server's memory over time
 *   npm run loadtest -- --crash       kill -9 the server under write load, restart, count rows
 *   npm run loadtest -- --outage      stop Postgres under load, then start it again
 *
 * Builds the site first when dist/ (or DIST_DIR) is stale. Runs on PGlite unless DATABASE_URL is
 * set (then on a scratch database on that server, dropped afterwards); --outage always uses a
 * Postgres cluster of its own, since it must stop it. Exits 1 on FAIL, 2 on a bad option.
 */
import { join } from 'node:path';
import { createLoadBackend } from './loadtest/backend.ts';
import { runCrashScenario } from './loadtest/crash-scenario.ts';
import { runLoadScenario } from './loadtest/load-scenario.ts';
import { parseOptions, USAGE, UsageError, type LoadOptions } from './loadtest/options.ts';
import { runOutageScenario } from './loadtest/outage-scenario.ts';
import { buildSite, PROJECT_ROOT, siteBuildIsStale } from './site-build.ts';

function readOptions(): LoadOptions {
  try {
    return parseOptions(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
}

const options = readOptions();
const distDir = process.env.DIST_DIR?.trim() || join(PROJECT_ROOT, 'dist');
if (siteBuildIsStale(distDir)) {
  console.log(`build: ${distDir} is missing or older than its sources; building the site`);
  if (!buildSite(distDir)) {
    console.error('fatal: the site build failed (see above)');
    process.exit(1);
  }
}

async function run(): Promise<boolean> {
  if (options.scenario === 'outage') return runOutageScenario(options, distDir);
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const backend = await createLoadBackend({ distDir, ...(databaseUrl && { databaseUrl }) });
  try {
    return options.scenario === 'crash'
      ? await runCrashScenario(options, backend)
      : await runLoadScenario(options, backend, distDir);
  } finally {
    await backend.dispose();
  }
}

try {
  process.exit((await run()) ? 0 : 1);
} catch (error) {
  // A run that could not be set up or broke off: say what happened, without a stack trace.
  console.error(`fatal: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
