/**
 * What a visitor typed into the request form, kept for the tab's session (sessionStorage), so
 * leaving the form (Close, Escape, Back) and coming back finds it as it was. Cleared when the
 * request is sent. The honeypot is never kept: a person never fills it, and a bot's value must not
 * come back. Storage can be blocked or full; the form then simply starts empty.
 */
import { FEATURE_INTERESTS } from '../../data/request-access.ts';
import {
  EMPTY_REQUEST_FORM,
  REQUEST_SELECT_FIELDS,
  REQUEST_TEXT_FIELDS,
  selectValue,
  type RequestForm,
} from './request-form.ts';

export const REQUEST_DRAFT_KEY = 'request-access:draft';

export type RequestDraft = Omit<RequestForm, 'website'>;

export function saveRequestDraft(form: RequestForm, storage: Storage = sessionStorage): void {
  const { website: _honeypot, ...draft } = form;
  try {
    storage.setItem(REQUEST_DRAFT_KEY, JSON.stringify(draft satisfies RequestDraft));
  } catch {
    // Blocked or full: the form still works, it just is not kept.
  }
}

export function clearRequestDraft(storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(REQUEST_DRAFT_KEY);
  } catch {
    // Blocked: nothing was kept either.
  }
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * The kept draft as a whole form (honeypot empty), or null when there is none. Only values the
 * form itself could hold come back: an unknown type or size is dropped, and so is an interest the
 * chosen type does not offer.
 */
export function loadRequestDraft(storage: Storage = sessionStorage): RequestForm | null {
  let stored: string | null;
  try {
    stored = storage.getItem(REQUEST_DRAFT_KEY);
  } catch {
    return null;
  }
  if (!stored) return null;
  let parsed: Record<string, unknown>;
  try {
    parsed = record(JSON.parse(stored));
  } catch {
    return null;
  }
  const form: RequestForm = { ...EMPTY_REQUEST_FORM };
  for (const { form: input } of REQUEST_TEXT_FIELDS) {
    const value = parsed[input.key];
    if (typeof value === 'string') form[input.key] = value;
  }
  for (const { form: input } of REQUEST_SELECT_FIELDS) {
    Object.assign(form, { [input.key]: selectValue(input.key, parsed[input.key]) });
  }
  const { interests } = parsed;
  if (form.organizationType !== '' && Array.isArray(interests)) {
    form.interests = FEATURE_INTERESTS[form.organizationType].filter((option) => interests.includes(option));
  }
  return form;
}
