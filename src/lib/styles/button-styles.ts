/** The one set of button styles, shared by Button.astro and the React islands. */

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'outline-inverse' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold motion-safe:transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-white shadow-sm hover:bg-accent/90',
  secondary: 'border border-accent bg-white text-accent hover:bg-accent-soft',
  ghost: 'text-accent hover:bg-accent-soft',
  inverse: 'bg-white text-accent shadow-sm hover:bg-accent-soft',
  /** The secondary action on a dark or accent surface, beside a filled primary one. */
  'outline-inverse': 'border border-white/80 text-white hover:bg-white/10',
  /** What cannot be undone (Erase person): red whatever the mode, so it never reads as the next step. */
  danger: 'border border-red-700 bg-white text-red-700 hover:bg-red-50',
};

const SIZES: Record<ButtonSize, string> = {
  /** Dense lists: the admin lead table's row actions. */
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2 text-sm',
  lg: 'px-6 py-3 text-base',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return [BASE, VARIANTS[variant], SIZES[size], extra].filter(Boolean).join(' ');
}
