/**
 * The calculator's hourly rate (src/lib/roi/rate-field.ts): typed freely, cents kept, the estimate
 * following; repaired when the visitor leaves it, with the reason said beside it and read out.
 * What was typed before the island hydrated is taken as if typed now.
 */
import { useRef, useState } from 'react';
import { ROI_COPY } from '../../data/pricing.ts';
import { rateText } from '../../lib/roi/figures.ts';
import { RATE_MIN } from '../../lib/roi/roi.ts';
import { rateWhileTyping, settleRate, type RateEntry } from '../../lib/roi/rate-field.ts';
import { updateRoi } from '../../lib/roi/store.ts';
import { useTypedBeforeHydration } from './use-typed-before-hydration.ts';

const RATE_ID = 'roi-rate';
const RATE_HINT_ID = 'roi-rate-hint';
const RATE_REPAIR_ID = 'roi-rate-repair';

function entryOf(input: HTMLInputElement): RateEntry {
  return { text: input.value, notANumber: input.validity.badInput };
}

export default function RateField({ rate }: { rate: number }) {
  const inputRef = useRef<HTMLInputElement>(null);
  // What the visitor is typing; null shows the rate itself.
  const [text, setText] = useState<string | null>(null);
  const [repairNote, setRepairNote] = useState('');
  // Whether an edit is under way: leaving the field settles only what was typed.
  const editing = useRef(false);

  const onType = (input: HTMLInputElement) => {
    editing.current = true;
    const entry = entryOf(input);
    setText(entry.text);
    setRepairNote('');
    updateRoi({ rate: rateWhileTyping(entry) });
  };

  const onLeave = (input: HTMLInputElement) => {
    if (!editing.current) return;
    editing.current = false;
    const settled = settleRate(entryOf(input));
    setText(null);
    updateRoi({ rate: settled.rate });
    setRepairNote(settled.repair ? ROI_COPY.rateRepairs[settled.repair](rateText(settled.rate) ?? '') : '');
  };

  useTypedBeforeHydration(inputRef, (input) => {
    onType(input);
    if (document.activeElement !== input) onLeave(input);
  });

  return (
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
          ref={inputRef}
          id={RATE_ID}
          type="number"
          inputMode="decimal"
          min={RATE_MIN}
          step="any"
          // A rate no double holds (an address's rate=1e400) shows as an empty field; the
          // estimate says it is too large to compute.
          value={text ?? (Number.isFinite(rate) ? String(rate) : '')}
          aria-describedby={`${RATE_HINT_ID} ${RATE_REPAIR_ID}`}
          onChange={(event) => onType(event.currentTarget)}
          onBlur={(event) => onLeave(event.currentTarget)}
          className="block w-full rounded-lg border border-slate-300 py-2 pr-3 pl-7 text-base text-ink shadow-sm focus:border-accent"
        />
      </div>
      <p id={RATE_HINT_ID} className="mt-1 text-sm text-muted">
        {ROI_COPY.rateHint(rateText(RATE_MIN) ?? '')}
      </p>
      {/* Always in the page, so screen readers announce a repair as it appears. */}
      <p id={RATE_REPAIR_ID} role="status" className="mt-1 text-sm font-medium text-ink">
        {repairNote}
      </p>
    </div>
  );
}
