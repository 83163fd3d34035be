/**
 * Starts the load generator (load-driver.ts) in its own process and reads its one result, so that
 * the bench's server never shares an event loop with the traffic it answers.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { LoadResult, LoadSpec } from './load-driver.ts';

const DRIVER = join(import.meta.dirname, 'load-driver.ts');

export function runDriver(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolveResult, reject) => {
    const driver = spawn(process.execPath, [DRIVER, JSON.stringify(spec)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    driver.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    driver.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    driver.once('error', reject);
    driver.once('exit', (code) => {
      if (code === 0) resolveResult(JSON.parse(stdout) as LoadResult);
      else reject(new Error(`the load generator failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}
