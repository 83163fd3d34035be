/**
 * A forgotten password: the address, then one answer whether or not it has an account (and when it
 * was asked for too soon), so the form never tells who is staff.
 */
import { useId, useState, type FormEvent } from 'react';
import Field, { problemProps } from '../../components/ui/Field.tsx';
import { isEmailAddress } from '../../lib/forms/email-address.ts';
import { buttonClass } from '../../lib/styles/button-styles.ts';
import { fieldClass } from '../../lib/styles/field-styles.ts';
import AuthCard from '../ui/AuthCard.tsx';
import { requestReset } from './links-gateway.ts';
import { FORGOT_TEXT } from './strings.ts';

export default function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!isEmailAddress(address)) return setProblem(FORGOT_TEXT.invalidEmail);
    setSending(true);
    const message = await requestReset(address);
    setSending(false);
    setProblem(message ?? undefined);
    if (message === null) setSentTo(address);
  }

  const fieldProblem = { id: `${id}-problem`, message: problem };
  const back = (
    <button type="button" className={buttonClass('secondary', 'md', 'w-full')} onClick={onBack}>
      {FORGOT_TEXT.back}
    </button>
  );
  return (
    <AuthCard heading={FORGOT_TEXT.heading} intro={FORGOT_TEXT.intro}>
      {sentTo === null ? (
        <form className="mt-6 flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <Field controlId={`${id}-email`} label={FORGOT_TEXT.email} problem={fieldProblem}>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="username"
              className={fieldClass('sm')}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              {...problemProps(fieldProblem)}
            />
          </Field>
          <button
            type="submit"
            className={buttonClass('primary', 'lg')}
            disabled={sending}
            aria-busy={sending}
          >
            {FORGOT_TEXT.send}
          </button>
          {back}
        </form>
      ) : (
        <div className="mt-6 flex flex-col gap-4">
          <p
            role="status"
            className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
          >
            {FORGOT_TEXT.sent(sentTo)}
          </p>
          {back}
        </div>
      )}
    </AuthCard>
  );
}
