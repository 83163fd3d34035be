/**
 * The ROI calculator (docs/product.md#roi-calculator) for the tier and billing chosen above it. The math is
 * in src/lib/roi/roi.ts; this island renders it, and its inputs travel in the address and on to the
 * request form through the Request Access link. Its fields work before it hydrates: what they hold
 * by then is taken once it has.
 */
import { useRef } from 'react';
import { PRICING_TIERS, ROI_COPY, tierById, tierTitle } from '../../data/pricing.ts';
import { REQUEST_ACCESS_PATH } from '../../data/request-access.ts';
import { buttonClass } from '../../lib/styles/button-styles.ts';
import { addMonth, calculateRoi, canAddMonth, formatUsd, HOURS_MAX, HOURS_MIN } from '../../lib/roi/roi.ts';
import { updateRoi } from '../../lib/roi/store.ts';
import { requestAccessHref } from '../../lib/roi/url.ts';
import ModeCopy from '../ui/ModeCopy.tsx';
import RateField from './RateField.tsx';
import RoiResults from './RoiResults.tsx';
import { useRoi } from './use-roi.ts';
import { useTypedBeforeHydration } from './use-typed-before-hydration.ts';

const HOURS_ID = 'roi-hours';

export default function RoiCalculator() {
  const state = useRoi();
  const hoursRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(hoursRef, (input) => updateRoi({ hours: Number(input.value) }));

  const tier = tierById(state.tierId);
  const result = calculateRoi({ ...state, tier });

  return (
    <div className="grid gap-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 lg:grid-cols-2 lg:gap-16">
      <div className="min-w-0">
        <h3 className="text-2xl font-bold tracking-tight text-ink">{ROI_COPY.heading}</h3>
        <p className="mt-3 text-muted">
          <ModeCopy text={ROI_COPY.lead} />
        </p>
        <fieldset className="mt-6">
          <legend className="font-medium text-ink">{ROI_COPY.tierLabel}</legend>
          <div className="mt-3 grid grid-cols-3 gap-2">
            {PRICING_TIERS.map((option) => (
              <label
                key={option.id}
                className="flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm font-medium text-ink has-checked:border-accent has-checked:bg-accent-soft has-checked:text-accent"
              >
                <input
                  type="radio"
                  name="roi-tier"
                  value={option.id}
                  checked={option.id === state.tierId}
                  onChange={() => updateRoi({ tierId: option.id })}
                  className="size-4 shrink-0 accent-accent"
                />
                {option.name}
              </label>
            ))}
          </div>
          <p className="mt-3 rounded-lg bg-accent-soft px-4 py-3 text-sm text-ink">
            {ROI_COPY.plan(tierTitle(tier), formatUsd(tier.monthlyCost), formatUsd(tier.setupFee))}
          </p>
        </fieldset>

        <div className="mt-8">
          <div className="flex items-baseline justify-between gap-4">
            <label htmlFor={HOURS_ID} className="font-medium text-ink">
              {ROI_COPY.hoursLabel}
            </label>
            <span className="font-semibold text-accent">{ROI_COPY.hoursValue(state.hours)}</span>
          </div>
          <input
            ref={hoursRef}
            id={HOURS_ID}
            type="range"
            min={HOURS_MIN}
            max={HOURS_MAX}
            step={1}
            value={state.hours}
            aria-valuetext={ROI_COPY.hoursValue(state.hours)}
            onChange={(event) => updateRoi({ hours: Number(event.target.value) })}
            className="mt-3 w-full accent-accent"
          />
        </div>

        <RateField rate={state.rate} />

        <div className="mt-8">
          <p className="flex items-baseline justify-between gap-4">
            <span className="font-medium text-ink">{ROI_COPY.monthsLabel}</span>
            <span className="font-semibold text-accent">{ROI_COPY.monthsValue(state.months)}</span>
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              disabled={!canAddMonth(state.months)}
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
