/**
 * `npm run bench`: builds the site (with the posts of a seeded backend) and prints one table of
 * performance figures, each beside its budget (docs/architecture.md#performance-budgets). A
 * benchmark, not a test: figures are medians over several runs so that runs on this shared machine
 * stay comparable; compare ratios within one run. Progress goes to stderr, the table to stdout.
 * Exits 1 when a budget fails (or a section could not run), 2 on a mistake in the command line.
 *
 *   npm run bench -- --runs 1                    a quick pass (one Lighthouse run per page)
 *   npm run bench -- --only lighthouse,bytes     some sections: lighthouse, bytes, interaction,
 *                                                serving, admin, attack
 *   npm run bench -- --dist DIR                  measure an existing build instead of building
 */
import { execFile } from 'node:child_process';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { benchAdminMessages } from './bench/admin-messages.ts';
import { benchAttack } from './bench/attack.ts';
import { bytesRows } from './bench/budgets.ts';
import { benchInteraction } from './bench/interaction.ts';
import { benchLighthouse } from './bench/lighthouse.ts';
import {
  BenchUsageError,
  parseBenchOptions,
  SECTIONS,
  type BenchOptions,
  type Section,
} from './bench/options.ts';
import { createDistReader, measurePageBytes } from './bench/page-bytes.ts';
import { BENCH_PAGES } from './bench/pages.ts';
import { benchServing } from './bench/serving.ts';
import { startBenchServer } from './bench/site-server.ts';
import { failedBudgets, formatTable, type BenchRow } from './bench/table.ts';

const root = resolve(import.meta.dirname, '..');
const execFileAsync = promisify(execFile);
const progress = (line: string) => console.error(line);
/** Enough of a failed build's output to show the error without scrolling. */
const BUILD_ERROR_LINES = 15;

/**
 * Builds as production does: the build reads the published posts from a backend (here a local one,
 * seeded as the bench's servers are), so /blog and the post pages are pre-rendered with them.
 */
async function build(): Promise<string> {
  const distDir = await mkdtemp(join(tmpdir(), 'bench-dist-'));
  progress(`build: astro build --outDir ${distDir}, posts read from a seeded local backend`);
  const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  // Only its REST API is read; the folder it would serve is still empty.
  const postSource = await startBenchServer(distDir);
  try {
    await execFileAsync(process.execPath, [astro, 'build', '--outDir', distDir], {
      cwd: root,
      env: { ...process.env, BLOG_SOURCE_URL: postSource.origin },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    await rm(distDir, { recursive: true, force: true });
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    const lines = `${stdout}${stderr}`.trim().split('\n');
    // From the first line that names an error, else the end: a stack trace alone says little.
    const firstError = lines.findIndex((line) => /error/i.test(line));
    const excerpt =
      firstError === -1
        ? lines.slice(-BUILD_ERROR_LINES)
        : lines.slice(firstError, firstError + BUILD_ERROR_LINES);
    throw new Error(`the site build failed:\n${excerpt.join('\n')}`);
  } finally {
    await postSource.stop();
  }
  return distDir;
}

async function existingBuild(distDir: string): Promise<string> {
  const absolute = resolve(distDir);
  try {
    await access(join(absolute, 'index.html'));
  } catch {
    throw new BenchUsageError(`--dist ${distDir} holds no built site (no index.html); run npm run build`);
  }
  return absolute;
}

const SECTION_RUNNERS: Record<Section, (distDir: string, options: BenchOptions) => Promise<BenchRow[]>> = {
  lighthouse: (distDir, { runs }) => benchLighthouse(distDir, runs, progress),
  // Per bench page, what dist/ makes the browser load (see page-bytes.ts).
  bytes: async (distDir) => {
    const reader = createDistReader(distDir);
    return BENCH_PAGES.flatMap((page) => bytesRows(page, measurePageBytes(reader, page.path)));
  },
  interaction: (distDir, { runs }) => benchInteraction(distDir, runs, progress),
  serving: (distDir, { runs }) => benchServing(distDir, runs, progress),
  admin: (distDir) => {
    progress('admin: 10,000 messages');
    return benchAdminMessages(distDir);
  },
  attack: (distDir) => benchAttack(distDir, progress),
};

/** A section that cannot run is a failed row with its reason; the other sections still run. */
async function runSection(section: Section, distDir: string, options: BenchOptions): Promise<BenchRow[]> {
  try {
    return await SECTION_RUNNERS[section](distDir, options);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [{ section, page: '', figure: 'section did not run', value: reason, budget: 'runs', pass: false }];
  }
}

async function main(options: BenchOptions): Promise<void> {
  const distDir = options.distDir ? await existingBuild(options.distDir) : await build();
  try {
    const rows: BenchRow[] = [];
    const sections = SECTIONS.filter((section) => options.sections.has(section));
    for (const section of sections) rows.push(...(await runSection(section, distDir, options)));
    console.log(formatTable(rows));
    console.log(
      'PASS/FAIL: budgets as written in scripts/bench/ (budgets.ts, pages.ts, admin-messages.ts, attack.ts). miss: the strict TBT 0 ms target; only ≤ 50 ms fails a run.',
    );
    const failed = failedBudgets(rows);
    if (failed.length > 0) {
      console.log(`${failed.length} budget(s) failed.`);
      process.exitCode = 1;
    }
  } finally {
    if (!options.distDir) await rm(distDir, { recursive: true, force: true });
  }
}

try {
  await main(parseBenchOptions(process.argv.slice(2)));
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = error instanceof BenchUsageError ? 2 : 1;
}
