/**
 * `npm run check`: types, lint and format, zero warnings. The four checkers run at once: each is
 * mostly one thread, so on two cores they finish in about the time of the slowest (astro check)
 * instead of the sum. Each one's output is printed whole when it ends, never interleaved, and the
 * command fails when any of them does.
 */
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = (pkg: string, file: string) => join(root, 'node_modules', pkg, file);

const CHECKS: { name: string; args: string[] }[] = [
  { name: 'astro check', args: [bin('astro', 'bin/astro.mjs'), 'check', '--minimumSeverity', 'warning'] },
  { name: 'tsc', args: [bin('typescript', 'bin/tsc'), '--noEmit'] },
  { name: 'eslint', args: [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings', '0'] },
  { name: 'prettier', args: [bin('prettier', 'bin/prettier.cjs'), '--check', '--cache', '.'] },
];

function run({ name, args }: (typeof CHECKS)[number]): Promise<boolean> {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('error', (error) => {
      console.error(`${name}: could not start: ${error.message}`);
      done(false);
    });
    child.once('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(output).toString().trimEnd();
      console.log(`── ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`);
      if (text && code !== 0) console.log(text);
      done(code === 0);
    });
  });
}

const results = await Promise.all(CHECKS.map(run));
if (results.includes(false)) process.exit(1);
