/** How long after a change its author may undo it: `undo_window` in the migration (tests/db prove they agree). */
export const UNDO_WINDOW_S = 60;

/**
 * Why the database refused to undo a status change: the hint of public.undo_lead_status_change's
 * error (supabase/migrations/20261128090000_lead_status_undo.sql), which the dashboard names.
 */
export const UNDO_REFUSALS = [
  'not_found',
  'not_yours',
  'too_late',
  'changed_again',
  'already_undone',
] as const;
export type UndoRefusal = (typeof UNDO_REFUSALS)[number];

/** The refusal a hint names, or null for any other failure (the network, an unknown error). */
export function undoRefusal(hint: string | null | undefined): UndoRefusal | null {
  return UNDO_REFUSALS.find((refusal) => refusal === hint) ?? null;
}
