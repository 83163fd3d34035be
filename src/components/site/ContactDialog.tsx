/**
 * The one contact dialog of every page (docs/product.md#contact-dialog,
 * docs/product.md#contact-form). Any element with data-contact-trigger opens it
 * (ContactTriggers.astro catches those clicks; the island hydrates when first needed, see
 * src/lib/forms/contact-dialog.ts). It is a native modal <dialog>, so focus stays inside, Escape closes
 * it and the page behind is inert and does not scroll; focus returns to the opener. A refused send
 * says what is wrong beside each field (the request form's way: aria-invalid, aria-describedby,
 * focus on the first), not in the browser's bubbles; a field's message goes as soon as its value is
 * right. Its panel enters and leaves with motion; the <dialog> closes once the panel has left.
 * Success clears the form, closes the dialog and says so; failure says so and keeps what was typed.
 * One submission id per filled form, kept across retries, so a retry after a lost answer cannot
 * store the message twice.
 */
import { useStore } from '@nanostores/react';
import { AnimatePresence } from 'motion/react';

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CONTACT_DIALOG } from '../../data/site.ts';
import { SUBMISSION_LIMITED } from '../../data/submission-limits.ts';
import { buttonClass } from '../../lib/styles/button-styles.ts';
import { fieldClass } from '../../lib/styles/field-styles.ts';
import { pick } from '../../lib/mode/copy.ts';
import { listenForContactOpenings } from '../../lib/forms/contact-dialog.ts';
import { $mode, renderedMode } from '../../lib/mode/store.ts';
import {
  CONTACT_LIMITS,
  contactProblems,
  trimContact,
  type ContactField,
  type ContactFields,
  type ContactProblem,
} from '../../lib/forms/contact-form.ts';
import { submitContactMessage } from '../../lib/db/contact-messages.ts';
import { newSubmissionId, type SubmissionOutcome } from '../../lib/db/submissions.ts';
import { lockPageScroll } from '../../lib/ui/page-scroll-lock.ts';
import { showToast } from '../../lib/ui/toast.ts';
import Field, { problemProps } from '../ui/Field.tsx';
import { PANEL_IN, PANEL_OUT } from '../motion/presets.ts';
import { usePresenceMotion } from '../motion/use-presence-motion.ts';

const EMPTY: ContactFields = { name: '', email: '', message: '' };
const FIELD_ORDER: readonly ContactField[] = ['name', 'email', 'message'];

type Problems = Partial<Record<ContactField, ContactProblem>>;

/** The dialog's visible box: it enters as the dialog opens and leaves before it closes. */
function Panel({ children }: { children: ReactNode }) {
  const panelRef = usePresenceMotion<HTMLDivElement>(PANEL_IN, PANEL_OUT);
  return (
    <div ref={panelRef} className="rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
      {children}
    </div>
  );
}

function problemText(problem: ContactProblem | undefined): string | undefined {
  return problem && CONTACT_DIALOG.problems[problem];
}

