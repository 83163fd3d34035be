/**
 * Shapes shared by the copy modules in src/data. The copy imports nothing from outside src/data, so
 * the vocabulary it is written in lives here and the code imports it from here.
 */

/** The display mode (docs/product.md#where-the-mode-is-kept): faith or secular. */
export type Mode = 'faith' | 'secular';

/**
 * Text that reads differently in faith mode and in secular mode
 * (docs/product.md#what-changes-with-the-mode).
 */
export interface DualText {
  faith: string;
  secular: string;
}

/** Any piece of copy: the same in both modes, or one variant per mode. */
export type Copy = string | DualText;

/** A link in navigation or a footer column. */
export interface NavLink {
  label: Copy;
  href: string;
}
