/**
 * A throwaway PostgreSQL cluster that a test may stop and start again, on the same port, while a
 * server uses it: the outage checks need a Postgres of their own to switch off. Built like
 * scripts/with-temp-postgres.sh: Debian's newest server binaries, loopback TCP only, trust auth
 * for the superuser postgres, durability off (it is disposable). Postgres refuses to run as root,
 * so as root the cluster belongs to the postgres system user and lives under /tmp.
 *
 * Every command runs asynchronously: the caller keeps serving or loading while Postgres stops.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../free-port.ts';

const run = promisify(execFile);
const PG_ROOT = '/usr/lib/postgresql';
const START_TIMEOUT_SECONDS = 60;

export interface TempCluster {
  /** postgres://<superuser>@127.0.0.1:<port>/postgres */
  url: string;
  /** Stops Postgres the way an operator would (fast: sessions are ended, nothing is waited for). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it if running and deletes its files. */
  destroy(): Promise<void>;
}

/** The newest /usr/lib/postgresql/<version>/bin holding initdb and pg_ctl, or null. */
export function postgresBinaries(): string | null {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a));
  const found = versions
    .map((version) => join(PG_ROOT, version, 'bin'))
    .find((bin) => existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl')));
  return found ?? null;
}

/** `superuser` owns the cluster (postgres unless said); `settings` are more `-c` server settings. */
export async function createTempCluster({
  superuser = 'postgres',
  settings: extraSettings = [],
}: { superuser?: string; settings?: string[] } = {}): Promise<TempCluster> {
  const bin = postgresBinaries();
  if (!bin) {
    throw new Error(
      `PostgreSQL server binaries not found in ${PG_ROOT}/*/bin; install them with: apt-get install postgresql`,
    );
  }
  const asRoot = userInfo().uid === 0;
  const workDir = await mkdtemp(join(asRoot ? '/tmp' : tmpdir(), 'temp-postgres-'));
  if (asRoot) {
    const owner = await run('id', ['-u', 'postgres']);
    const group = await run('id', ['-g', 'postgres']);
    await chown(workDir, Number(owner.stdout.trim()), Number(group.stdout.trim()));
  }
  const dataDir = join(workDir, 'data');
  const logFile = join(workDir, 'server.log');
  const asOwner = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args])
      : run(join(bin, command), args);

  await asOwner('initdb', ['-D', dataDir, '-U', superuser, '--auth=trust', '--encoding=UTF8', '--no-sync']);
  const port = await freePort();
  const settings = [
    'listen_addresses=127.0.0.1',
    `port=${port}`,
    'unix_socket_directories=',
    'fsync=off',
    'synchronous_commit=off',
    'full_page_writes=off',
    ...extraSettings,
  ];
  const options = settings.map((setting) => `-c ${setting}`).join(' ');
  const waitSeconds = String(START_TIMEOUT_SECONDS);
  const start = async () => {
    await asOwner('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', waitSeconds, 'start', '-o', options]);
  };
  const stop = async (mode: 'fast' | 'immediate') => {
    await asOwner('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
  };
  try {
    await start();
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://${superuser}@127.0.0.1:${port}/postgres`,
    stop: () => stop('fast'),
    start,
    async destroy() {
      if (existsSync(join(dataDir, 'postmaster.pid'))) await stop('immediate').catch(() => {});
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
