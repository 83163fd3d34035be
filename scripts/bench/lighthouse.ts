/**
 * The Lighthouse section: each bench page as built, and the same page with no JavaScript (the
 * limit, see limit-dist.ts), both served by the local backend. Runs alternate between our page and
 * its limit, page after page, so that a busy moment on this shared machine hits both alike.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lighthouseRows } from './budgets.ts';
import { writeLimitDist } from './limit-dist.ts';
import { launchLighthouseBrowser, type LighthouseRun } from './lighthouse-runner.ts';
import { BENCH_PAGES } from './pages.ts';
import { startBenchServer } from './site-server.ts';
import type { BenchRow } from './table.ts';

export async function benchLighthouse(
  distDir: string,
  runs: number,
  progress: (line: string) => void,
): Promise<BenchRow[]> {
  const limitDir = await mkdtemp(join(tmpdir(), 'bench-limit-'));
  const cleanUp: (() => Promise<void>)[] = [() => rm(limitDir, { recursive: true, force: true })];
  try {
    await writeLimitDist(distDir, limitDir);
    const oursServer = await startBenchServer(distDir);
    cleanUp.push(oursServer.stop);
    const limitServer = await startBenchServer(limitDir);
    cleanUp.push(limitServer.stop);
    const browser = await launchLighthouseBrowser();
    cleanUp.push(browser.close);

    const results = BENCH_PAGES.map((page) => ({
      page,
      ours: [] as LighthouseRun[],
      limit: [] as LighthouseRun[],
    }));
    for (let run = 1; run <= runs; run += 1) {
      for (const { page, ours, limit } of results) {
        progress(`lighthouse: run ${run}/${runs} ${page.path}`);
        ours.push(await browser.run(`${oursServer.origin}${page.path}`));
        limit.push(await browser.run(`${limitServer.origin}${page.path}`));
      }
    }
    return results.flatMap(({ page, ours, limit }) => lighthouseRows(page, ours, limit));
  } finally {
    for (const step of cleanUp.reverse()) await step();
  }
}
