/** Reading dual-mode copy in islands; static pages use ModeText.astro instead. */
import type { Copy } from '../../data/types.ts';
import type { Mode } from './mode.ts';

export function pick(text: Copy, mode: Mode): string {
  return typeof text === 'string' ? text : text[mode];
}
