/** The bytes section: per bench page, what dist/ makes the browser load (see page-bytes.ts). */
import { bytesRows } from './budgets.ts';
import { createDistReader, measurePageBytes } from './page-bytes.ts';
import { BENCH_PAGES } from './pages.ts';
import type { BenchRow } from './table.ts';

export function benchBytes(distDir: string): BenchRow[] {
  const reader = createDistReader(distDir);
  return BENCH_PAGES.flatMap((page) => bytesRows(page, measurePageBytes(reader, page.path)));
}
