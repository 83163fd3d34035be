/**
 * Toasts any island can raise; Toaster.astro shows them in an aria-live region. Its list island
 * hydrates on TOASTS_NEEDED_EVENT (the `client:event` directive), so pages that show no toast
 * load no code for them.
 */
import { atom } from 'nanostores';

export const TOASTS_NEEDED_EVENT = 'toasts:needed';
/** Marks Toaster.astro's live region, which a modal must leave operable (see useInertOutside in Dialog.tsx). */
export const TOASTER_ATTRIBUTE = 'data-toaster';

export type ToastTone = 'success' | 'error';

/** A button on the toast that acts on what it reports (Undo); pressing it also dismisses the toast. */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  tone: ToastTone;
  /**
   * The action the toast reports on ('sign-in', 'post-save'): a later toast about the same action
   * takes its place, so an error does not stay on screen once the same action has succeeded.
   */
  about?: string;
  /** Not carried to the next page: what it would act on is gone with this one. */
  action?: ToastAction;
}

export interface Toast extends ToastInput {
  id: number;
}

/** How long a success stays: a short sentence, read at a glance. */
export const SUCCESS_TOAST_MS = 6000;
/** How long an error stays: longer, as most say what went wrong and then what to do (two sentences). */
export const ERROR_TOAST_MS = 10_000;
/** More than this many at once would cover the page; the oldest gives way. */
export const MAX_TOASTS = 3;

/** Every toast leaves by itself after this long (or earlier, dismissed). */
export function toastDurationMs(tone: ToastTone): number {
  return tone === 'error' ? ERROR_TOAST_MS : SUCCESS_TOAST_MS;
}

/**
 * Whether the toast's time runs: a toast with an action waits while the pointer is over it or
 * focus is in it, so nobody loses the button while reaching for it (WCAG 2.2.1, timing adjustable).
 */
export function toastTimeRuns(toast: ToastInput, held: boolean): boolean {
  return !(held && toast.action);
}

/** The same message: the same title and the same description (or neither has one). */
export function isSameMessage(a: ToastInput, b: ToastInput): boolean {
  return a.title === b.title && (a.description ?? '') === (b.description ?? '');
}

/** Whether `later` replaces `shown`: the same message, or news of the same action. */
function replaces(later: ToastInput, shown: ToastInput): boolean {
  return isSameMessage(shown, later) || (later.about !== undefined && later.about === shown.about);
}

/**
 * The list once `toast` is shown: a toast with the same message, or about the same action, gives
 * way to it, so a message shown again is not stacked twice and its time starts over (a new toast
 * object restarts the list's timer for it), and an action's outcome replaces its earlier one; the
 * newest is last, and at most MAX_TOASTS stay.
 */
export function withToast(list: readonly Toast[], toast: Toast): Toast[] {
  return [...list.filter((shown) => !replaces(toast, shown)), toast].slice(-MAX_TOASTS);
}

export const $toasts = atom<Toast[]>([]);
let nextId = 1;

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

/**
 * The toast that shows `input`: the same message again keeps the id of the one on screen, so it
 * stays where it is (no second toast, no leaving and entering) while its time starts over.
 */
export function toastFor(list: readonly Toast[], input: ToastInput, freshId: number): Toast {
  const shown = list.find((toast) => isSameMessage(toast, input));
  return { ...input, id: shown?.id ?? freshId };
}

export function showToast(input: ToastInput): number {
  const toast = toastFor($toasts.get(), input, nextId);
  if (toast.id === nextId) nextId += 1;
  $toasts.set(withToast($toasts.get(), toast));
  window.dispatchEvent(new Event(TOASTS_NEEDED_EVENT));
  return toast.id;
}

/** Where a toast waits while the browser loads the next page. */
export const CARRIED_TOAST_KEY = 'toast:next-page';

/**
 * For a message that must outlive a page change (a form that navigates on success): kept in
 * sessionStorage and shown by the toaster of the next page. Where storage is blocked it is shown
 * here instead, which is still better than losing it.
 */
export function showToastAfterNavigation(input: ToastInput): void {
  try {
    sessionStorage.setItem(CARRIED_TOAST_KEY, JSON.stringify(input));
  } catch {
    showToast(input);
  }
}

/** Shows, once, a toast the previous page left behind. */
export function showCarriedToast(): void {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(CARRIED_TOAST_KEY);
    sessionStorage.removeItem(CARRIED_TOAST_KEY);
  } catch {
    return;
  }
  if (!stored) return;
  try {
    const { title, description, tone } = JSON.parse(stored) as Partial<ToastInput>;
    if (typeof title === 'string' && (tone === 'success' || tone === 'error')) {
      showToast({ title, tone, ...(typeof description === 'string' && { description }) });
    }
  } catch {
    // A corrupt entry is dropped.
  }
}
