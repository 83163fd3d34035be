import { describe, expect, it } from 'vitest';
import { bytesRows, interactionRows, KB, lighthouseRows } from '../../scripts/bench/budgets.ts';
import type { InteractionRun } from '../../scripts/bench/interaction-runner.ts';
import type { LighthouseRun } from '../../scripts/bench/lighthouse-runner.ts';
import type { PageBytes } from '../../scripts/bench/page-bytes.ts';
import type { BenchPage } from '../../scripts/bench/pages.ts';
import { resultLabel, type BenchRow } from '../../scripts/bench/table.ts';

const HOME: BenchPage = { path: '/', isPublic: true, jsTotalBudgetKb: 80 };
const ADMIN: BenchPage = { path: '/admin', isPublic: false, jsTotalBudgetKb: 160 };

function lighthouseRun(overrides: Partial<LighthouseRun> = {}): LighthouseRun {
  return {
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    fcpMs: 1000,
    lcpMs: 1150,
    tbtMs: 0,
    cls: 0,
    ttiMs: 1200,
    transferBytes: 50 * KB,
    requests: 8,
    failedAudits: { accessibility: [], bestPractices: [], seo: [] },
    ...overrides,
  };
}
const LIMIT = [lighthouseRun({ lcpMs: 1000 })];

/** figure → "value | budget | result" for compact expectations. */
function judged(rows: readonly BenchRow[]): Record<string, string> {
  return Object.fromEntries(
    rows.map((row) => [row.figure, [row.value, row.budget ?? '', resultLabel(row)].join(' | ')]),
  );
}

describe('lighthouseRows', () => {
  it('passes a page that meets every budget, LCP exactly 1.15 times the limit included', () => {
    const rows = judged(lighthouseRows(HOME, [lighthouseRun(), lighthouseRun()], LIMIT));
    expect(rows).toMatchObject({
      'performance, each of 2 runs': '100 100 | 100 every run | PASS',
      'LCP (median run)': '1150 ms |  | ',
      'LCP of the limit page (no JS)': '1000 ms |  | ',
      'LCP / limit LCP': '1.15 | ≤ 1.15 | PASS',
      'TBT (median run)': '0 ms | 0 ms | PASS',
      'TBT, noisy-machine allowance': '0 ms | ≤ 50 ms | PASS',
      'TBT of the limit page (no JS)': '0 ms |  | ',
      'CLS (median run)': '0.000 | ≤ 0.005 | PASS',
      'transferred (median run)': '50.0 KB |  | ',
      'accessibility score (lowest run)': '100 | 100 | PASS',
    });
  });

  it('fails performance when one run of five misses 100, even if the median run scores 100', () => {
    const runs = [100, 100, 99, 100, 100].map((performance) => lighthouseRun({ performance }));
    expect(judged(lighthouseRows(HOME, runs, LIMIT))['performance, each of 5 runs']).toBe(
      '100 100 99 100 100 | 100 every run | FAIL',
    );
  });

  it('shows a TBT within the noisy allowance as a miss of the strict target that does not fail the run', () => {
    const rows = lighthouseRows(HOME, [lighthouseRun({ tbtMs: 30 })], LIMIT);
    expect(judged(rows)).toMatchObject({
      'TBT (median run)': '30 ms | 0 ms | miss',
      'TBT, noisy-machine allowance': '30 ms | ≤ 50 ms | PASS',
    });
  });

  it('fails LCP over 1.15 times the limit, CLS over 0.005 and names the audits behind a lower score', () => {
    const run = lighthouseRun({
      lcpMs: 1160,
      cls: 0.006,
      seo: 92,
      failedAudits: { accessibility: [], bestPractices: [], seo: ['link-text'] },
    });
    expect(judged(lighthouseRows(HOME, [run], LIMIT))).toMatchObject({
      'LCP / limit LCP': '1.16 | ≤ 1.15 | FAIL',
      'CLS (median run)': '0.006 | ≤ 0.005 | FAIL',
      'SEO score (lowest run)': '92 (link-text) | 100 | FAIL',
    });
  });

  it('reports the private admin page without judging it', () => {
    const rows = lighthouseRows(ADMIN, [lighthouseRun({ performance: 80, seo: 60 })], LIMIT);
    expect(rows.every((row) => row.budget === undefined && row.pass === undefined)).toBe(true);
  });
});

function pageBytes(overrides: Partial<PageBytes> = {}): PageBytes {
  return {
    path: '/',
    htmlBytes: 20 * KB,
    cssBytes: 12 * KB,
    modeScriptBytes: 200,
    jsFirstPaintBytes: 5 * KB,
    jsTotalBytes: 80 * KB,
    jsLazyBytes: 40 * KB,
    requestsAtLoad: 6,
    requestsHydrated: 20,
    ...overrides,
  };
}

