/**
 * `npm run bench`: builds the site and prints one table of performance figures, each with its
 * budget. A benchmark, not a test: figures are medians over several runs so that runs on this
 * shared machine stay comparable; compare ratios within one run. Sections are added here as the
 * issues that own them land (see scripts/bench/).
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { benchAdminMessages, type BenchRow } from './bench/admin-messages.ts';

const root = resolve(import.meta.dirname, '..');

async function build(): Promise<string> {
  const distDir = await mkdtemp(join(tmpdir(), 'bench-dist-'));
  const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const result = spawnSync(process.execPath, [astro, 'build', '--outDir', distDir], {
    cwd: root,
    stdio: 'ignore',
  });
  if (result.status !== 0) throw new Error('the site build failed; run npm run build to see why');
  return distDir;
}

function printTable(rows: readonly BenchRow[]): void {
  const headers = ['figure', 'median', 'budget', 'result'];
  const cells = rows.map((row) => [row.figure, row.value, row.budget, row.pass ? 'pass' : 'FAIL']);
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...cells.map((cell) => cell[column]?.length ?? 0)),
  );
  const line = (values: string[]) =>
    `| ${values.map((value, column) => value.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of cells) console.log(line(row));
}

const distDir = await build();
const rows = [...(await benchAdminMessages(distDir))];
printTable(rows);
