/**
 * The Account tab: the signed-in admin's two-step sign-in (docs/product.md#admin-second-factor).
 * Loaded only when the tab is first opened, so the QR code's encoder never weighs on the lists.
 */
import TwoStepPanel from './TwoStepPanel.tsx';
import { ENROL_TEXT } from './strings.ts';

export default function AccountTab() {
  return (
    <section aria-labelledby="account-two-step" className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="account-two-step" className="text-lg font-semibold text-ink">
        {ENROL_TEXT.heading}
      </h2>
      <p className="mt-1 mb-4 max-w-prose text-sm text-muted">{ENROL_TEXT.offIntro}</p>
      <TwoStepPanel />
    </section>
  );
}
