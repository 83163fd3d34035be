/**
 * The bench's one table: every figure, and for those that have a budget, the budget and whether
 * it held. Plain text with aligned columns, so runs can be diffed and pasted into an issue.
 */

export interface BenchRow {
  section: string;
  /** The page the figure is about; empty for figures about the server as a whole. */
  page: string;
  figure: string;
  value: string;
  budget?: string;
  pass?: boolean;
  /**
   * False for a stricter target shown beside the budget that counts (TBT 0 ms beside the
   * noisy-machine 50 ms): its miss is printed but does not fail the run.
   */
  gating?: boolean;
}

/** A row; `judged` only for a figure that has a budget. */
export function benchRow(
  section: string,
  page: string,
  figure: string,
  value: string,
  judged?: Pick<BenchRow, 'budget' | 'pass' | 'gating'>,
): BenchRow {
  return { section, page, figure, value, ...judged };
}

/** The judgement of a figure that must stay at or under `budget`, both in `unit` (" ms", " KB"…). */
export const atMost = (value: number, budget: number, unit = ' ms') => ({
  budget: `≤ ${budget}${unit}`,
  pass: value <= budget,
});

const HEADERS = ['section', 'page', 'figure', 'value', 'budget', 'result'] as const;

export function resultLabel(row: BenchRow): string {
  if (row.pass === undefined) return '';
  if (row.pass) return 'PASS';
  return row.gating === false ? 'miss' : 'FAIL';
}

/** Rows whose budget failed and counts: any of these makes `npm run bench` exit non-zero. */
export function failedBudgets(rows: readonly BenchRow[]): BenchRow[] {
  return rows.filter((row) => row.pass === false && row.gating !== false);
}

export function formatTable(rows: readonly BenchRow[]): string {
  const cells = rows.map((row) => [
    row.section,
    row.page,
    row.figure,
    row.value,
    row.budget ?? '',
    resultLabel(row),
  ]);
  const widths = HEADERS.map((header, column) =>
    Math.max(header.length, ...cells.map((cell) => cell[column]?.length ?? 0)),
  );
  const line = (values: readonly string[]) =>
    `| ${values.map((value, column) => value.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    line(HEADERS),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...cells.map(line),
  ].join('\n');
}
