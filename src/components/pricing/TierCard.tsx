/**
 * One pricing tier: price for the billing period, startup fee, contents, and a link to request
 * access with this tier chosen (the ROI estimate follows it on the way).
 */
import { PRICING, type Billing, type PricingTier } from '../../data/pricing.ts';
import type { Copy } from '../../data/types.ts';
import { buttonClass } from '../../lib/styles/button-styles.ts';
import { CARD_HOVER } from '../../lib/styles/card-styles.ts';
import {
  annualSavingPercent,
  formatUsd,
  monthlyPrice,
  yearlySaving,
  yearlyTotal,
} from '../../lib/roi/roi.ts';
import ModeCopy from '../ui/ModeCopy.tsx';

export interface TierCardProps {
  tier: PricingTier;
  summary: Copy;
  billing: Billing;
  /** Whether the ROI estimate below uses this tier. */
  selected: boolean;
  /** The request form, with this tier and the estimate's inputs in its address. */
  href: string;
  onChoose: () => void;
}

export default function TierCard({ tier, summary, billing, selected, href, onChoose }: TierCardProps) {
  const nameId = `tier-${tier.id}-name`;
  return (
    <article
      aria-labelledby={nameId}
      className={`relative flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8 ${CARD_HOVER} ${
        selected ? 'border-accent ring-2 ring-accent' : 'border-slate-200'
      }`}
    >
      {tier.popular && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-accent px-3 py-1 text-xs font-semibold whitespace-nowrap text-white">
          {PRICING.mostPopular}
        </p>
      )}
      <p className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-semibold tracking-wide text-accent uppercase">{tier.rank}</span>
        {selected && <span className="text-xs font-medium text-accent">{PRICING.selected}</span>}
      </p>
      <h3 id={nameId} className="mt-1 text-2xl font-bold tracking-tight text-ink">
        {tier.name}
      </h3>
      <p className="mt-2 text-muted">
        <ModeCopy text={summary} />
      </p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-bold tracking-tight text-ink">
          {formatUsd(monthlyPrice(tier, billing))}
        </span>
        <span className="text-muted">{PRICING.perSeatMonth}</span>
      </p>
      {billing === 'annual' ? (
        <>
          <p className="mt-1 text-sm text-ink">{PRICING.billedYearly(formatUsd(yearlyTotal(tier)))}</p>
          <p className="mt-1 text-sm font-semibold text-emerald-800">
            {PRICING.annualSaving(annualSavingPercent(tier), formatUsd(yearlySaving(tier)))}
          </p>
        </>
      ) : (
        <p className="mt-1 text-sm text-ink">{PRICING.billedMonthly}</p>
      )}
      <p className="mt-1 text-sm text-muted">{PRICING.startupFee(formatUsd(tier.setupFee))}</p>
      <ul aria-label={PRICING.includedLabel(tier.name)} className="mt-6 space-y-3 text-sm text-ink">
        {tier.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="mt-0.5 size-4 shrink-0 fill-current text-accent"
            >
              <path d="M7.7 14.3 3.4 10l1.4-1.4 2.9 2.9 7.5-7.5 1.4 1.4z" />
            </svg>
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-8">
        <a
          href={href}
          onClick={onChoose}
          className={buttonClass(selected ? 'primary' : 'secondary', 'md', 'w-full')}
        >
          {PRICING.start(tier.name)}
        </a>
      </div>
    </article>
  );
}
