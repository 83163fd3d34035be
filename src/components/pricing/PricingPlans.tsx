/**
 * The billing toggle and the three tier cards. A card's link leads to request access with its tier
 * chosen and the estimate's inputs carried; the tier and billing feed the ROI calculator.
 */
import { PRICING_TIERS } from '../../data/pricing.ts';
import { REQUEST_ACCESS_PATH } from '../../data/request-access.ts';
import { updateRoi } from '../../lib/roi/store.ts';
import { requestAccessHref } from '../../lib/roi/url.ts';
import BillingToggle from './BillingToggle.tsx';
import TierCard from './TierCard.tsx';
import { useRoi } from './use-roi.ts';

export default function PricingPlans() {
  const state = useRoi();
  const { billing, tierId } = state;
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
              href={requestAccessHref(REQUEST_ACCESS_PATH, { ...state, tierId: tier.id })}
              onChoose={() => updateRoi({ tierId: tier.id })}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
