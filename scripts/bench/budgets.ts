/**
 * The budgets of the page figures and of interaction (docs/architecture.md#performance-budgets),
 * and the table rows that set each figure beside its budget. Pure: the sections measure, these
 * functions judge, so the judging is tested without a browser.
 */
import { EVENT_TIMING_THRESHOLD_MS } from './event-timing.ts';
import type { InteractionRun } from './interaction.ts';
import type { CategoryKey, LighthouseRun } from './lighthouse.ts';
import type { PageBytes } from './page-bytes.ts';
import type { BenchPage } from './pages.ts';
import { median, pickMedianRun } from './stats.ts';
import { atMost, benchRow, type BenchRow } from './table.ts';

/** Budgets in KB are of 1,024 bytes, as in Lighthouse's budget files. */
export const KB = 1024;

export const BUDGETS = {
  /** Lighthouse performance score, on every run, not only the median one. */
  performanceScore: 100,
  /** Our LCP over the limit page's LCP. */
  lcpToLimitRatio: 1.15,
  tbtMs: 0,
  /** The allowance for a noisy machine; this one decides the exit code. */
  noisyTbtMs: 50,
  cls: 0.005,
  /** Accessibility, best practices and SEO, on public pages. */
  categoryScore: 100,
  jsFirstPaintKb: 5,
  cssKb: 12,
  homeHtmlKb: 20,
  /** `/` on a 390 px phone: every card is there, in rails, so the page stays this short (e2e/home.spec.ts). */
  homePhoneHeightPx: 14_000,
  /** No task while scrolling `/` through its islands may make a visitor wait longer. */
  scrollLongestTaskMs: 100,
  /** A first click's INP, Core Web Vitals' "good". */
  inpMs: 200,
  /** A first call-to-action click to the contact dialog's heading on screen. */
  contactDialogMs: 1000,
} as const;

/** The interaction figures are taken on a CPU slowed down this much (Lighthouse's mobile). */
export const INTERACTION_CPU_SLOWDOWN = 4;

export const formatMs = (ms: number) => `${Math.round(ms)} ms`;
export const formatKb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export function lighthouseRows(
  page: BenchPage,
  ours: readonly LighthouseRun[],
  limit: readonly LighthouseRun[],
): BenchRow[] {
  const run = pickMedianRun(ours);
  const limitRun = pickMedianRun(limit);
  const ratio = run.lcpMs / limitRun.lcpMs;
  const row = (figure: string, value: string, budget?: Pick<BenchRow, 'budget' | 'pass' | 'gating'>) =>
    benchRow('lighthouse', page.path, figure, value, page.isPublic ? budget : undefined);
  // The lowest-scoring run, with the audits that cost it points, so a miss says what to fix.
  const categoryRow = (name: string, key: CategoryKey) => {
    const worst = ours.reduce((lowest, each) => (each[key] < lowest[key] ? each : lowest));
    const failed = worst.failedAudits[key];
    return row(
      `${name} score (lowest run)`,
      failed.length > 0 ? `${worst[key]} (${failed.join(', ')})` : String(worst[key]),
      { budget: String(BUDGETS.categoryScore), pass: worst[key] >= BUDGETS.categoryScore },
    );
  };
  return [
    row(`performance, each of ${ours.length} runs`, ours.map((each) => each.performance).join(' '), {
      budget: `${BUDGETS.performanceScore} every run`,
      pass: ours.every((each) => each.performance >= BUDGETS.performanceScore),
    }),
    row('FCP (median run)', formatMs(run.fcpMs)),
    row('LCP (median run)', formatMs(run.lcpMs)),
    row('LCP of the limit page (no JS)', formatMs(limitRun.lcpMs)),
    row('LCP / limit LCP', ratio.toFixed(2), atMost(ratio, BUDGETS.lcpToLimitRatio, '')),
    row('TBT (median run)', formatMs(run.tbtMs), {
      budget: formatMs(BUDGETS.tbtMs),
      pass: run.tbtMs <= BUDGETS.tbtMs,
      gating: false,
    }),
    row('TBT, noisy-machine allowance', formatMs(run.tbtMs), atMost(run.tbtMs, BUDGETS.noisyTbtMs)),
    // What the page's HTML and CSS cost to parse, style and lay out with no script at all: the part
    // of TBT no change to the JavaScript can remove.
    row('TBT of the limit page (no JS)', formatMs(limitRun.tbtMs)),
    row('CLS (median run)', run.cls.toFixed(3), atMost(run.cls, BUDGETS.cls, '')),
    row('transferred (median run)', formatKb(run.transferBytes)),
    row('requests (median run)', String(run.requests)),
    categoryRow('accessibility', 'accessibility'),
    categoryRow('best-practices', 'bestPractices'),
    categoryRow('SEO', 'seo'),
  ];
}

