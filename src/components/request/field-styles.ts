/** The form's shared control styles; invalid fields get a red border as well as aria-invalid. */
export const LABEL_CLASS = 'block text-sm font-medium text-ink';
export const OPTIONAL_CLASS = 'font-normal text-muted';
export const CONTROL_CLASS =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-accent aria-[invalid=true]:border-red-600 disabled:bg-slate-50';
