/**
 * The top sources of the last 30 days as horizontal bars (CSS widths). The bars are hidden from
 * screen readers; the same numbers are a table for them.
 */
import type { SourceCount } from '../../lib/db/leads-overview.ts';
import VisitorText from '../ui/VisitorText.tsx';
import ChartTable from './ChartTable.tsx';
import { niceCeiling, share } from './chart-scale.ts';
import { OVERVIEW_TEXT } from './strings.ts';

const text = OVERVIEW_TEXT.sources;

/** A source is what a visitor's link said: shown as their text, never as markup. */
function SourceName({ source }: { source: string | null }) {
  return source === null ? (
    <span className="italic">{text.direct}</span>
  ) : (
    <VisitorText>{source}</VisitorText>
  );
}

export default function SourcesChart({ sources }: { sources: readonly SourceCount[] }) {
  if (sources.length === 0) return <p className="text-muted">{text.empty}</p>;
  const scale = niceCeiling(Math.max(...sources.map((item) => item.leads)));
  return (
    <figure>
      <ul className="flex flex-col gap-2" aria-hidden="true">
        {sources.map((item) => (
          <li
            key={item.source ?? ''}
            className="grid grid-cols-[minmax(0,10rem)_1fr_auto] items-center gap-3 text-sm"
          >
            <span className="truncate text-ink">
              <SourceName source={item.source} />
            </span>
            <span className="h-3 rounded-full bg-slate-100">
              <span
                className="block h-3 rounded-full bg-accent"
                style={{ width: `${(share(item.leads, scale) * 100).toFixed(1)}%` }}
              />
            </span>
            <span className="text-right text-muted tabular-nums">{OVERVIEW_TEXT.count(item.leads)}</span>
          </li>
        ))}
      </ul>
      <ChartTable
        caption={text.caption}
        columns={[text.source, text.leads]}
        rows={sources.map((item) => ({
          key: item.source ?? '',
          name: <SourceName source={item.source} />,
          cells: [OVERVIEW_TEXT.count(item.leads)],
        }))}
      />
    </figure>
  );
}
