/**
 * A note's body as the form sends it: trimmed, not blank, within the column's limit
 * (COLUMN_LIMITS.lead_notes.body, the CHECK constraint's). The database refuses the same.
 */
import { COLUMN_LIMITS } from '../../lib/db/constants.ts';
import { NOTES_TEXT } from './desk-strings.ts';

export const NOTE_BODY_MAX = COLUMN_LIMITS.lead_notes.body;

export type NoteBodyCheck = { ok: true; body: string } | { ok: false; message: string };

export function checkNoteBody(text: string): NoteBodyCheck {
  const body = text.trim();
  if (!body) return { ok: false, message: NOTES_TEXT.empty };
  // Code points, as Postgres's char_length counts them.
  if ([...body].length > NOTE_BODY_MAX) return { ok: false, message: NOTES_TEXT.tooLong(NOTE_BODY_MAX) };
  return { ok: true, body };
}
