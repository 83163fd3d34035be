/**
 * The calculator's figures. A negative return is red, and also carries a minus sign and a sentence
 * saying so, so it does not rely on colour alone. The rate has no upper bound, so a figure may be
 * of any size: from a million on it is written in words ($4.2 trillion), and the scale word may
 * go under the number rather than past the edge of its box on a phone; a figure too large to
 * compute says so (src/lib/roi/figures.ts).
 */
import { ROI_COPY } from '../../data/pricing.ts';
import { buttonClass } from '../../lib/styles/button-styles.ts';
import { isComputable, writeDollars } from '../../lib/roi/figures.ts';
import type { RoiResult } from '../../lib/roi/roi.ts';

export interface RoiResultsProps {
  result: RoiResult;
  months: number;
  requestHref: string;
}

/** A sum of dollars; one in words keeps its number whole, and may break before its scale word. */
function Dollars({ amount }: { amount: number }) {
  const figure = writeDollars(amount);
  if (!figure) return <>{ROI_COPY.tooLarge}</>;
  if (!figure.scale) return <>{figure.number}</>;
  return (
    <>
      <span className="whitespace-nowrap">{figure.number}</span> {figure.scale}
    </>
  );
}

export default function RoiResults({ result, months, requestHref }: RoiResultsProps) {
  const computable = isComputable(result.roi);
  const negative = computable && result.roi < 0;
  const figures = [
    { label: ROI_COPY.monthlySavings, value: <Dollars amount={result.monthlySavings} /> },
    { label: ROI_COPY.hoursSaved, value: ROI_COPY.hoursSavedValue(result.hoursSaved) },
    { label: ROI_COPY.totalCost, value: <Dollars amount={result.platformCost} /> },
  ];
  return (
    <section
      aria-label={ROI_COPY.resultsLabel}
      className="flex min-w-0 flex-col rounded-2xl bg-accent-soft/60 p-6 sm:p-8"
    >
      <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
        {figures.map((figure) => (
          <div key={figure.label} className="min-w-0">
            <dt className="text-sm text-muted">{figure.label}</dt>
            <dd className="mt-1 text-xl font-bold break-words text-ink tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 border-t border-slate-300/70 pt-6" aria-live="polite">
        {/* One sentence, label then figure, so the figure is read as this label's value. */}
        <p className="text-sm text-muted">
          {ROI_COPY.roi} <span className="text-muted">{ROI_COPY.roiPeriod(months)}</span>
          <span
            className={`mt-1 block text-3xl font-bold tracking-tight break-words tabular-nums sm:text-4xl ${negative ? 'text-red-700' : 'text-ink'}`}
          >
            <Dollars amount={result.roi} />
          </span>
        </p>
        <p className={`mt-2 text-sm ${negative ? 'font-semibold text-red-700' : 'text-muted'}`}>
          {!computable ? ROI_COPY.tooLargeNote : negative ? ROI_COPY.negative : ROI_COPY.positive}
        </p>
      </div>
      <a href={requestHref} className={buttonClass('primary', 'lg', 'mt-8 self-start')}>
        {ROI_COPY.requestAccess}
      </a>
    </section>
  );
}
