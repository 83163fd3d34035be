/**
 * Between the admin check and the dashboard (docs/product.md#admin-second-factor): an admin with
 * a factor and an aal1 session types the code first; with require_admin_mfa on, an admin without
 * one enrols first. Anything else opens the dashboard. When the check itself fails, the dashboard
 * opens too: the database refuses data to a session it does not trust, whatever this shows.
 */
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { fetchAdminMfaRequired } from '../../lib/db/admin-mfa-settings.ts';
import { buttonClass } from '../../lib/styles/button-styles.ts';
import AuthCard from '../ui/AuthCard.tsx';
import CheckingSession from '../ui/CheckingSession.tsx';
import CodeForm from './CodeForm.tsx';
import { checkCode } from './check-code.ts';
import { decideGate, type Gate } from './gate.ts';
import { readAssurance } from './mfa-gateway.ts';
import { CODE_TEXT, ENROL_TEXT } from './strings.ts';

const TwoStepPanel = lazy(() => import('./TwoStepPanel.tsx'));

interface Props {
  /** Whether the role reads leads: require_admin_mfa holds those roles only (staff/role-tabs.ts). */
  readsLeads: boolean;
  signingOut: boolean;
  onSignOut: () => void;
  children: ReactNode;
}

async function currentGate(readsLeads: boolean): Promise<Gate> {
  const [assurance, required] = await Promise.all([readAssurance(), fetchAdminMfaRequired()]);
  return assurance.ok ? decideGate(assurance.value, required && readsLeads) : 'open';
}

function GateScreen({
  heading,
  intro,
  children,
  signingOut,
  onSignOut,
}: Omit<Props, 'children' | 'readsLeads'> & {
  heading: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <AuthCard heading={heading} intro={intro} wide>
      <div className="mt-6">{children}</div>
      <button
        type="button"
        className={buttonClass('secondary', 'md', 'mt-4 w-full')}
        onClick={onSignOut}
        disabled={signingOut}
        aria-busy={signingOut}
      >
        {CODE_TEXT.signOut}
      </button>
    </AuthCard>
  );
}

export default function MfaGate({ readsLeads, signingOut, onSignOut, children }: Props) {
  const [gate, setGate] = useState<Gate | null>(null);

  const recheck = useCallback(() => {
    void currentGate(readsLeads).then(setGate);
  }, [readsLeads]);
  useEffect(recheck, [recheck]);

  const verifyAndOpen = useCallback(
    async (code: string) => {
      const message = await checkCode(code);
      if (message === null) recheck();
      return message;
    },
    [recheck],
  );

  switch (gate) {
    case null:
      return <CheckingSession />;
    case 'needsCode':
      return (
        <GateScreen
          heading={CODE_TEXT.heading}
          intro={CODE_TEXT.intro}
          signingOut={signingOut}
          onSignOut={onSignOut}
        >
          <CodeForm submitLabel={CODE_TEXT.verify} onCode={verifyAndOpen} focusOnMount />
        </GateScreen>
      );
    case 'mustEnrol':
      return (
        <GateScreen
          heading={ENROL_TEXT.requiredHeading}
          intro={ENROL_TEXT.requiredIntro}
          signingOut={signingOut}
          onSignOut={onSignOut}
        >
          <Suspense fallback={<p className="text-muted">{ENROL_TEXT.loading}</p>}>
            <TwoStepPanel onEnabled={recheck} />
          </Suspense>
        </GateScreen>
      );
    case 'open':
      return children;
  }
}
