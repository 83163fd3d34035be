/**
 * The chosen plan and the ROI inputs, shared by the pricing cards and the calculator (two islands),
 * and mirrored in the address with history.replaceState so an estimate can be shared.
 */
import { atom } from 'nanostores';
import { clampHours, clampMonths, clampRate } from './roi.ts';
import { DEFAULT_ROI_STATE, readRoiState, urlWithRoiState, type RoiState } from './url.ts';

export const $roi = atom<RoiState>(DEFAULT_ROI_STATE);

let readFromAddress = false;

/** Takes the inputs a shared link carries; once per page, whichever island hydrates first. */
export function loadRoiFromUrl(): void {
  if (readFromAddress) return;
  readFromAddress = true;
  $roi.set(readRoiState(new URLSearchParams(window.location.search)));
}

/**
 * Changes some inputs (clamped as docs/product.md#roi-calculator requires) and writes them into the
 * address.
 */
export function updateRoi(patch: Partial<RoiState>): void {
  const merged = { ...$roi.get(), ...patch };
  const next: RoiState = {
    ...merged,
    hours: clampHours(merged.hours),
    rate: clampRate(merged.rate),
    months: clampMonths(merged.months),
  };
  $roi.set(next);
  const href = urlWithRoiState(window.location.href, next);
  if (href !== window.location.href) window.history.replaceState(window.history.state, '', href);
}
