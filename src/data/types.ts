/** Shapes shared by the copy modules in src/data. */

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
