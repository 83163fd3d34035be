/**
 * The request-access form as a two-step modal (docs/product.md#request-access-form) in the shared
 * Dialog shell (role="dialog" with a heading, focus kept inside, everything outside it inert, room
 * kept for the toasts): Escape or the close button (or Back on step 1) returns to the home page.
 * The whole page is this dialog, so it is open from the start.
 */
import { useEffect, useRef, type FormEvent } from 'react';
import { REQUEST_ACCESS } from '../../data/request-access.ts';
import { buttonClass } from '../../lib/styles/button-styles.ts';
import { useHydrated } from '../../lib/islands/use-hydrated.ts';
import Dialog from '../ui/Dialog.tsx';
import Honeypot from '../ui/Honeypot.tsx';
import ModeCopy from '../ui/ModeCopy.tsx';
import { fieldId } from './issue-message.ts';
import StepDetails from './StepDetails.tsx';
import StepOrganization from './StepOrganization.tsx';
import { leaveRequestForm, useRequestForm } from './use-request-form.ts';

const HEADING_ID = 'request-access-heading';
const LEAD_ID = 'request-access-lead';
const STEP_COUNT = 2;
/** The control that takes focus when a step opens. */
const FIRST_FIELD = { 1: 'firstName', 2: 'organizationSize' } as const;

export default function RequestAccessDialog() {
  const hydrated = useHydrated();
  const request = useRequestForm();
  const { form, step, issues, status } = request;
  // Until hydrated the controls are disabled, so focus can only land once they are live.
  useEffect(() => {
    if (hydrated) document.getElementById(fieldId(FIRST_FIELD[step]))?.focus();
  }, [hydrated, step]);

  // A failed send re-enables the form; focus goes back to the button the browser dropped it from.
  const submitRef = useRef<HTMLButtonElement>(null);
  const previousStatus = useRef(status);
  useEffect(() => {
    if (previousStatus.current === 'sending' && status === 'editing') submitRef.current?.focus();
    previousStatus.current = status;
  }, [status]);

  const disabled = !hydrated || status !== 'editing';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 1) request.next();
    else void request.submit();
  };

  return (
    <Dialog
      labelledBy={HEADING_ID}
      describedBy={LEAD_ID}
      closeLabel={REQUEST_ACCESS.close}
      onClose={leaveRequestForm}
    >
      <p className="pr-12 text-sm font-semibold text-accent">{REQUEST_ACCESS.step(step, STEP_COUNT)}</p>
      <h1 id={HEADING_ID} className="mt-2 pr-12 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {REQUEST_ACCESS.heading}
      </h1>
      <p id={LEAD_ID} className="mt-3 text-muted">
        <ModeCopy text={REQUEST_ACCESS.lead} />
      </p>
      <form noValidate onSubmit={onSubmit} className="relative mt-6" aria-busy={status === 'sending'}>
        {step === 1 ? (
          <StepDetails
            form={form}
            issues={issues}
            disabled={disabled}
            onChange={request.update}
            onChooseType={request.chooseType}
          />
        ) : (
          <StepOrganization
            form={form}
            issues={issues}
            disabled={disabled}
            onSize={(size) => request.update('organizationSize', size)}
            onTier={(tier) => request.update('tier', tier)}
            onToggleInterest={request.toggleInterest}
            onChange={request.update}
          />
        )}
        <Honeypot
          id={fieldId('website')}
          label={REQUEST_ACCESS.fields.honeypot}
          value={form.website}
          onChange={(value) => request.update('website', value)}
        />
        {status === 'sending' && (
          <p role="status" className="mt-4 text-sm text-muted">
            {REQUEST_ACCESS.sending}
          </p>
        )}
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <button
            type="button"
            onClick={request.back}
            disabled={disabled}
            className={buttonClass('secondary', 'lg')}
          >
            {REQUEST_ACCESS.buttons.back}
          </button>
          <button ref={submitRef} type="submit" disabled={disabled} className={buttonClass('primary', 'lg')}>
            {step === 1 ? REQUEST_ACCESS.buttons.next : REQUEST_ACCESS.buttons.submit}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