const kbBudget = (bytes: number, budgetKb: number) => atMost(bytes / KB, budgetKb, ' KB');

export function bytesRows(page: BenchPage, bytes: PageBytes): BenchRow[] {
  const row = (figure: string, value: string, budget?: Pick<BenchRow, 'budget' | 'pass'>) =>
    benchRow('bytes', page.path, figure, value, budget);
  return [
    row(
      'HTML (brotli)',
      formatKb(bytes.htmlBytes),
      page.path === '/' ? kbBudget(bytes.htmlBytes, BUDGETS.homeHtmlKb) : undefined,
    ),
    row('CSS (brotli)', formatKb(bytes.cssBytes), kbBudget(bytes.cssBytes, BUDGETS.cssKb)),
    row('JS mode script (brotli)', formatKb(bytes.modeScriptBytes)),
    row(
      'JS at first paint beyond mode script',
      formatKb(bytes.jsFirstPaintBytes),
      kbBudget(bytes.jsFirstPaintBytes, BUDGETS.jsFirstPaintKb),
    ),
    row(
      'JS total, every island hydrated',
      formatKb(bytes.jsTotalBytes),
      page.jsTotalBudgetKb === undefined ? undefined : kbBudget(bytes.jsTotalBytes, page.jsTotalBudgetKb),
    ),
    row('JS on interaction only (import())', formatKb(bytes.jsLazyBytes)),
    row('requests at load', String(bytes.requestsAtLoad)),
    row('requests once hydrated', String(bytes.requestsHydrated)),
  ];
}

/** An INP under the Event Timing threshold is not measured, only known to be below it. */
const formatInp = (ms: number | null) =>
  ms === null || ms < EVENT_TIMING_THRESHOLD_MS ? `< ${EVENT_TIMING_THRESHOLD_MS} ms` : formatMs(ms);
/** One run's INP in the list after the median: whole ms, or "<16". */
const formatInpRun = (ms: number | null) =>
  ms === null || ms < EVENT_TIMING_THRESHOLD_MS ? `<${EVENT_TIMING_THRESHOLD_MS}` : String(Math.round(ms));

/**
 * The medians of the interaction section's runs, each followed by every run's figure so that the
 * spread shows. An INP under the threshold counts as 0 ms in its median.
 */
export function interactionRows(runs: readonly InteractionRun[]): BenchRow[] {
  const [first] = runs;
  if (!first) throw new Error('no interaction runs to report');
  const cpu = `${INTERACTION_CPU_SLOWDOWN}x CPU`;
  const row = (figure: string, value: string, budget?: Pick<BenchRow, 'budget' | 'pass'>) =>
    benchRow('interaction', '/', figure, value, budget);
  type RunFigure = (run: InteractionRun) => number;
  const msRow = (figure: string, budgetMs: number | undefined, pick: RunFigure) => {
    const values = runs.map(pick);
    const middle = median(values);
    const value = `${formatMs(middle)} (runs ${values.map(Math.round).join(' ')})`;
    return row(figure, value, budgetMs === undefined ? undefined : atMost(middle, budgetMs));
  };
  const inpRow = (figure: string, pick: (run: InteractionRun) => number | null) => {
    const values = runs.map(pick);
    const middle = median(values.map((value) => value ?? 0));
    const value = `${formatInp(middle)} (runs ${values.map(formatInpRun).join(' ')})`;
    return row(figure, value, atMost(middle, BUDGETS.inpMs));
  };
  const scrolls = runs.map((run) => run.scroll);
  const hydrated = median(scrolls.map((scroll) => scroll.hydratedAfter - scroll.hydratedBefore));
  const hydratedBefore = median(scrolls.map((scroll) => scroll.hydratedBefore));
  return [
    msRow(
      `longest task scrolling / (${cpu})`,
      BUDGETS.scrollLongestTaskMs,
      (run) => run.scroll.longestTaskMs,
    ),
    row(
      'islands hydrated while scrolling',
      `${hydrated} of ${first.scroll.islands} (${hydratedBefore} before)`,
    ),
    inpRow(`INP first mode-toggle click (${cpu})`, (run) => run.modeToggle.inpMs),
    msRow('click → mode on screen', undefined, (run) => run.modeToggle.shownMs),
    inpRow(`INP first call-to-action click, "${first.contact.label}" (${cpu})`, (run) => run.contact.inpMs),
    msRow('click → contact dialog heading', BUDGETS.contactDialogMs, (run) => run.contact.shownMs),
  ];
}
