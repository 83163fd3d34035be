/**
 * One process at a time on a PGlite data directory. PGlite runs Postgres in single-user mode
 * inside the process and takes no lock of its own: a second process that opens the same files
 * writes over the first one's pages and WAL and leaves a directory neither can open again (seen
 * here: PGlite 0.5 aborts on start after that). So the directory gets a lock file beside it,
 * `<dir>.lock`, naming the holder's pid.
 *
 * A holder killed with SIGKILL (or by a power cut) leaves its lock behind. That lock is stale
 * when its pid is no longer running, or is running but started at another time than the holder
 * did (the pid was reused, as happens to pid 1 in a container restarted after a crash); a stale
 * lock is taken over. The start time comes from /proc where there is one (Linux); elsewhere a
 * live pid counts as the holder.
 */
import { readFileSync } from 'node:fs';
import { link, readFile, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PRIVATE_FILE_MODE } from '../data-dir/modes.ts';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  readonly pid: number;

  constructor(dataDir: string, pid: number) {
    super(`${dataDir} is in use by process ${pid}`);
    this.pid = pid;
  }
}

export interface DataDirLock {
  /** Removes the lock file if it is still this process's. */
  release(): Promise<void>;
}

interface Holder {
  pid: number;
  /** The process's start time in clock ticks after boot (/proc/<pid>/stat field 22), or null. */
  startTicks: number | null;
}

/** How often to retry after removing a stale lock: another starter may take it in between. */
const TAKE_ATTEMPTS = 3;

function processStartTicks(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[19]);
    return Number.isFinite(ticks) ? ticks : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holds(holder: Holder): boolean {
  if (!isRunning(holder.pid)) return false;
  if (holder.startTicks === null) return true;
  const startTicks = processStartTicks(holder.pid);
  return startTicks === null || startTicks === holder.startTicks;
}

function parseHolder(text: string): Holder | null {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    if (typeof value.pid !== 'number' || !Number.isInteger(value.pid) || value.pid <= 0) return null;
    return { pid: value.pid, startTicks: typeof value.startTicks === 'number' ? value.startTicks : null };
  } catch {
    return null;
  }
}

async function readHolder(lockPath: string): Promise<Holder | null | 'missing'> {
  try {
    return parseHolder(await readFile(lockPath, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
}

/**
 * Takes the lock on `dataDir` or throws DataDirInUseError naming the live holder. The lock file
 * appears complete or not at all (written aside, then hard-linked into place, which fails if a
 * lock exists), so a reader never sees a half-written one. Two processes that find the same stale
 * lock at the same instant could both take over; starting two servers on one directory within
 * the same milliseconds after a crash is the only way to get there.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const directory = resolve(dataDir);
  const lockPath = `${directory}.lock`;
  const me: Holder = { pid: process.pid, startTicks: processStartTicks(process.pid) };
  const draftPath = `${lockPath}.${process.pid}`;
  await writeFile(draftPath, `${JSON.stringify(me)}\n`, { mode: PRIVATE_FILE_MODE });
  try {
    for (let attempt = 0; attempt < TAKE_ATTEMPTS; attempt += 1) {
      try {
        await link(draftPath, lockPath);
        return { release: () => releaseIfMine(lockPath, me) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = await readHolder(lockPath);
      if (holder === 'missing') continue;
      if (holder && holds(holder)) throw new DataDirInUseError(directory, holder.pid);
      // Stale (its process is gone) or unreadable (not written by this code): take it over.
      await rm(lockPath, { force: true });
    }
    throw new Error(`could not lock ${directory}: other processes keep taking ${lockPath}`);
  } finally {
    await rm(draftPath, { force: true });
  }
}

async function releaseIfMine(lockPath: string, me: Holder): Promise<void> {
  const holder = await readHolder(lockPath);
  if (holder !== 'missing' && holder?.pid === me.pid && holder.startTicks === me.startTicks) {
    await rm(lockPath, { force: true });
  }
}