describe('bytesRows', () => {
  it('passes figures exactly at their budgets', () => {
    expect(judged(bytesRows(HOME, pageBytes()))).toEqual({
      'HTML (brotli)': '20.0 KB | ≤ 20 KB | PASS',
      'CSS (brotli)': '12.0 KB | ≤ 12 KB | PASS',
      'JS mode script (brotli)': '0.2 KB |  | ',
      'JS at first paint beyond mode script': '5.0 KB | ≤ 5 KB | PASS',
      'JS total, every island hydrated': '80.0 KB | ≤ 80 KB | PASS',
      'JS on interaction only (import())': '40.0 KB |  | ',
      'requests at load': '6 |  | ',
      'requests once hydrated': '20 |  | ',
    });
  });

  it('fails a byte over each budget', () => {
    const over = pageBytes({
      htmlBytes: 20 * KB + 1,
      cssBytes: 12 * KB + 1,
      jsFirstPaintBytes: 5 * KB + 1,
      jsTotalBytes: 80 * KB + 1,
    });
    const results = bytesRows(HOME, over)
      .filter((row) => row.budget)
      .map(resultLabel);
    expect(results).toEqual(['FAIL', 'FAIL', 'FAIL', 'FAIL']);
  });

  it('holds each page to its own JS total and only / to the HTML budget', () => {
    const rows = judged(
      bytesRows(ADMIN, pageBytes({ path: '/admin', htmlBytes: 30 * KB, jsTotalBytes: 150 * KB })),
    );
    expect(rows['HTML (brotli)']).toBe('30.0 KB |  | ');
    expect(rows['JS total, every island hydrated']).toBe('150.0 KB | ≤ 160 KB | PASS');
  });

  it('shows a total without a budget where no budget is set', () => {
    const rows = judged(bytesRows({ path: '/secular-unified', isPublic: true }, pageBytes()));
    expect(rows['JS total, every island hydrated']).toBe('80.0 KB |  | ');
  });
});

function interactionRun(
  figures: Partial<{
    longestTaskMs: number;
    modeInpMs: number | null;
    modeShownMs: number;
    contactInpMs: number | null;
    contactShownMs: number;
  }> = {},
): InteractionRun {
  return {
    scroll: { longestTaskMs: figures.longestTaskMs ?? 100, islands: 8, hydratedBefore: 0, hydratedAfter: 6 },
    modeToggle: {
      inpMs: figures.modeInpMs === undefined ? 200 : figures.modeInpMs,
      shownMs: figures.modeShownMs ?? 150,
    },
    contact: {
      label: 'Book a Demo',
      inpMs: figures.contactInpMs === undefined ? 200 : figures.contactInpMs,
      shownMs: figures.contactShownMs ?? 1000,
    },
  };
}

describe('interactionRows', () => {
  it('passes figures exactly at their budgets and lists every run after the median', () => {
    const runs = [interactionRun(), interactionRun({ longestTaskMs: 40, modeShownMs: 90 }), interactionRun()];
    expect(judged(interactionRows(runs))).toEqual({
      'longest task scrolling / (4x CPU)': '100 ms (runs 100 40 100) | ≤ 100 ms | PASS',
      'islands hydrated while scrolling': '6 of 8 (0 before) |  | ',
      'INP first mode-toggle click (4x CPU)': '200 ms (runs 200 200 200) | ≤ 200 ms | PASS',
      'click → mode on screen': '150 ms (runs 150 90 150) |  | ',
      'INP first call-to-action click, "Book a Demo" (4x CPU)': '200 ms (runs 200 200 200) | ≤ 200 ms | PASS',
      'click → contact dialog heading': '1000 ms (runs 1000 1000 1000) | ≤ 1000 ms | PASS',
    });
  });

  it('fails a millisecond over each budget', () => {
    const over = interactionRun({
      longestTaskMs: 101,
      modeInpMs: 201,
      contactInpMs: 201,
      contactShownMs: 1001,
    });
    const results = interactionRows([over])
      .filter((row) => row.budget)
      .map((row) => `${row.figure}: ${resultLabel(row)}`);
    expect(results).toEqual([
      'longest task scrolling / (4x CPU): FAIL',
      'INP first mode-toggle click (4x CPU): FAIL',
      'INP first call-to-action click, "Book a Demo" (4x CPU): FAIL',
      'click → contact dialog heading: FAIL',
    ]);
  });

  it.each<[string, (number | null)[], string]>([
    ['no entry in any run', [null, null, null], '< 16 ms (runs <16 <16 <16) | ≤ 200 ms | PASS'],
    ['no entry in most runs', [null, 24, null], '< 16 ms (runs <16 24 <16) | ≤ 200 ms | PASS'],
    ['an entry in most runs', [null, 24, 32], '24 ms (runs <16 24 32) | ≤ 200 ms | PASS'],
    ['a slow median', [null, 208, 232], '208 ms (runs <16 208 232) | ≤ 200 ms | FAIL'],
  ])('reports an INP under the Event Timing threshold as "< 16 ms": %s', (_, inps, expected) => {
    const runs = inps.map((modeInpMs) => interactionRun({ modeInpMs }));
    expect(judged(interactionRows(runs))['INP first mode-toggle click (4x CPU)']).toBe(expected);
  });

  it('refuses to report no runs', () => {
    expect(() => interactionRows([])).toThrow('no interaction runs to report');
  });
});
