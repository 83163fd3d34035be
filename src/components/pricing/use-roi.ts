/**
 * The shared pricing and ROI inputs for an island. Hydration renders the defaults the static HTML
 * was built with; then the inputs a shared link carries are applied, in a layout effect so that
 * they are in place before the islands' own effects (a value typed before hydration goes on top).
 */
import { useStore } from '@nanostores/react';
import { useLayoutEffect } from 'react';
import { $roi, loadRoiFromUrl } from '../../lib/roi/store.ts';
import type { RoiState } from '../../lib/roi/url.ts';

export function useRoi(): RoiState {
  const state = useStore($roi, { ssr: 'initial' });
  useLayoutEffect(loadRoiFromUrl, []);
  return state;
}
