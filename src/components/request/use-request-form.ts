/**
 * The request form's state and steps (docs/product.md#request-form-steps): Next validates step 1,
 * Back returns to it (or leaves from it), Submit validates step 2 and inserts the row. The rules
 * live in src/lib/forms/request-validation.ts; this hook holds state and talks to the toaster and,
 * through src/lib/db/onboarding-requests.ts, to Supabase. One submission id per filled form, kept across
 * a retry, so a retry after a lost answer cannot store the request twice.
 *
 * A refusal is said twice, for two readers: the toast, once for the step, and a short message of
 * its own beside each field concerned (with focus on the first). A field's message goes as soon as its value is right, and a
 * toast goes once none of its fields is wrong any more, or when the step changes, so nothing says
 * "Invalid email" about a step that is no longer on screen. What was typed is kept for the tab's
 * session (src/lib/forms/request-draft.ts) until the request is sent.
 */
import { useEffect, useRef, useState } from 'react';
import {
  REQUEST_ACCESS,
  REQUEST_ACCESS_EXIT_PATH,
  type OrganizationType,
} from '../../data/request-access.ts';
import { SUBMISSION_LIMITED } from '../../data/submission-limits.ts';
import { submitOnboardingRequest } from '../../lib/db/onboarding-requests.ts';
import { newSubmissionId, type SubmissionOutcome } from '../../lib/db/submissions.ts';
import { setMode } from '../../lib/mode/store.ts';
import { clearRequestDraft, loadRequestDraft, saveRequestDraft } from '../../lib/forms/request-draft.ts';
import {
  EMPTY_REQUEST_FORM,
  STEP_FIELDS,
  type RequestField,
  type RequestForm,
} from '../../lib/forms/request-form.ts';
import {
  fieldIssue,
  isLikelyBot,
  stepFieldIssues,
  stepOneIssue,
  stepTwoIssue,
  toOnboardingRequest,
  type RequestIssue,
} from '../../lib/forms/request-validation.ts';
import { hasRoiParams, readRoiState, ROI_PARAMS, roiSummary } from '../../lib/roi/url.ts';
import { dismissToast, showToast, showToastAfterNavigation } from '../../lib/ui/toast.ts';
import { fieldId, issueMessage } from './issue-message.ts';

export type Step = 1 | 2;

export function leaveRequestForm(): void {
  window.location.assign(REQUEST_ACCESS_EXIT_PATH);
}

type Status = 'editing' | 'sending' | 'sent';

/** The problem each field shows beside it; a field without an entry shows none. */
export type FieldIssues = ReadonlyMap<RequestField, RequestIssue>;

/** The issues once `field` has changed: a flagged field is checked again as it is typed. */
function recheck(issues: FieldIssues, form: RequestForm, field: RequestField): FieldIssues {
  if (!issues.has(field)) return issues;
  const next = new Map(issues);
  const issue = fieldIssue(form, field);
  if (issue) next.set(field, issue);
  else next.delete(field);
  return next;
}

export function useRequestForm() {
  const [form, setForm] = useState<RequestForm>(EMPTY_REQUEST_FORM);
  const [step, setStep] = useState<Step>(1);
  const [issues, setIssues] = useState<FieldIssues>(new Map());
  const [status, setStatus] = useState<Status>('editing');
  // The draft is written only once the kept one has been read back, so it is never overwritten.
  const [draftLoaded, setDraftLoaded] = useState(false);
  // A ref as well as state: two clicks in one frame both see the state from before either.
  const busy = useRef(false);
  const submissionId = useRef<string | null>(null);
  /** The error toasts this form raised, with the problem each one reports. */
  const raised = useRef(new Map<number, RequestIssue>());
  /** The field to focus once a refusal's messages are on screen (and so in its description). */
  const [focusRequest, setFocusRequest] = useState<{ field: RequestField } | null>(null);

  // Read once hydrated, not in the initial state: the page's HTML (and so hydration) is empty.
  // The kept draft comes back; an estimate carried from the pricing section becomes an editable
  // line in the comments when the draft has none, and the tier it names is the plan chosen.
  useEffect(() => {
    const draft = loadRequestDraft() ?? EMPTY_REQUEST_FORM;
    const params = new URLSearchParams(window.location.search);
    const carried = hasRoiParams(params) ? readRoiState(params) : null;
    const comments = draft.comments === '' && carried ? roiSummary(carried) : draft.comments;
    const tier = params.has(ROI_PARAMS.tierId) && carried ? carried.tierId : draft.tier;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage and address are known only now.
    setForm({ ...draft, comments, tier });
    setDraftLoaded(true);
  }, []);

  useEffect(() => {
    if (draftLoaded && status !== 'sent') saveRequestDraft(form);
  }, [draftLoaded, form, status]);

  useEffect(() => {
    if (focusRequest) document.getElementById(fieldId(focusRequest.field))?.focus();
  }, [focusRequest]);

  // A toast stays only while one of its fields still has the problem it reports.
  useEffect(() => {
    for (const [id, reported] of raised.current) {
      if (!reported.fields.some((field) => issues.get(field)?.kind === reported.kind)) {
        dismissToast(id);
        raised.current.delete(id);
      }
    }
  }, [issues]);

  function dismissRaisedToasts() {
    for (const id of raised.current.keys()) dismissToast(id);
    raised.current.clear();
  }

  function change(next: RequestForm, field: RequestField | null) {
    setForm(next);
    if (field) setIssues((current) => recheck(current, next, field));
  }

  function update<K extends Exclude<keyof RequestForm, 'organizationType'>>(key: K, value: RequestForm[K]) {
    const next = { ...form, [key]: value };
    change(next, key === 'interests' || key === 'website' ? null : (key as RequestField));
  }

  /** Choosing a type also switches the display mode; the other type's interests no longer apply. */
  function chooseType(type: OrganizationType | '') {
    change({ ...form, organizationType: type, interests: [] }, 'organizationType');
    if (type !== '') setMode(type);
  }

  function toggleInterest(option: string, checked: boolean) {
    const interests = checked
      ? [...form.interests, option]
      : form.interests.filter((interest) => interest !== option);
    change({ ...form, interests }, null);
  }

  /** Says what is wrong: the toast for the step's first problem, a message beside every field. */
  function refuse(issue: RequestIssue, current: Step) {
    const fieldIssues = stepFieldIssues(form, current);
    const id = showToast({ ...issueMessage(issue), tone: 'error' });
    raised.current.set(id, issue);
    setIssues(fieldIssues);
    const first = STEP_FIELDS[current].find((field) => fieldIssues.has(field)) ?? issue.fields[0];
    setFocusRequest({ field: first });
  }

  function goToStep(next: Step) {
    dismissRaisedToasts();
    setIssues(new Map());
    setStep(next);
  }

  function next() {
    const issue = stepOneIssue(form);
    if (issue) return refuse(issue, 1);
    goToStep(2);
  }

  function back() {
    if (step === 1) leaveRequestForm();
    else goToStep(1);
  }

  async function submit() {
    if (busy.current) return;
    const issue = stepTwoIssue(form);
    if (issue) return refuse(issue, 2);
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
    // The home page shows the toast: this page is left at once, as docs/product.md#request-form-steps says.
    showToastAfterNavigation({ ...REQUEST_ACCESS.messages.submitted, tone: 'success' });
    dismissRaisedToasts();
    clearRequestDraft();
    submissionId.current = null;
    setStatus('sent');
    setForm(EMPTY_REQUEST_FORM);
    setStep(1);
    leaveRequestForm();
  }

  return { form, step, issues, status, update, chooseType, toggleInterest, next, back, submit };
}
