/**
 * Leads per week as stacked bars (messages below, requests above), drawn by hand in SVG. The
 * drawing is hidden from screen readers; the same numbers are a table for them.
 */
import type { WeekCount } from '../../lib/db/leads-overview.ts';
import { niceCeiling, share } from './chart-scale.ts';
import { OVERVIEW_TEXT } from './strings.ts';
import ChartTable from './ChartTable.tsx';

const text = OVERVIEW_TEXT.weeks;
const WIDTH = 600;
const HEIGHT = 200;
/** Room on the left for the axis label, at the bottom for the week labels. */
const LEFT = 32;
const BOTTOM = 24;
const TOP = 8;
const BAR_GAP = 8;

const MESSAGES_CLASS = 'fill-accent';
const REQUESTS_CLASS = 'fill-ink';

function Legend() {
  const swatch = (className: string, label: string) => (
    <span className="inline-flex items-center gap-1.5">
      <svg width="12" height="12" aria-hidden="true">
        <rect width="12" height="12" rx="2" className={className} />
      </svg>
      {label}
    </span>
  );
  return (
    <p className="flex gap-4 text-sm text-muted" aria-hidden="true">
      {swatch(MESSAGES_CLASS, text.messages)}
      {swatch(REQUESTS_CLASS, text.requests)}
    </p>
  );
}

export default function WeeklyChart({ weeks }: { weeks: readonly WeekCount[] }) {
  const scale = niceCeiling(Math.max(0, ...weeks.map((week) => week.messages + week.requests)));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = (WIDTH - LEFT) / Math.max(1, weeks.length);
  const barWidth = slot - BAR_GAP;
  const y = (value: number) => TOP + plotHeight * (1 - share(value, scale));
  return (
    <figure className="flex flex-col gap-2">
      <Legend />
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full text-xs" aria-hidden="true">
        <line x1={LEFT} x2={WIDTH} y1={y(0)} y2={y(0)} className="stroke-slate-300" />
        <line
          x1={LEFT}
          x2={WIDTH}
          y1={y(scale)}
          y2={y(scale)}
          className="stroke-slate-200"
          strokeDasharray="4 4"
        />
        <text x={LEFT - 6} y={y(scale) + 4} textAnchor="end" className="fill-muted">
          {OVERVIEW_TEXT.count(scale)}
        </text>
        <text x={LEFT - 6} y={y(0) + 4} textAnchor="end" className="fill-muted">
          0
        </text>
        {weeks.map((week, index) => {
          const x = LEFT + index * slot + BAR_GAP / 2;
          const total = week.messages + week.requests;
          return (
            <g key={week.weekStart}>
              <rect
                x={x}
                width={barWidth}
                y={y(week.messages)}
                height={y(0) - y(week.messages)}
                className={MESSAGES_CLASS}
              />
              <rect
                x={x}
                width={barWidth}
                y={y(total)}
                height={y(week.messages) - y(total)}
                className={REQUESTS_CLASS}
              />
              {index % 2 === weeks.length % 2 && (
                <text x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle" className="fill-muted">
                  {OVERVIEW_TEXT.weekLabel(week.weekStart)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <ChartTable
        caption={text.caption}
        columns={[text.week, text.messages, text.requests, text.total]}
        rows={weeks.map((week) => ({
          key: week.weekStart,
          name: OVERVIEW_TEXT.weekLabel(week.weekStart),
          cells: [week.messages, week.requests, week.messages + week.requests].map((count) =>
            OVERVIEW_TEXT.count(count),
          ),
        }))}
      />
    </figure>
  );
}
