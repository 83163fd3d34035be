/** The judging of the bench's figures, at each budget and just over it (the budgets are read, not restated). */
import { describe, expect, it } from 'vitest';
import { BUDGETS, bytesRows, interactionRows, KB, lighthouseRows } from '../../scripts/bench/budgets.ts';
import type { InteractionRun } from '../../scripts/bench/interaction.ts';
import type { LighthouseRun } from '../../scripts/bench/lighthouse.ts';
import type { PageBytes } from '../../scripts/bench/page-bytes.ts';
import type { BenchPage } from '../../scripts/bench/pages.ts';
import { resultLabel, type BenchRow } from '../../scripts/bench/table.ts';

const HOME: BenchPage = { path: '/', isPublic: true, jsTotalBudgetKb: 80 };
const ADMIN: BenchPage = { path: '/admin', isPublic: false, jsTotalBudgetKb: 160 };
const LIMIT_LCP_MS = 1000;

function lighthouseRun(overrides: Partial<LighthouseRun> = {}): LighthouseRun {
  return {
    performance: BUDGETS.performanceScore,
    accessibility: BUDGETS.categoryScore,
    bestPractices: BUDGETS.categoryScore,
    seo: BUDGETS.categoryScore,
    fcpMs: 1000,
    lcpMs: LIMIT_LCP_MS * BUDGETS.lcpToLimitRatio,
    tbtMs: BUDGETS.tbtMs,
    cls: BUDGETS.cls,
    ttiMs: 1200,
    transferBytes: 50 * KB,
    requests: 8,
    failedAudits: { accessibility: [], bestPractices: [], seo: [] },
    ...overrides,
  };
}
const LIMIT = [lighthouseRun({ lcpMs: LIMIT_LCP_MS })];

/** figure → result for the rows that have a budget. */
const results = (rows: readonly BenchRow[]) =>
  Object.fromEntries(rows.filter((row) => row.budget).map((row) => [row.figure, resultLabel(row)]));

describe('lighthouseRows', () => {
  it('passes a page exactly at every budget', () => {
    const judged = results(lighthouseRows(HOME, [lighthouseRun(), lighthouseRun()], LIMIT));
    expect(Object.keys(judged)).toHaveLength(8);
    expect(new Set(Object.values(judged))).toEqual(new Set(['PASS']));
  });

  it('fails each budget just over it, naming the audits behind a lower score', () => {
    const over = lighthouseRun({
      lcpMs: LIMIT_LCP_MS * BUDGETS.lcpToLimitRatio + 10,
      cls: BUDGETS.cls + 0.001,
      tbtMs: BUDGETS.noisyTbtMs + 1,
      seo: 92,
      failedAudits: { accessibility: [], bestPractices: [], seo: ['link-text'] },
    });
    // One run of two below 100 fails performance, even if the median run scores 100.
    const rows = lighthouseRows(HOME, [over, lighthouseRun({ performance: 99 })], LIMIT);
    expect(results(rows)).toMatchObject({
      'performance, each of 2 runs': 'FAIL',
      'LCP / limit LCP': 'FAIL',
      'TBT, noisy-machine allowance': 'FAIL',
      'CLS (median run)': 'FAIL',
      'SEO score (lowest run)': 'FAIL',
    });
    expect(rows.find((row) => row.figure === 'SEO score (lowest run)')?.value).toBe('92 (link-text)');
  });

  it('shows a TBT within the noisy allowance as a miss of the strict target that does not fail the run', () => {
    expect(results(lighthouseRows(HOME, [lighthouseRun({ tbtMs: 30 })], LIMIT))).toMatchObject({
      'TBT (median run)': 'miss',
      'TBT, noisy-machine allowance': 'PASS',
    });
  });

  it('reports the private admin page without judging it', () => {
    const rows = lighthouseRows(ADMIN, [lighthouseRun({ performance: 80, seo: 60 })], LIMIT);
    expect(rows.every((row) => row.budget === undefined && row.pass === undefined)).toBe(true);
  });
});

