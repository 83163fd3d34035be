/**
 * The PGlite data dir lock on its own: held while open, refused to a second holder, released on
 * close, and taken over when its holder is gone (killed) or its pid now belongs to another
 * process. crash.test.ts shows the same through real server processes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from '../../server/db/data-dir-lock.ts';

let root: string;
let dataDir: string;
let lockPath: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'data-dir-lock-'));
  dataDir = join(root, 'pglite');
  lockPath = `${dataDir}.lock`;
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The pid of a process that has already exited. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (pid === undefined) throw new Error('could not run node');
  return pid;
}

describe('lockDataDir', () => {
  it('refuses a second holder, naming the first, until the first releases', async () => {
    const lock = await lockDataDir(dataDir);
    expect(JSON.parse(await readFile(lockPath, 'utf8'))).toMatchObject({ pid: process.pid });

    const refusal = await lockDataDir(dataDir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect((refusal as DataDirInUseError).pid).toBe(process.pid);
    expect((refusal as DataDirInUseError).message).toBe(`${dataDir} is in use by process ${process.pid}`);

    await lock.release();
    expect(existsSync(lockPath)).toBe(false);
    const again = await lockDataDir(dataDir);
    await again.release();
  });

  it('takes over a lock whose process is gone', async () => {
    await writeFile(lockPath, JSON.stringify({ pid: deadPid(), startTicks: null }));
    const lock = await lockDataDir(dataDir);
    expect(JSON.parse(await readFile(lockPath, 'utf8'))).toMatchObject({ pid: process.pid });
    await lock.release();
  });

  it.runIf(existsSync('/proc/self/stat'))(
    'takes over a lock whose pid now belongs to a process started at another time',
    async () => {
      // As after a container restart: the new server has the crashed one's pid.
      const stat = readFileSync(`/proc/${process.pid}/stat`, 'utf8');
      const startTicks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
      await writeFile(lockPath, JSON.stringify({ pid: process.pid, startTicks: startTicks - 1 }));
      const lock = await lockDataDir(dataDir);
      expect(JSON.parse(await readFile(lockPath, 'utf8'))).toEqual({ pid: process.pid, startTicks });
      await lock.release();
    },
  );

  it('takes over a lock file it cannot read, and leaves a lock alone that another process took after it', async () => {
    await writeFile(lockPath, 'not json');
    const lock = await lockDataDir(dataDir);
    const other = { pid: deadPid() + 1_000_000, startTicks: null };
    await writeFile(lockPath, JSON.stringify(other));
    await lock.release();
    expect(JSON.parse(await readFile(lockPath, 'utf8'))).toEqual(other);
  });
});
