/**
 * A reply template filled in for one lead: {first_name} is the visitor's first name (a request's
 * first_name, a message's first word of its name) and {organization} the word for their
 * organization in the display mode they used (ORGANIZATION_WORD).
 */
import type { Tables } from '../../lib/db/database.types.ts';
import type { LeadTable } from '../../lib/db/lead-tables.ts';
import { pick } from '../../lib/mode/copy.ts';
import { parseMode } from '../../lib/mode/mode.ts';
import { ORGANIZATION_WORD } from './answer-strings.ts';

export type LeadRow = Tables<LeadTable>;

export function visitorFirstName(row: LeadRow): string {
  return 'first_name' in row ? row.first_name.trim() : (row.name.trim().split(/\s+/)[0] ?? '');
}

/** Only a lead that says secular gets the secular word; a lead from before the mode was kept too. */
export function organizationWord(displayMode: string | null): string {
  return displayMode === null ? ORGANIZATION_WORD.secular : pick(ORGANIZATION_WORD, parseMode(displayMode));
}

export function fillTemplate(body: string, row: LeadRow): string {
  return body
    .replaceAll('{first_name}', visitorFirstName(row))
    .replaceAll('{organization}', organizationWord(row.display_mode));
}
