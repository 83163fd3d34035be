/**
 * The pages the bench measures, the same every run so that figures stay comparable. The totals
 * are the budgets for JavaScript once every island on the page has hydrated.
 */

export interface BenchPage {
  path: string;
  /** Public pages carry the Lighthouse budgets; the admin is measured but signed out and private. */
  isPublic: boolean;
  /** Brotli KB of JavaScript with every island hydrated; absent where the issue sets none. */
  jsTotalBudgetKb?: number;
}

export const BENCH_PAGES: readonly BenchPage[] = [
  { path: '/', isPublic: true, jsTotalBudgetKb: 80 },
  { path: '/secular-unified', isPublic: true },
  { path: '/grace-assistant', isPublic: true, jsTotalBudgetKb: 65 },
  { path: '/blog', isPublic: true, jsTotalBudgetKb: 70 },
  { path: '/admin', isPublic: false, jsTotalBudgetKb: 160 },
];
