/**
 * The ROI calculator (SPEC sections 5 and 9) for the tier and billing chosen above it. The math is
 * in src/lib/roi.ts; this island renders it, and its inputs travel in the address and on to the
 * request form through the Request Access link.
 */
import { useState } from 'react';
import { ROI_COPY, tierById, tierTitle } from '../../data/pricing.ts';
import { REQUEST_ACCESS_PATH } from '../../data/request-access.ts';
import { buttonClass } from '../../lib/button-styles.ts';
import {
  addMonth,
  calculateRoi,
  canAddMonth,
  clampRate,
  formatUsd,
  HOURS_MAX,
  HOURS_MIN,
  RATE_MIN,
} from '../../lib/roi.ts';
import { updateRoi } from '../../lib/roi-store.ts';
import { requestAccessHref } from '../../lib/roi-url.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import ModeCopy from '../ui/ModeCopy.tsx';
import RoiResults from './RoiResults.tsx';
import { useRoi } from './use-roi.ts';

const HOURS_ID = 'roi-hours';
const RATE_ID = 'roi-rate';
const RATE_HINT_ID = 'roi-rate-hint';

export default function RoiCalculator() {
  const state = useRoi();
  const hydrated = useHydrated();
  // What the visitor is typing in the rate field; null shows the clamped rate. An emptied field
  // stays empty while focused (computing with $1) so a new amount can be typed from scratch.
  const [rateText, setRateText] = useState<string | null>(null);

  const tier = tierById(state.tierId);
  const result = calculateRoi({ ...state, tier });

  const onRateInput = (text: string) => {
    const rate = clampRate(text);
    updateRoi({ rate });
    if (text.trim() === '') setRateText('');
    else setRateText(Number(text) === rate ? text : null);
  };

  return (
    <div className="grid gap-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 lg:grid-cols-2 lg:gap-16">
      <div>
        <h3 className="text-2xl font-bold tracking-tight text-ink">{ROI_COPY.heading}</h3>
        <p className="mt-3 text-muted">
          <ModeCopy text={ROI_COPY.lead} />
        </p>
        <p className="mt-4 rounded-lg bg-accent-soft px-4 py-3 text-sm text-ink">
          {ROI_COPY.plan(tierTitle(tier), formatUsd(tier.monthlyCost), formatUsd(tier.setupFee))}
        </p>

        <div className="mt-8">
          <div className="flex items-baseline justify-between gap-4">
            <label htmlFor={HOURS_ID} className="font-medium text-ink">
              {ROI_COPY.hoursLabel}
            </label>
            <span className="font-semibold text-accent">{ROI_COPY.hoursValue(state.hours)}</span>
          </div>
          <input
            id={HOURS_ID}
            type="range"
            min={HOURS_MIN}
            max={HOURS_MAX}
            step={1}
            value={state.hours}
            aria-valuetext={ROI_COPY.hoursValue(state.hours)}
            disabled={!hydrated}
            onChange={(event) => updateRoi({ hours: Number(event.target.value) })}
            className="mt-3 w-full accent-accent"
          />
        </div>

        <div className="mt-8">
          <label htmlFor={RATE_ID} className="font-medium text-ink">
            {ROI_COPY.rateLabel}
          </label>
          <div className="relative mt-2">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted"
            >
              $
            </span>
            <input
              id={RATE_ID}
              type="number"
              inputMode="decimal"
              min={RATE_MIN}
              step="any"
              value={rateText ?? String(state.rate)}
              aria-describedby={RATE_HINT_ID}
              disabled={!hydrated}
              onChange={(event) => onRateInput(event.target.value)}
              onBlur={() => setRateText(null)}
              className="block w-full rounded-lg border border-slate-300 py-2 pr-3 pl-7 text-base text-ink shadow-sm focus:border-accent"
            />
          </div>
          <p id={RATE_HINT_ID} className="mt-1 text-sm text-muted">
            {ROI_COPY.rateHint}
          </p>
        </div>

        <div className="mt-8">
          <p className="flex items-baseline justify-between gap-4">
            <span className="font-medium text-ink">{ROI_COPY.monthsLabel}</span>
            <span className="font-semibold text-accent">{ROI_COPY.monthsValue(state.months)}</span>
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              disabled={!hydrated || !canAddMonth(state.months)}
              onClick={() => updateRoi({ months: addMonth(state.months) })}
              className={buttonClass('secondary')}
            >
              {ROI_COPY.anotherMonth}
            </button>
            {state.months > 1 && (
              <button type="button" onClick={() => updateRoi({ months: 1 })} className={buttonClass('ghost')}>
                {ROI_COPY.resetMonths}
              </button>
            )}
          </div>
          {!canAddMonth(state.months) && (
            <p className="mt-2 text-sm text-muted">{ROI_COPY.maxMonthsReached}</p>
          )}
        </div>
      </div>

      <RoiResults
        result={result}
        months={state.months}
        requestHref={requestAccessHref(REQUEST_ACCESS_PATH, state)}
      />
    </div>
  );
}
