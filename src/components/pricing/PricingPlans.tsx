/** The billing toggle and the three tier cards; the selected tier and billing feed the ROI calculator. */
import { PRICING_TIERS } from '../../data/pricing.ts';
import { updateRoi } from '../../lib/roi/store.ts';
import BillingToggle from './BillingToggle.tsx';
import TierCard from './TierCard.tsx';
import { useRoi } from './use-roi.ts';

export default function PricingPlans() {
  const { billing, tierId } = useRoi();
  return (
    <div>
      <BillingToggle billing={billing} onChange={(next) => updateRoi({ billing: next })} />
      <ul className="mt-12 grid gap-8 lg:grid-cols-3">
        {PRICING_TIERS.map((tier) => (
          <li key={tier.id}>
            <TierCard
              tier={tier}
              summary={tier.summary}
              billing={billing}
              selected={tier.id === tierId}
              onSelect={() => updateRoi({ tierId: tier.id })}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
