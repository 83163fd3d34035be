/**
 * One authentication code field and its button: the code asked at sign-in, the one that confirms
 * an enrolment and the fresh one that removes a factor. The code is checked for six digits before
 * it is sent; a refusal (wrong, expired, too many tries) is shown under the field, which keeps
 * focus and what was typed.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Field, { problemProps } from '../../components/ui/Field.tsx';
import { buttonClass } from '../../lib/styles/button-styles.ts';
import { fieldClass } from '../../lib/styles/field-styles.ts';
import { normalizeCode } from './code-error.ts';
import { CODE_MESSAGES, CODE_TEXT } from './strings.ts';

interface Props {
  submitLabel: string;
  /** Sends the code; resolves with the message to show, or null when it was accepted. */
  onCode: (code: string) => Promise<string | null>;
  /** Focus the field once shown: on a screen that asks for this code alone. */
  focusOnMount?: boolean;
}

export default function CodeForm({ submitLabel, onCode, focusOnMount = false }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const code = normalizeCode(typed);
    const message = code === null ? CODE_MESSAGES.format : await send(code);
    setProblem(message ?? undefined);
    if (message !== null) input.current?.focus();
  }

  async function send(code: string): Promise<string | null> {
    setSending(true);
    try {
      return await onCode(code);
    } finally {
      setSending(false);
    }
  }

  const fieldProblem = { id: `${id}-problem`, message: problem };
  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <Field controlId={`${id}-code`} label={CODE_TEXT.code} problem={fieldProblem}>
        <input
          ref={input}
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={9}
          className={fieldClass('sm')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          {...problemProps(fieldProblem)}
        />
        <p className="mt-1.5 text-xs text-muted">{CODE_TEXT.hint}</p>
      </Field>
      <button type="submit" className={buttonClass('primary')} disabled={sending} aria-busy={sending}>
        {submitLabel}
      </button>
    </form>
  );
}
