/**
 * Inviting someone: an email and a role (each role says what it may do), then either "sent" or,
 * without mail settings, the link for the owner to pass on with a Copy button.
 */
import { useId, useState, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffRole } from '../../../supabase/functions/_shared/staff-roles.ts';
import Field, { problemProps } from '../../components/ui/Field.tsx';
import { isEmailAddress } from '../../lib/forms/email-address.ts';
import { buttonClass } from '../../lib/styles/button-styles.ts';
import { fieldClass } from '../../lib/styles/field-styles.ts';
import { showToast } from '../../lib/ui/toast.ts';
import { inviteAction } from './staff-api.ts';
import { ROLE_TEXT, STAFF_TEXT } from './strings.ts';

export default function InviteForm({ onInvited }: { onInvited: () => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  // The narrowest role that can do anything, so a slip of the mouse never hands out the leads.
  const [role, setRole] = useState<StaffRole>('editor');
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [link, setLink] = useState<{ email: string; href: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!isEmailAddress(address)) return setProblem(STAFF_TEXT.invalidEmail);
    setSending(true);
    const result = await inviteAction({ action: 'invite', email: address, role });
    setSending(false);
    setProblem(result.ok ? undefined : result.message);
    if (!result.ok) return;
    setEmail('');
    onInvited();
    if (result.value.link) setLink({ email: address, href: result.value.link });
    else {
      setLink(null);
      showToast({ title: STAFF_TEXT.invited(address), tone: 'success' });
    }
  }

  const fieldProblem = { id: `${id}-problem`, message: problem };
  return (
    <div className="mt-5">
      <h3 className="text-base font-semibold text-ink">{STAFF_TEXT.inviteHeading}</h3>
      <form className="mt-3 grid max-w-3xl gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <Field controlId={`${id}-email`} label={STAFF_TEXT.email} problem={fieldProblem}>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            className={fieldClass('sm')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            {...problemProps(fieldProblem)}
          />
        </Field>
        <fieldset>
          <legend className="text-sm font-medium text-ink">{STAFF_TEXT.role}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {STAFF_ROLES.map((value) => (
              <div
                key={value}
                className="flex gap-3 rounded-xl border border-slate-200 p-3 text-sm has-checked:border-accent has-checked:bg-accent-soft"
              >
                <input
                  id={`${id}-role-${value}`}
                  type="radio"
                  name={`${id}-role`}
                  value={value}
                  checked={role === value}
                  onChange={() => setRole(value)}
                  aria-describedby={`${id}-role-${value}-can`}
                  className="mt-0.5 size-4 shrink-0 accent-accent"
                />
                <span>
                  <label
                    htmlFor={`${id}-role-${value}`}
                    className="block cursor-pointer font-medium text-ink"
                  >
                    {ROLE_TEXT[value].label}
                  </label>
                  <span id={`${id}-role-${value}-can`} className="block text-muted">
                    {ROLE_TEXT[value].can}
                  </span>
                </span>
              </div>
            ))}
          </div>
        </fieldset>
        <button
          type="submit"
          className={buttonClass('primary', 'md', 'justify-self-start')}
          disabled={sending}
          aria-busy={sending}
        >
          {sending ? STAFF_TEXT.inviting : STAFF_TEXT.invite}
        </button>
      </form>
      {link && (
        <div
          role="status"
          className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <p className="font-medium">{STAFF_TEXT.linkHeading(link.email)}</p>
          <p className="mt-1">{STAFF_TEXT.linkIntro}</p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row">
            <input
              readOnly
              aria-label={STAFF_TEXT.linkHeading(link.email)}
              className={fieldClass('sm')}
              value={link.href}
              onFocus={(event) => event.target.select()}
            />
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() =>
                void navigator.clipboard
                  .writeText(link.href)
                  .then(() => showToast({ title: STAFF_TEXT.copied, tone: 'success' }))
              }
            >
              {STAFF_TEXT.copy}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
