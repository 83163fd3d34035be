/**
 * Lighthouse 13 through its Node API, in Debian's Chromium, with Lighthouse's default (mobile)
 * settings: simulated slow 4G and a 4x CPU slowdown, so figures do not depend on this machine's
 * network and little on its speed. One browser serves every run; each run opens a fresh tab with
 * storage and cache cleared, as Lighthouse does by default.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { MedianRunInput } from './median-run.ts';

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
