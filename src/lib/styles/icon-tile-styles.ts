/**
 * The icon tile: the rounded square holding one icon that heads a card or a callout, or marks a
 * step of a demo. Static cards (IconTile.astro) and the islands' views take its classes from here,
 * so every tile has one shape; where it stands chooses its size and fill.
 */
import type { GradientPair } from '../../data/gradients.ts';

/** size-12 heads a card; size-11 the denser grids; size-10 sits in a row beside text. */
export type IconTileSize = 'size-10' | 'size-11' | 'size-12';

/** A brand gradient with a white icon, a solid accent, the soft accent, or muted for what waits. */
export type IconTileFill = GradientPair | 'accent' | 'accent-soft' | 'muted';

const FILLS = {
  accent: 'bg-accent text-white',
  'accent-soft': 'bg-accent-soft text-accent',
  muted: 'bg-slate-100 text-muted',
} as const;

function fillClass(fill: IconTileFill): string {
  return typeof fill === 'string'
    ? FILLS[fill]
    : `bg-linear-to-br text-white shadow-sm ${fill.from} ${fill.to}`;
}

/** `shrink` false lets a tile in a flex row give way; true keeps it square beside long text. */
export function iconTileClass(size: IconTileSize, fill: IconTileFill, shrink = false): string {
  const shape = shrink ? `inline-flex ${size} shrink-0` : `inline-flex ${size}`;
  return `${shape} items-center justify-center rounded-xl ${fillClass(fill)}`;
}
