/** Reading dual-mode copy in islands; static pages use ModeText.astro instead. */
import type { Copy, Mode } from '../../data/types.ts';

export function pick(text: Copy, mode: Mode): string {
  return typeof text === 'string' ? text : text[mode];
}
