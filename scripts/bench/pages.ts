/**
 * The pages the bench measures, the same every run so that figures stay comparable. The totals
 * are the budgets for JavaScript once every island on the page has hydrated
 * (docs/architecture.md#performance-budgets); the module pages share one.
 */

export interface BenchPage {
  path: string;
  /** Public pages carry the Lighthouse budgets; the admin is measured but signed out and private. */
  isPublic: boolean;
  /** Brotli KB of JavaScript with every island hydrated; absent where no issue sets one. */
  jsTotalBudgetKb?: number;
}

/** A module page (/grace-assistant) and the secular overview page built like one. */
const MODULE_PAGE_JS_KB = 100;

export const BENCH_PAGES: readonly BenchPage[] = [
  { path: '/', isPublic: true, jsTotalBudgetKb: 130 },
  { path: '/secular-unified', isPublic: true, jsTotalBudgetKb: MODULE_PAGE_JS_KB },
  { path: '/grace-assistant', isPublic: true, jsTotalBudgetKb: MODULE_PAGE_JS_KB },
  { path: '/blog', isPublic: true, jsTotalBudgetKb: 100 },
  { path: '/admin', isPublic: false, jsTotalBudgetKb: 200 },
];
