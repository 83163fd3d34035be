/**
 * `npm run check`: types, lint and format, zero warnings. The checkers are mostly one thread each,
 * so on two cores three lanes run at once: astro check then tsc (tsc reads the types astro check
 * writes to .astro/, absent in a fresh clone), ESLint, Prettier. Each one's output is printed whole
 * when it ends, never interleaved, and the command fails when any of them does.
 */
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = (pkg: string, file: string) => join(root, 'node_modules', pkg, file);

interface Check {
  name: string;
  args: string[];
}

/** Lanes run at once; the checks within a lane one after the other. */
const LANES: Check[][] = [
  [
    {
      name: 'astro check',
      args: [
        bin('astro', 'bin/astro.mjs'),
        'check',
        '--minimumSeverity',
        'warning',
        '--minimumFailingSeverity',
        'warning',
      ],
    },
    { name: 'tsc', args: [bin('typescript', 'bin/tsc'), '--noEmit'] },
  ],
  [{ name: 'eslint', args: [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings', '0'] }],
  [{ name: 'prettier', args: [bin('prettier', 'bin/prettier.cjs'), '--check', '--cache', '.'] }],
];

function run({ name, args }: Check): Promise<boolean> {
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

async function runLane(lane: Check[]): Promise<boolean> {
  let passed = true;
  for (const check of lane) passed = (await run(check)) && passed;
  return passed;
}

const results = await Promise.all(LANES.map(runLane));
if (results.includes(false)) process.exit(1);
