import { expect, it } from 'vitest';
import { failedBudgets, formatTable, type BenchRow } from '../../scripts/bench/table.ts';

const ROWS: BenchRow[] = [
  { section: 'bytes', page: '/', figure: 'CSS (brotli)', value: '8.4 KB', budget: '≤ 12 KB', pass: true },
  {
    section: 'lighthouse',
    page: '/blog',
    figure: 'TBT (median run)',
    value: '30 ms',
    budget: '0 ms',
    pass: false,
    gating: false,
  },
  { section: 'serving', page: '/', figure: 'backend requests/s', value: '1630' },
  { section: 'bytes', page: '/', figure: 'JS total', value: '91.5 KB', budget: '≤ 80 KB', pass: false },
];

it('formatTable and failedBudgets: aligns every column and labels each result; only failed budgets count, not the strict targets shown beside them', () => {
  expect(formatTable(ROWS).split('\n')).toEqual([
    '| section    | page  | figure             | value   | budget  | result |',
    '|------------|-------|--------------------|---------|---------|--------|',
    '| bytes      | /     | CSS (brotli)       | 8.4 KB  | ≤ 12 KB | PASS   |',
    '| lighthouse | /blog | TBT (median run)   | 30 ms   | 0 ms    | miss   |',
    '| serving    | /     | backend requests/s | 1630    |         |        |',
    '| bytes      | /     | JS total           | 91.5 KB | ≤ 80 KB | FAIL   |',
  ]);
  expect(failedBudgets(ROWS).map((row) => row.figure)).toEqual(['JS total']);
});
