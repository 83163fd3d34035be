/**
 * `bash scripts/with-temp-postgres.sh <command…>`: runs the command with DATABASE_URL on a
 * throwaway PostgreSQL cluster (loadtest/temp-cluster.ts: Debian's newest server binaries,
 * loopback TCP only, trust auth), removes the cluster when it ends and exits with its status. As on
 * Supabase, the cluster's superuser is supabase_admin, so the backend can make postgres the schema
 * owner that is not a superuser (server/db/bootstrap/roles.sql). pg_cron, where Debian's
 * postgresql-NN-cron is installed (.ci/run installs it), is preloaded for the one database it may
 * live in, which tests/support/hosted-extensions.ts makes for the build-hook suite.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';
import { createTempCluster, postgresBinaries } from './loadtest/temp-cluster.ts';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: bash scripts/with-temp-postgres.sh <command...>');
  process.exit(2);
}
const bin = postgresBinaries();
if (!bin) {
  console.error('PostgreSQL server binaries not found in /usr/lib/postgresql/*/bin.');
  console.error('Install them with: apt-get install postgresql');
  process.exit(127);
}
const cron = existsSync(join(bin, '..', 'lib', 'pg_cron.so'));
const cluster = await createTempCluster({
  superuser: 'supabase_admin',
  settings: cron ? ['shared_preload_libraries=pg_cron', 'cron.database_name=cron_tests'] : [],
}).catch((error: unknown) => {
  console.error(`could not start PostgreSQL from ${bin}: ${(error as Error).message}`);
  process.exit(1);
});
const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: cluster.url } });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
const status = await new Promise<number>((resolveStatus) => {
  child.once('error', (error) => {
    console.error(`${command}: ${error.message}`);
    resolveStatus(127);
  });
  // As a shell reports it: 128 plus the number of the signal that ended the command.
  child.once('close', (code, signal) =>
    resolveStatus(code ?? 128 + (signal ? constants.signals[signal] : 0)),
  );
});
await cluster.destroy();
process.exit(status);
