/**
 * A mailed link's screens (docs/product.md#staff-accounts): the link signs the person in, the code
 * comes next when two-step sign-in is on (GoTrue asks for aal2 before a password change), then the
 * new password. A link that no longer works says so and leads back to sign-in.
 */
import { useEffect, useState } from 'react';
import { showToast } from '../../lib/ui/toast.ts';
import { buttonClass } from '../../lib/styles/button-styles.ts';
import CodeForm from '../mfa/CodeForm.tsx';
import { checkCode } from '../mfa/check-code.ts';
import { readAssurance } from '../mfa/mfa-gateway.ts';
import AuthCard from '../ui/AuthCard.tsx';
import CheckingSession from '../ui/CheckingSession.tsx';
import type { EmailLink } from './email-link.ts';
import { followLink } from './links-gateway.ts';
import PasswordForm from './PasswordForm.tsx';
import { LINK_TEXT, PASSWORD_TEXT } from './strings.ts';

type Step = { name: 'checking' } | { name: 'invalid' } | { name: 'code' | 'password'; email: string };

interface Props {
  link: EmailLink;
  /** The password is saved, or the person goes back to sign in. */
  onDone: () => void;
}

async function firstStep(link: EmailLink): Promise<Step> {
  const email = await followLink(link);
  if (email === null) return { name: 'invalid' };
  const assurance = await readAssurance();
  const needsCode = assurance.ok && assurance.value.current === 'aal1' && assurance.value.next === 'aal2';
  return { name: needsCode ? 'code' : 'password', email };
}

export default function EmailLinkScreen({ link, onDone }: Props) {
  const [step, setStep] = useState<Step>({ name: 'checking' });

  useEffect(() => {
    let live = true;
    void firstStep(link).then((next) => live && setStep(next));
    return () => {
      live = false;
    };
  }, [link]);

  switch (step.name) {
    case 'checking':
      return <CheckingSession text={LINK_TEXT.checking} />;
    case 'invalid':
      return (
        <AuthCard heading={LINK_TEXT.invalidHeading} intro={LINK_TEXT.invalid}>
          <button type="button" className={buttonClass('primary', 'lg', 'mt-6 w-full')} onClick={onDone}>
            {LINK_TEXT.back}
          </button>
        </AuthCard>
      );
    case 'code':
      return (
        <AuthCard heading={LINK_TEXT.codeHeading} intro={LINK_TEXT.codeIntro}>
          <div className="mt-6">
            <CodeForm
              submitLabel={LINK_TEXT.verify}
              focusOnMount
              onCode={async (code) => {
                const message = await checkCode(code);
                if (message === null) setStep({ name: 'password', email: step.email });
                return message;
              }}
            />
          </div>
        </AuthCard>
      );
    case 'password': {
      const invite = link.type === 'invite';
      return (
        <AuthCard
          heading={invite ? PASSWORD_TEXT.inviteHeading : PASSWORD_TEXT.resetHeading}
          intro={invite ? PASSWORD_TEXT.inviteIntro(step.email) : PASSWORD_TEXT.resetIntro(step.email)}
        >
          <PasswordForm
            email={step.email}
            onSaved={() => {
              showToast({ title: PASSWORD_TEXT.saved, tone: 'success' });
              onDone();
            }}
          />
        </AuthCard>
      );
    }
  }
}
