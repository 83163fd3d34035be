/**
 * The shared pricing and ROI inputs for an island. Hydration renders the defaults the static HTML
 * was built with; then the inputs a shared link carries are applied.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $roi, loadRoiFromUrl } from '../../lib/roi-store.ts';
import type { RoiState } from '../../lib/roi-url.ts';

export function useRoi(): RoiState {
  const state = useStore($roi, { ssr: 'initial' });
  useEffect(loadRoiFromUrl, []);
  return state;
}
