/** The admin form controls' classes, shared so every input looks and focuses alike. */

export const LABEL_CLASS = 'block text-sm font-medium text-ink';

export const INPUT_CLASS =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm focus:border-accent focus:ring-2 focus:ring-accent/40 focus:outline-none';

export const FOCUS_RING =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';
