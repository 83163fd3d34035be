/**
 * The request-access form as a two-step modal (docs/product.md#request-access-form): role="dialog" with a
 * heading, focus kept inside, everything outside it inert, Escape or the close button (or Back on
 * step 1) returns to the home page. The whole page is this dialog, so it is open from the start.
 * Its scrolling area ends above the toasts (--toast-stack-height, src/lib/ui/toast-space.ts), so a
 * toast never lies over a field or a button, and the focused field stays in view as it shrinks.
 */
import { useEffect, useRef, type FormEvent } from 'react';
import { REQUEST_ACCESS } from '../../data/request-access.ts';
import { buttonClass } from '../../lib/styles/button-styles.ts';
import { useHydrated } from '../../lib/islands/use-hydrated.ts';
import ModeCopy from '../ui/ModeCopy.tsx';
import Honeypot from './Honeypot.tsx';
import { fieldId } from './issue-message.ts';
import StepDetails from './StepDetails.tsx';
import StepOrganization from './StepOrganization.tsx';
import { useFocusTrap } from './use-focus-trap.ts';
import { useInertOutside } from './use-inert-outside.ts';
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
  const dialogRef = useRef<HTMLDivElement>(null);
  const scrollAreaRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, leaveRequestForm);
  useInertOutside(scrollAreaRef);

  // Toasts arriving shrink the scrolling area from below: keep the field being edited in view.
  useEffect(() => {
    const area = scrollAreaRef.current;
    if (!area) return;
    const observer = new ResizeObserver(() => {
      const active = document.activeElement;
      if (active instanceof HTMLElement && area.contains(active)) active.scrollIntoView({ block: 'nearest' });
    });
    observer.observe(area);
    return () => observer.disconnect();
  }, []);

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
    <div
      ref={scrollAreaRef}
      className="fixed inset-x-0 top-0 bottom-[var(--toast-stack-height,0px)] z-50 overflow-y-auto overscroll-contain px-4 py-8 sm:py-16"
    >
      {/* The backdrop reaches under the toasts too, while the scrolling area stops above them. */}
      <div aria-hidden="true" className="fixed inset-0 -z-10 bg-ink/60" />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={HEADING_ID}
        aria-describedby={LEAD_ID}
        className="relative mx-auto w-full max-w-xl rounded-2xl bg-white p-6 shadow-xl sm:p-8"
      >
        <button
          type="button"
          onClick={leaveRequestForm}
          aria-label={REQUEST_ACCESS.close}
          className="absolute top-4 right-4 flex size-10 items-center justify-center rounded-full text-2xl leading-none text-muted hover:bg-slate-100 hover:text-ink"
        >
          <span aria-hidden="true">×</span>
        </button>
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
              onToggleInterest={request.toggleInterest}
              onChange={request.update}
            />
          )}
          <Honeypot value={form.website} onChange={(value) => request.update('website', value)} />
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
            <button
              ref={submitRef}
              type="submit"
              disabled={disabled}
              className={buttonClass('primary', 'lg')}
            >
              {step === 1 ? REQUEST_ACCESS.buttons.next : REQUEST_ACCESS.buttons.submit}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
