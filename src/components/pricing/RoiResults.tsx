/**
 * The calculator's figures. A negative return is red, and also carries a minus sign and a sentence
 * saying so, so it does not rely on colour alone. Figures never wrap: the inputs' bounds keep the
 * longest ($1,917,113) narrow enough for its card on a 390 px phone.
 */
import { ROI_COPY } from '../../data/pricing.ts';
import { buttonClass } from '../../lib/styles/button-styles.ts';
import { formatUsd, type RoiResult } from '../../lib/roi/roi.ts';

export interface RoiResultsProps {
  result: RoiResult;
  months: number;
  requestHref: string;
}

export default function RoiResults({ result, months, requestHref }: RoiResultsProps) {
  const negative = result.roi < 0;
  const figures = [
    { label: ROI_COPY.monthlySavings, value: formatUsd(result.monthlySavings) },
    { label: ROI_COPY.hoursSaved, value: ROI_COPY.hoursSavedValue(result.hoursSaved) },
    { label: ROI_COPY.totalCost, value: formatUsd(result.platformCost) },
  ];
  return (
    <section
      aria-label={ROI_COPY.resultsLabel}
      className="flex min-w-0 flex-col rounded-2xl bg-accent-soft/60 p-6 sm:p-8"
    >
      <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt className="text-sm text-muted">{figure.label}</dt>
            <dd className="mt-1 text-xl font-bold whitespace-nowrap text-ink tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 border-t border-slate-300/70 pt-6" aria-live="polite">
        {/* One sentence, label then figure, so the figure is read as this label's value. */}
        <p className="text-sm text-muted">
          {ROI_COPY.roi} <span className="text-muted">{ROI_COPY.roiPeriod(months)}</span>
          <span
            className={`mt-1 block text-3xl font-bold tracking-tight whitespace-nowrap tabular-nums sm:text-4xl ${negative ? 'text-red-700' : 'text-ink'}`}
          >
            {formatUsd(result.roi)}
          </span>
        </p>
        <p className={`mt-2 text-sm ${negative ? 'font-semibold text-red-700' : 'text-muted'}`}>
          {negative ? ROI_COPY.negative : ROI_COPY.positive}
        </p>
      </div>
      <a href={requestHref} className={buttonClass('primary', 'lg', 'mt-8 self-start')}>
        {ROI_COPY.requestAccess}
      </a>
    </section>
  );
}
