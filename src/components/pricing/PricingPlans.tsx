/**
 * The billing toggle and the three tier cards (a sideways rail on a phone). A card's link leads to request access with its tier
 * chosen and the estimate's inputs carried; the tier and billing feed the ROI calculator.
 */
import { PRICING_TIERS } from '../../data/pricing.ts';
import { REQUEST_ACCESS_PATH } from '../../data/request-access.ts';
import { updateRoi } from '../../lib/roi/store.ts';
import { requestAccessHref } from '../../lib/roi/url.ts';
import BillingToggle from './BillingToggle.tsx';
import { RAIL_ITEM, RAIL_LIST } from '../ui/rail.ts';
import TierCard from './TierCard.tsx';
import { useRoi } from './use-roi.ts';

/** `railAttribute`: the attribute marking a rail (from the page: the island must not import it). */
export default function PricingPlans({ railAttribute }: { railAttribute: string }) {
  const state = useRoi();
  const { billing, tierId } = state;
  return (
    <div>
      <BillingToggle billing={billing} onChange={(next) => updateRoi({ billing: next })} />
      <ul className={`mt-8 gap-4 sm:mt-12 sm:gap-8 lg:grid-cols-3 ${RAIL_LIST}`} {...{ [railAttribute]: '' }}>
        {PRICING_TIERS.map((tier) => (
          <li key={tier.id} className={RAIL_ITEM}>
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
