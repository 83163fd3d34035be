/** Toasts any island can raise; the Toaster island shows them in an aria-live region. */
import { atom } from 'nanostores';

export type ToastTone = 'success' | 'error';

export interface ToastInput {
  title: string;
  description?: string;
  tone: ToastTone;
}

export interface Toast extends ToastInput {
  id: number;
}

/** Long enough to read two sentences; errors stay until dismissed or replaced. */
export const TOAST_DURATION_MS = 6000;
const MAX_TOASTS = 3;

export const $toasts = atom<Toast[]>([]);
let nextId = 1;

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

export function showToast(input: ToastInput): number {
  const toast = { ...input, id: nextId++ };
  $toasts.set([...$toasts.get(), toast].slice(-MAX_TOASTS));
  return toast.id;
}