function pageBytes(overBy = 0, overrides: Partial<PageBytes> = {}): PageBytes {
  return {
    path: '/',
    htmlBytes: BUDGETS.homeHtmlKb * KB + overBy,
    cssBytes: BUDGETS.cssKb * KB + overBy,
    modeScriptBytes: 200,
    jsFirstPaintBytes: BUDGETS.jsFirstPaintKb * KB + overBy,
    jsTotalBytes: 80 * KB + overBy,
    jsLazyBytes: 40 * KB,
    requestsAtLoad: 6,
    requestsHydrated: 20,
    ...overrides,
  };
}

describe('bytesRows', () => {
  it.each([
    [0, 'PASS'],
    [1, 'FAIL'],
  ])('judges figures %i byte(s) over their budgets: %s', (overBy, result) => {
    expect(Object.values(results(bytesRows(HOME, pageBytes(overBy))))).toEqual(Array(4).fill(result));
  });

  it('holds each page to its own JS total, only / to the HTML budget, and a page without one to none', () => {
    const admin = results(bytesRows(ADMIN, pageBytes(0, { htmlBytes: 30 * KB, jsTotalBytes: 150 * KB })));
    expect(admin['HTML (brotli)']).toBeUndefined();
    expect(admin['JS total, every island hydrated']).toBe('PASS');
    const unbudgeted = results(bytesRows({ path: '/secular-unified', isPublic: true }, pageBytes()));
    expect(unbudgeted['JS total, every island hydrated']).toBeUndefined();
  });
});

function interactionRun(overBy = 0, modeInpMs: number | null = BUDGETS.inpMs + overBy): InteractionRun {
  return {
    scroll: {
      longestTaskMs: BUDGETS.scrollLongestTaskMs + overBy,
      islands: 8,
      hydratedBefore: 0,
      hydratedAfter: 6,
    },
    modeToggle: { inpMs: modeInpMs, shownMs: 150 },
    contact: {
      label: 'Book a Demo',
      inpMs: BUDGETS.inpMs + overBy,
      shownMs: BUDGETS.contactDialogMs + overBy,
    },
  };
}

describe('interactionRows', () => {
  it.each([
    [0, 'PASS'],
    [1, 'FAIL'],
  ])('judges figures %i ms over their budgets: %s', (overBy, result) => {
    expect(Object.values(results(interactionRows([interactionRun(overBy)])))).toEqual(Array(4).fill(result));
  });

  it('reports medians with every run after them', () => {
    const runs = [interactionRun(), interactionRun(-60), interactionRun()];
    const rows = Object.fromEntries(interactionRows(runs).map((row) => [row.figure, row.value]));
    expect(rows['longest task scrolling / (4x CPU)']).toBe('100 ms (runs 100 40 100)');
    expect(rows['islands hydrated while scrolling']).toBe('6 of 8 (0 before)');
  });

  it.each<[string, (number | null)[], string]>([
    ['no entry in any run', [null, null, null], '< 16 ms (runs <16 <16 <16) PASS'],
    ['no entry in most runs', [null, 24, null], '< 16 ms (runs <16 24 <16) PASS'],
    ['an entry in most runs', [null, 24, 32], '24 ms (runs <16 24 32) PASS'],
    ['a slow median', [null, 208, 232], '208 ms (runs <16 208 232) FAIL'],
  ])('reports an INP under the Event Timing threshold as "< 16 ms": %s', (_, inps, expected) => {
    const row = interactionRows(inps.map((inp) => interactionRun(0, inp)))[2];
    expect(row && `${row.value} ${resultLabel(row)}`).toBe(expected);
  });

  it('refuses to report no runs', () => {
    expect(() => interactionRows([])).toThrow('no interaction runs to report');
  });
});
