/** Monthly or annual billing, as two pressed/unpressed buttons (docs/product.md#pricing-toggle). */
import { BILLINGS, PRICING, type Billing } from '../../data/pricing.ts';

export interface BillingToggleProps {
  billing: Billing;
  onChange: (billing: Billing) => void;
}

export default function BillingToggle({ billing, onChange }: BillingToggleProps) {
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <div
        role="group"
        aria-label={PRICING.billingGroupLabel}
        className="inline-flex rounded-xl border border-slate-200 bg-white p-1 shadow-sm"
      >
        {BILLINGS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={billing === option}
            onClick={() => onChange(option)}
            className="min-w-28 rounded-lg px-5 py-2 text-sm font-semibold text-muted transition-colors hover:text-ink aria-pressed:bg-accent aria-pressed:text-white"
          >
            {PRICING.billing[option]}
          </button>
        ))}
      </div>
      <p className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800">
        {PRICING.annualBadge}
      </p>
    </div>
  );
}
