/**
 * A chart's numbers as a table for screen readers, hidden from sight. The wrapper carries sr-only:
 * on a table itself, sr-only's 1 px box and overflow do not apply, so it spilled out and the tab
 * scrolled sideways.
 */
import type { ReactNode } from 'react';

export interface ChartRow {
  key: string;
  /** The row's header cell (the week, the source). */
  name: ReactNode;
  cells: readonly ReactNode[];
}

export default function ChartTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly ChartRow[];
}) {
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
