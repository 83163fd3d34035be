/**
 * The Lighthouse section: each bench page as built, and the same page with no JavaScript (the
 * limit, see limit-dist.ts), both served by the local backend. Runs alternate between our page and
 * its limit, page after page, so that a busy moment on this shared machine hits both alike.
 *
 * Lighthouse 13 through its Node API, in Debian's Chromium, with Lighthouse's default (mobile)
 * settings: simulated slow 4G and a 4x CPU slowdown, so figures do not depend on this machine's
 * network and little on its speed. One browser serves every run; each run opens a fresh tab with
 * storage and cache cleared, as Lighthouse does by default.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { lighthouseRows } from './budgets.ts';
import { writeLimitDist } from './limit-dist.ts';
import { BENCH_PAGES } from './pages.ts';
import { startBenchServer } from './site-server.ts';
import type { MedianRunInput } from './stats.ts';
import type { BenchRow } from './table.ts';

export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-background-networking'];

/** The categories scored beside performance, each with the ids of the audits that cost points. */
export type CategoryKey = 'accessibility' | 'bestPractices' | 'seo';
const CATEGORY_IDS: Record<CategoryKey, string> = {
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
};

/** The figures of one Lighthouse run; scores from 0 to 100. */
export interface LighthouseRun extends MedianRunInput {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
  requests: number;
  failedAudits: Record<CategoryKey, string[]>;
}

export interface LighthouseBrowser {
  run(url: string): Promise<LighthouseRun>;
  close(): Promise<void>;
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function numeric(lhr: Result, auditId: string): number {
  const value = lhr.audits[auditId]?.numericValue;
  if (typeof value !== 'number')
    throw new Error(`Lighthouse gave no ${auditId} for ${lhr.finalDisplayedUrl}`);
  return value;
}

function score(lhr: Result, categoryId: string): number {
  const value = lhr.categories[categoryId]?.score;
  if (typeof value !== 'number')
    throw new Error(`Lighthouse gave no ${categoryId} score for ${lhr.finalDisplayedUrl}`);
  return Math.round(value * 100);
}

function requestCount(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details;
  return details && 'items' in details ? details.items.length : NaN;
}

/** Audits that count towards the category's score and did not get full marks. */
function failedAudits(lhr: Result, categoryId: string): string[] {
  const refs = lhr.categories[categoryId]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .filter((ref) => {
      const audit = lhr.audits[ref.id];
      return typeof audit?.score === 'number' && audit.score < 1;
    })
    .map((ref) => ref.id);
}

export function summarize(lhr: Result): LighthouseRun {
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse could not measure ${lhr.requestedUrl}: ${lhr.runtimeError.message}`);
  }
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, CATEGORY_IDS.accessibility),
    bestPractices: score(lhr, CATEGORY_IDS.bestPractices),
    seo: score(lhr, CATEGORY_IDS.seo),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    ttiMs: numeric(lhr, 'interactive'),
    transferBytes: numeric(lhr, 'total-byte-weight'),
    requests: requestCount(lhr),
    failedAudits: {
      accessibility: failedAudits(lhr, CATEGORY_IDS.accessibility),
      bestPractices: failedAudits(lhr, CATEGORY_IDS.bestPractices),
      seo: failedAudits(lhr, CATEGORY_IDS.seo),
    },
  };
}

export async function launchLighthouseBrowser(): Promise<LighthouseBrowser> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  return {
    async run(url) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'silent',
        onlyCategories: ['performance', ...Object.values(CATEGORY_IDS)],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      return summarize(result.lhr);
    },
    async close() {
      chrome.kill();
    },
  };
}

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
