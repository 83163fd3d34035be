/**
 * The CSV export's Notes column: every note of a row, oldest first, one per line as
 * "2026-11-23T10:05:00Z author: text", so a spreadsheet keeps the whole conversation in one cell.
 */
import type { LeadNote } from '../../lib/db/lead-desk.ts';
import { noteLeadId } from '../../lib/db/lead-desk.ts';
import type { CsvColumn } from './csv.ts';
import { NOTES_TEXT } from './desk-strings.ts';

export function notesByLead(notes: readonly LeadNote[]): Map<string, string> {
  const byLead = new Map<string, string[]>();
  for (const note of notes) {
    const leadId = noteLeadId(note);
    if (!leadId) continue;
    const line = `${note.created_at} ${note.author_email ?? ''}: ${note.body}`;
    byLead.set(leadId, [...(byLead.get(leadId) ?? []), line]);
  }
  return new Map([...byLead].map(([leadId, lines]) => [leadId, lines.join('\n')]));
}

export function withNotesColumn<Row extends { id: string }>(
  columns: readonly CsvColumn<Row>[],
  notes: readonly LeadNote[],
): CsvColumn<Row>[] {
  const byLead = notesByLead(notes);
  return [...columns, { header: NOTES_TEXT.csvHeader, value: (row) => byLead.get(row.id) ?? null }];
}
