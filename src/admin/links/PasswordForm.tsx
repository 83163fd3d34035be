/**
 * A new password: its rules under the field before anything is typed, checked before it is sent,
 * and the server's refusal (too short, too easy to guess, the current one) shown in their place.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import Field, { problemProps } from '../../components/ui/Field.tsx';
import { buttonClass } from '../../lib/styles/button-styles.ts';
import { fieldClass } from '../../lib/styles/field-styles.ts';
import { passwordProblem, savePassword } from './links-gateway.ts';
import { PASSWORD_TEXT } from './strings.ts';

interface Props {
  email: string;
  onSaved: () => void;
}

export default function PasswordForm({ email, onSaved }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    let message = passwordProblem(password, email);
    if (message === undefined) {
      setSaving(true);
      message = (await savePassword(password)) ?? undefined;
      setSaving(false);
    }
    setProblem(message);
    if (message === undefined) onSaved();
    else input.current?.focus();
  }

  const fieldProblem = { id: `${id}-problem`, message: problem };
  const rulesId = `${id}-rules`;
  return (
    <form className="mt-6 flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <Field controlId={`${id}-password`} label={PASSWORD_TEXT.field} problem={fieldProblem}>
        <input
          ref={input}
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          className={fieldClass('sm')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          {...problemProps(fieldProblem)}
          aria-describedby={[problem === undefined ? undefined : fieldProblem.id, rulesId]
            .filter(Boolean)
            .join(' ')}
        />
        <p id={rulesId} className="mt-1.5 text-xs text-muted">
          {PASSWORD_TEXT.rules}
        </p>
      </Field>
      <button type="submit" className={buttonClass('primary', 'lg')} disabled={saving} aria-busy={saving}>
        {PASSWORD_TEXT.save}
      </button>
    </form>
  );
}
