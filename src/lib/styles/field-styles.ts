/**
 * The one set of form-field styles, shared by every form of the site and the admin (as
 * button-styles.ts is for buttons). Invalid fields get a red border as well as aria-invalid.
 */

export type FieldSize = 'md' | 'sm';

export const LABEL_CLASS = 'block text-sm font-medium text-ink';

/** The "(optional)" beside a label. */
export const OPTIONAL_CLASS = 'font-normal text-muted';

const FIELD_BASE =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none aria-[invalid=true]:border-red-600 disabled:bg-slate-50';

/** Public forms read at text-base (no zoom on phones); the dense admin uses text-sm. */
export function fieldClass(size: FieldSize = 'md'): string {
  return `${FIELD_BASE} ${size === 'sm' ? 'text-sm' : 'text-base'}`;
}
