/**
 * The local backend as a child process (`node server/main.ts`), the way an operator runs it: its
 * own environment, its log, its pid (for SIGKILL and for reading its memory from /proc) and its
 * exit code. Used by `npm run loadtest` and by the reliability tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const MAIN_SCRIPT = resolve(import.meta.dirname, '..', '..', 'server', 'main.ts');
/** A first start creates and migrates the database; on a busy machine that takes a while. */
export const READY_TIMEOUT_MS = 120_000;
const READY_LINE = /ready: site and API on (http:\/\/\S+)/;

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  /** Everything it printed so far, stdout and stderr interleaved. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/** DATA_DIR, DIST_DIR, DATABASE_URL, PORT…: what an operator would set. */
export type ServerEnvironment = Record<string, string | undefined>;

/**
 * Starts `node server/main.ts` on 127.0.0.1 (any free port unless PORT is given); `as` another
 * user (only root may).
 */
export function spawnServer(
  env: ServerEnvironment,
  cwd = process.cwd(),
  as?: { uid: number; gid: number },
): ServerProcess {
  const child = spawn(process.execPath, [MAIN_SCRIPT], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...as,
  });
  if (child.pid === undefined) throw new Error(`could not start ${MAIN_SCRIPT}`);
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  return { child, pid: child.pid, output: () => output, exited };
}

/** The first match of `pattern` in its output; throws with its output if it exits first. */
export async function waitForOutput(
  server: ServerProcess,
  pattern: RegExp,
  timeoutMs = READY_TIMEOUT_MS,
): Promise<RegExpExecArray> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = pattern.exec(server.output());
    if (match) return match;
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`the server exited without ${String(pattern)}:\n${server.output()}`);
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }
  throw new Error(`the server printed no ${String(pattern)} in ${timeoutMs / 1000} s:\n${server.output()}`);
}

/** The URL from its "ready:" line, on 127.0.0.1. */
export async function waitForReady(server: ServerProcess, timeoutMs = READY_TIMEOUT_MS): Promise<string> {
  const [, url = ''] = await waitForOutput(server, READY_LINE, timeoutMs);
  return url.replace('localhost', '127.0.0.1');
}

/** SIGTERM (a graceful stop) or SIGKILL (a crash), then waits for the process to be gone. */
export async function stopServer(
  server: ServerProcess,
  signal: 'SIGTERM' | 'SIGKILL',
): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

/** A field of /proc/<pid>/status in bytes (VmRSS now, VmHWM the peak so far); null off Linux. */
export function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
    return kilobytes === undefined ? null : Number(kilobytes) * 1024;
  } catch {
    return null;
  }
}

/**
 * The server's resident memory, read from /proc every few seconds while a run goes on, so a soak
 * can show whether it levels off or keeps climbing. Linux only; elsewhere there are no samples.
 */
const SAMPLE_INTERVAL_MS = 2_000;

export interface MemorySample {
  /** Seconds since sampling started. */
  atSeconds: number;
  rssBytes: number;
}

interface MemorySampler {
  samples: MemorySample[];
  /** Stops sampling (once; later calls repeat the answer): the process's peak resident memory (VmHWM), or null. */
  stop(): number | null;
}

export function sampleMemory(pid: number, intervalMs = SAMPLE_INTERVAL_MS): MemorySampler {
  const started = performance.now();
  const samples: MemorySample[] = [];
  const take = () => {
    const rssBytes = memoryOf(pid, 'VmRSS');
    if (rssBytes !== null) samples.push({ atSeconds: (performance.now() - started) / 1000, rssBytes });
  };
  take();
  const timer = setInterval(take, intervalMs);
  let peak: number | null | undefined;
  return {
    samples,
    stop() {
      if (peak === undefined) {
        clearInterval(timer);
        take();
        peak = memoryOf(pid, 'VmHWM');
      }
      return peak;
    },
  };
}
