/**
 * The one contact dialog of every page (docs/product.md#contact-dialog,
 * docs/product.md#contact-form). Any element with data-contact-trigger opens it
 * (ContactTriggers.astro catches those clicks; the island hydrates when first needed, see
 * src/lib/forms/contact-dialog.ts). It is the site's one Dialog (src/components/ui/Dialog.tsx):
 * focus stays inside, Escape or a click on the backdrop closes it, the page behind is inert and does
 * not scroll, focus returns to the opener, and the toasts it raises stay above it. A refused send
 * says what is wrong beside each field (the request form's way: aria-invalid, aria-describedby,
 * focus on the first), not in the browser's bubbles; a field's message goes as soon as its value is
 * right. It enters and leaves with motion.
 * Success clears the form, closes the dialog and says so; failure says so and keeps what was typed.
 * One submission id per filled form, kept across retries, so a retry after a lost answer cannot
 * store the message twice.
 */
import { useStore } from '@nanostores/react';
import { AnimatePresence } from 'motion/react';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CONTACT_DIALOG } from '../../data/site.ts';
import { SUBMISSION_LIMITED } from '../../data/submission-limits.ts';
import { buttonClass } from '../../lib/styles/button-styles.ts';
import { pick } from '../../lib/mode/copy.ts';
import { listenForContactOpenings } from '../../lib/forms/contact-dialog.ts';
import { $mode, renderedMode } from '../../lib/mode/store.ts';
import {
  CONTACT_TEXT_FIELDS,
  EMPTY_CONTACT,
  contactProblems,
  toContactMessage,
  trimContact,
  type ContactField,
  type ContactFields,
  type ContactProblem,
} from '../../lib/forms/contact-form.ts';
import { submitContactMessage } from '../../lib/db/contact-messages.ts';
import { newSubmissionId, type SubmissionOutcome } from '../../lib/db/submissions.ts';
import { showToast } from '../../lib/ui/toast.ts';
import DescribedTextField from '../request/DescribedTextField.tsx';
import Dialog from '../ui/Dialog.tsx';
import Honeypot from '../ui/Honeypot.tsx';

/** The fields in the form's order, as the contact_messages description lists them. */
const FIELD_ORDER: readonly ContactField[] = CONTACT_TEXT_FIELDS.map(({ form }) => form.key);
const [FIRST_FIELD] = FIELD_ORDER;

type Problems = Partial<Record<ContactField, ContactProblem>>;

function problemText(problem: ContactProblem | undefined): string | undefined {
  return problem && CONTACT_DIALOG.problems[problem];
}

export default function ContactDialog() {
  /** The element that opened the dialog, which gets focus back; null while closed. */
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const mode = useStore($mode, { ssr: renderedMode });
  const formRef = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState<ContactFields>(EMPTY_CONTACT);
  const [honeypot, setHoneypot] = useState('');
  const [sending, setSending] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const submissionId = useRef<string | null>(null);
  const headingId = useId();
  const fieldIds = useId();
  const open = opener !== null;

  useEffect(() => listenForContactOpenings(setOpener), []);

  const close = () => {
    setOpener(null);
    setProblems({});
  };

  // Straight to the first field rather than the close button that precedes it.
  useEffect(() => {
    if (open && FIRST_FIELD)
      (formRef.current?.elements.namedItem(FIRST_FIELD) as HTMLInputElement | null)?.focus();
  }, [open]);

  const fieldId = (field: ContactField) => `${fieldIds}-${field}`;

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
      honeypot === '' ? await submitContactMessage(toContactMessage(trimmed), submissionId.current) : 'saved';
    setSending(false);
    if (outcome === 'saved') {
      showToast({ ...CONTACT_DIALOG.success, tone: 'success' });
      submissionId.current = null;
      setFields(EMPTY_CONTACT);
      setHoneypot('');
      close();
    } else {
      const message = outcome === 'rate-limited' ? SUBMISSION_LIMITED.contact : CONTACT_DIALOG.failure;
      showToast({ ...message, tone: 'error' });
    }
  };

  return (
    <AnimatePresence>
      {/* Rendered only while open, so the page holds one set of these fields, not two. */}
      {open && (
        <Dialog
          key="contact"
          labelledBy={headingId}
          closeLabel={CONTACT_DIALOG.close}
          onClose={close}
          width="narrow"
          animated
          closeOnBackdrop
          // AnimatePresence keeps the last props while the dialog leaves: the opener is still set.
          returnFocusTo={opener}
        >
          <h2 id={headingId} className="pr-12 text-2xl font-bold tracking-tight">
            {CONTACT_DIALOG.heading}
          </h2>
          <p className="mt-2 text-muted">{pick(CONTACT_DIALOG.lead, mode)}</p>
          <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
            {CONTACT_TEXT_FIELDS.map((described) => (
              <DescribedTextField
                key={described.form.key}
                described={described}
                id={fieldId(described.form.key)}
                value={fields[described.form.key]}
                message={problemText(problems[described.form.key])}
                onChange={update(described.form.key)}
              />
            ))}
            <Honeypot
              id={`${fieldIds}-website`}
              label={CONTACT_DIALOG.honeypotLabel}
              value={honeypot}
              onChange={setHoneypot}
            />
            <button
              type="submit"
              disabled={sending}
              aria-busy={sending}
              className={buttonClass('primary', 'lg', 'w-full')}
            >
              {CONTACT_DIALOG.send}
            </button>
          </form>
        </Dialog>
      )}
    </AnimatePresence>
  );
}
