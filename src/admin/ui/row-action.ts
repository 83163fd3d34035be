/** The buttons of a lead row: compact and on one line, so the table's actions column stays narrow. */
import { buttonClass, type ButtonVariant } from '../../lib/styles/button-styles.ts';

export function rowActionClass(variant: ButtonVariant, extra = ''): string {
  return buttonClass(variant, 'sm', `whitespace-nowrap ${extra}`.trim());
}