export default function ContactDialog() {
  /** The element that opened the dialog, which gets focus back; null while closed. */
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const mode = useStore($mode, { ssr: renderedMode });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState<ContactFields>(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [sending, setSending] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const submissionId = useRef<string | null>(null);
  const headingId = useId();
  const fieldIds = useId();
  const open = opener !== null;

  useEffect(() => listenForContactOpenings(setOpener), []);

  useEffect(() => (open ? lockPageScroll() : undefined), [open]);

  // Who gets focus back once the dialog has closed (the page behind is inert until then).
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const close = () => {
    returnFocusTo.current = opener;
    setOpener(null);
    setProblems({});
  };

  /** The panel has left: close the <dialog> itself and give focus back to the opener. */
  const finishClosing = () => {
    dialogRef.current?.close();
    returnFocusTo.current?.focus();
    returnFocusTo.current = null;
  };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) {
      dialog.showModal();
      // Straight to the first field rather than the close button that precedes it.
      (formRef.current?.elements.namedItem('name') as HTMLInputElement | null)?.focus();
    }
  }, [open]);

  const fieldId = (field: ContactField) => `${fieldIds}-${field}`;
  const messageId = (field: ContactField) => `${fieldId(field)}-message`;

  // Focus moves to the first refused field once its message is there to describe it.
  const [focusRequest, setFocusRequest] = useState<{ field: ContactField } | null>(null);
  useEffect(() => {
    if (focusRequest) document.getElementById(`${fieldIds}-${focusRequest.field}`)?.focus();
  }, [focusRequest, fieldIds]);

  const update = (field: ContactField) => (value: string) => {
    const next = { ...fields, [field]: value };
    setFields(next);
    // A refused field is checked again as it is typed: its message goes once the value is right.
    if (problems[field])
      setProblems((current) => ({ ...current, [field]: contactProblems(trimContact(next))[field] }));
  };

  const problemOf = (field: ContactField) => ({
    id: messageId(field),
    message: problemText(problems[field]),
  });
  /** The props that tie a field to its message. */
  const described = (field: ContactField) => ({ id: fieldId(field), ...problemProps(problemOf(field)) });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = trimContact(fields);
    const refused = contactProblems(trimmed);
    setProblems(refused);
    const first = FIELD_ORDER.find((field) => refused[field]);
    if (first) {
      setFocusRequest({ field: first });
      return;
    }

    setSending(true);
    submissionId.current ??= newSubmissionId();
    // A filled honeypot is a bot: it is told "sent" and nothing is stored.
    const outcome: SubmissionOutcome =
      honeypot === '' ? await submitContactMessage(trimmed, submissionId.current) : 'saved';
    setSending(false);
    if (outcome === 'saved') {
      showToast({ ...CONTACT_DIALOG.success, tone: 'success' });
      submissionId.current = null;
      setFields(EMPTY);
      setHoneypot('');
      close();
    } else {
      const message = outcome === 'rate-limited' ? SUBMISSION_LIMITED.contact : CONTACT_DIALOG.failure;
      showToast({ ...message, tone: 'error' });
    }
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      // Escape or a click on the backdrop: the panel leaves first, then the dialog closes.
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // Closed by the browser without asking (a repeated Escape): let the panel go too.
      onClose={() => open && close()}
      // Light dismiss: a click on the backdrop closes it, like Escape (closedby is not in React's types yet).
      {...{ closedby: 'any' }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg overflow-visible bg-transparent p-0 text-ink backdrop:bg-slate-900/60"
    >
      <AnimatePresence onExitComplete={finishClosing}>
        {/* Rendered only while open, so the page holds one set of these fields, not two. */}
        {open && (
          <Panel key="contact">
            <div className="flex items-start justify-between gap-4">
              <h2 id={headingId} className="text-2xl font-bold tracking-tight">
                {CONTACT_DIALOG.heading}
              </h2>
              <button
                type="button"
                onClick={close}
                aria-label={CONTACT_DIALOG.close}
                className="-mr-2 rounded-lg px-2 text-2xl leading-none text-muted hover:bg-slate-100"
              >
                ×
              </button>
            </div>
            <p className="mt-2 text-muted">{pick(CONTACT_DIALOG.lead, mode)}</p>
            <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
              <Field
                controlId={fieldId('name')}
                label={CONTACT_DIALOG.labels.name}
                problem={problemOf('name')}
              >
                <input
                  {...described('name')}
                  name="name"
                  required
                  autoComplete="name"
                  maxLength={CONTACT_LIMITS.name}
                  value={fields.name}
                  onChange={(event) => update('name')(event.target.value)}
                  className={fieldClass()}
                />
              </Field>
              <Field
                controlId={fieldId('email')}
                label={CONTACT_DIALOG.labels.email}
                problem={problemOf('email')}
              >
                <input
                  {...described('email')}
                  name="email"
                  type="email"
                  required
                  autoComplete="email"
                  maxLength={CONTACT_LIMITS.email}
                  value={fields.email}
                  onChange={(event) => update('email')(event.target.value)}
                  className={fieldClass()}
                />
              </Field>
              <Field
                controlId={fieldId('message')}
                label={CONTACT_DIALOG.labels.message}
                problem={problemOf('message')}
              >
                <textarea
                  {...described('message')}
                  name="message"
                  required
                  rows={5}
                  maxLength={CONTACT_LIMITS.message}
                  value={fields.message}
                  onChange={(event) => update('message')(event.target.value)}
                  className={fieldClass()}
                />
              </Field>
              <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
                <label>
                  {CONTACT_DIALOG.honeypotLabel}
                  <input
                    name="website"
                    tabIndex={-1}
                    autoComplete="off"
                    value={honeypot}
                    onChange={(event) => setHoneypot(event.target.value)}
                  />
                </label>
              </div>
              <button
                type="submit"
                disabled={sending}
                aria-busy={sending}
                className={buttonClass('primary', 'lg', 'w-full')}
              >
                {CONTACT_DIALOG.send}
              </button>
            </form>
          </Panel>
        )}
      </AnimatePresence>
    </dialog>
  );
}
