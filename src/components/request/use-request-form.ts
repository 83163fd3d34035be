/**
 * The request form's state and steps (SPEC section 4): Next validates step 1, Back returns to it
 * (or leaves from it), Submit validates step 2 and inserts the row. The rules live in
 * src/lib/request-validation.ts; this hook only holds state and talks to the toaster and, through
 * src/lib/lead-submissions.ts, to Supabase. One submission id per filled form, kept across a
 * retry, so a retry after a lost answer cannot store the request twice.
 */
import { useEffect, useRef, useState } from 'react';
import {
  REQUEST_ACCESS,
  REQUEST_ACCESS_EXIT_PATH,
  type OrganizationType,
} from '../../data/request-access.ts';
import { SUBMISSION_LIMITED } from '../../data/submission-limits.ts';
import {
  newSubmissionId,
  submitOnboardingRequest,
  type SubmissionOutcome,
} from '../../lib/lead-submissions.ts';
import { setMode } from '../../lib/mode-store.ts';
import {
  EMPTY_REQUEST_FORM,
  isLikelyBot,
  stepOneIssue,
  stepTwoIssue,
  toOnboardingRequest,
  type RequestField,
  type RequestForm,
  type RequestIssue,
} from '../../lib/request-validation.ts';
import { hasRoiParams, readRoiState, roiSummary } from '../../lib/roi-url.ts';
import { showToast, showToastAfterNavigation } from '../../lib/toast.ts';
import { fieldId, issueMessage } from './issue-message.ts';

export type Step = 1 | 2;

export function leaveRequestForm(): void {
  window.location.assign(REQUEST_ACCESS_EXIT_PATH);
}

type Status = 'editing' | 'sending' | 'sent';

export function useRequestForm() {
  const [form, setForm] = useState<RequestForm>(EMPTY_REQUEST_FORM);
  const [step, setStep] = useState<Step>(1);
  const [invalid, setInvalid] = useState<readonly RequestField[]>([]);
  const [status, setStatus] = useState<Status>('editing');
  // A ref as well as state: two clicks in one frame both see the state from before either.
  const busy = useRef(false);
  const submissionId = useRef<string | null>(null);

  // An estimate carried from the ROI calculator becomes an editable line in the comments. Read once
  // hydrated, not in the initial state: the page's HTML (and so hydration) has empty comments.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (!hasRoiParams(params)) return;
    const summary = roiSummary(readRoiState(params));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is known only now.
    setForm((current) => (current.comments === '' ? { ...current, comments: summary } : current));
  }, []);

  function update<K extends Exclude<keyof RequestForm, 'organizationType'>>(key: K, value: RequestForm[K]) {
    setForm((current) => ({ ...current, [key]: value }));
    setInvalid((fields) => fields.filter((field) => field !== key));
  }

  /** Choosing a type also switches the display mode; the other type's interests no longer apply. */
  function chooseType(type: OrganizationType | '') {
    setForm((current) => ({ ...current, organizationType: type, interests: [] }));
    setInvalid((fields) => fields.filter((field) => field !== 'organizationType'));
    if (type !== '') setMode(type);
  }

  function toggleInterest(option: string, checked: boolean) {
    setForm((current) => ({
      ...current,
      interests: checked
        ? [...current.interests, option]
        : current.interests.filter((interest) => interest !== option),
    }));
  }

  function refuse(issue: RequestIssue) {
    showToast({ ...issueMessage(issue), tone: 'error' });
    setInvalid(issue.fields);
    document.getElementById(fieldId(issue.fields[0]))?.focus();
  }

  function next() {
    const issue = stepOneIssue(form);
    if (issue) return refuse(issue);
    setInvalid([]);
    setStep(2);
  }

  function back() {
    if (step === 1) leaveRequestForm();
    else setStep(1);
  }

  async function submit() {
    if (busy.current) return;
    const issue = stepTwoIssue(form);
    if (issue) return refuse(issue);
    busy.current = true;
    setStatus('sending');
    submissionId.current ??= newSubmissionId();
    let outcome: SubmissionOutcome = 'saved';
    if (!isLikelyBot(form)) {
      // The REST client is loaded on first submit, so the page carries none until it is needed.
      outcome = await submitOnboardingRequest(toOnboardingRequest(form, new Date()), submissionId.current);
    }
    if (outcome !== 'saved') {
      busy.current = false;
      const message =
        outcome === 'rate-limited' ? SUBMISSION_LIMITED.request : REQUEST_ACCESS.messages.failed;
      showToast({ ...message, tone: 'error' });
      setStatus('editing');
      return;
    }
    // The home page shows the toast: this page is left at once, as SPEC section 4 says.
    showToastAfterNavigation({ ...REQUEST_ACCESS.messages.submitted, tone: 'success' });
    submissionId.current = null;
    setForm(EMPTY_REQUEST_FORM);
    setStep(1);
    setStatus('sent');
    leaveRequestForm();
  }

  return { form, step, invalid, status, update, chooseType, toggleInterest, next, back, submit };
}
