/**
 * The logged-out screen: Email, Password, Sign in, and why the session or the last attempt was
 * refused (docs/product.md#admin-sign-in-and-session-check), said once, above the fields where the
 * eye is: a refused attempt also marks both fields invalid, described by the message, until either
 * is changed. Only a successful sign-in is a toast (use-admin-auth.ts).
 */
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../lib/styles/button-styles.ts';
import { AUTH_TEXT } from './strings.ts';
import { fieldClass } from '../lib/styles/field-styles.ts';
import Field from '../components/ui/Field.tsx';
import { FORGOT_TEXT } from './links/strings.ts';
import AuthCard from './ui/AuthCard.tsx';

interface Props {
  error: string | null;
  submitting: boolean;
  onSubmit: (email: string, password: string) => void;
  /** Opens the forgotten-password form (links/ForgotPasswordForm.tsx). */
  onForgot: () => void;
}

export default function LoginForm({ error, submitting, onSubmit, onForgot }: Props) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  /** Whether the message on screen answers this form's last attempt (not the page-load check). */
  const [attempted, setAttempted] = useState(false);
  const [changed, setChanged] = useState(false);
  const shownError = changed ? null : error;
  const errorId = `${id}-error`;
  const refusal = {
    'aria-invalid': attempted && shownError !== null && !submitting,
    'aria-describedby': attempted && shownError ? errorId : undefined,
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    // The inputs are `required`, so the browser refuses empty fields first; this covers blanks.
    if (!email.trim() || !password) return;
    setAttempted(true);
    setChanged(false);
    onSubmit(email.trim(), password);
  }

  return (
    <AuthCard heading={AUTH_TEXT.heading} intro={AUTH_TEXT.intro}>
      <form
        className="mt-6 flex flex-col gap-4"
        onSubmit={submit}
        aria-describedby={shownError ? errorId : undefined}
      >
        {shownError && (
          <p
            id={errorId}
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
          >
            {shownError}
          </p>
        )}
        <Field controlId={`${id}-email`} label={AUTH_TEXT.email}>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="username"
            required
            className={fieldClass('sm')}
            value={email}
            {...refusal}
            onChange={(event) => {
              setEmail(event.target.value);
              setChanged(true);
            }}
          />
        </Field>
        <Field controlId={`${id}-password`} label={AUTH_TEXT.password}>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            required
            className={fieldClass('sm')}
            value={password}
            {...refusal}
            onChange={(event) => {
              setPassword(event.target.value);
              setChanged(true);
            }}
          />
        </Field>
        <button
          type="submit"
          className={buttonClass('primary', 'lg')}
          disabled={submitting}
          aria-busy={submitting}
        >
          {AUTH_TEXT.signIn}
        </button>
      </form>
      <button
        type="button"
        className="mt-4 w-full text-center text-sm font-medium text-accent underline-offset-4 hover:underline"
        onClick={onForgot}
      >
        {FORGOT_TEXT.link}
      </button>
    </AuthCard>
  );
}
