/**
 * The admin's calls for the lead desk: the notes on a lead (read, add, edit, delete), every note
 * of one lead table (for the CSV export), the email notice of a lead, and erasing a person. The
 * database decides who may do what (supabase/migrations/20261124091000_lead_notes.sql and the
 * two after it); these calls only say whether it happened.
 */
import { createBrowserClient } from './browser-client.ts';
import type { Tables } from './database.types.ts';
import type { LeadTable } from './lead-tables.ts';

export type LeadNote = Tables<'lead_notes'>;
export type LeadNotice = Pick<
  Tables<'lead_notices'>,
  'status' | 'attempts' | 'last_error' | 'next_attempt_at' | 'sent_at' | 'expired_at'
>;

/** One lead: which table and which row. */
export interface LeadRef {
  table: LeadTable;
  id: string;
}

/** The column a lead's notes, notice and mails name it by: the same in each of those tables. */
export const LEAD_COLUMN = {
  contact_messages: 'contact_message_id',
  onboarding_requests: 'onboarding_request_id',
} as const satisfies Record<LeadTable, keyof LeadNote & keyof Tables<'lead_mails'>>;

/** Rows fetched per request when every note of a table is read; the API answers at most 1,000. */
const NOTE_BATCH_SIZE = 1000;

/** The signed-in admin's id, from the stored session (no request): an author edits their own notes. */
export async function currentUserId(): Promise<string | null> {
  const { data } = await createBrowserClient().auth.getSession();
  return data.session?.user.id ?? null;
}

/** A lead's notes, newest first; null when they cannot be read. */
export async function fetchNotes(lead: LeadRef): Promise<LeadNote[] | null> {
  const { data, error } = await createBrowserClient()
    .from('lead_notes')
    .select('*')
    .eq(LEAD_COLUMN[lead.table], lead.id)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  return error ? null : data;
}

/** Every note on the rows of one table, oldest first, for the export; null on any failure. */
export async function fetchAllNotes(table: LeadTable): Promise<LeadNote[] | null> {
  const client = createBrowserClient();
  const notes: LeadNote[] = [];
  for (let from = 0; ; from += NOTE_BATCH_SIZE) {
    const { data, error } = await client
      .from('lead_notes')
      .select('*')
      .not(LEAD_COLUMN[table], 'is', null)
      .order('created_at', { ascending: true })
      .order('id', { ascending: true })
      .range(from, from + NOTE_BATCH_SIZE - 1);
    if (error) return null;
    notes.push(...data);
    if (data.length < NOTE_BATCH_SIZE) return notes;
  }
}

/** The lead id a note belongs to. */
export function noteLeadId(note: LeadNote): string | null {
  return note.contact_message_id ?? note.onboarding_request_id;
}

/** True when the database stored the note. */
export async function addNote(lead: LeadRef, body: string): Promise<boolean> {
  const { data, error } = await createBrowserClient()
    .from('lead_notes')
    .insert(
      lead.table === 'contact_messages'
        ? { contact_message_id: lead.id, body }
        : { onboarding_request_id: lead.id, body },
    )
    .select('id');
  return !error && data.length === 1;
}

/** True only when the database changed the note (an author's own; zero rows otherwise). */
export async function editNote(id: string, body: string): Promise<boolean> {
  const { data, error } = await createBrowserClient()
    .from('lead_notes')
    .update({ body })
    .eq('id', id)
    .select('id');
  return !error && data.length === 1;
}

export async function deleteNote(id: string): Promise<boolean> {
  const { data, error } = await createBrowserClient().from('lead_notes').delete().eq('id', id).select('id');
  return !error && data.length === 1;
}

/** The email notice of a lead, or null when there is none (or it cannot be read). */
export async function fetchNotice(lead: LeadRef): Promise<LeadNotice | null> {
  const { data, error } = await createBrowserClient()
    .from('lead_notices')
    .select('status, attempts, last_error, next_attempt_at, sent_at, expired_at')
    .eq(LEAD_COLUMN[lead.table], lead.id)
    .maybeSingle();
  return error ? null : data;
}

/** Erases every row holding `email` (erase_person); the number of rows erased, or null when refused. */
export async function erasePerson(email: string): Promise<number | null> {
  const { data, error } = await createBrowserClient().rpc('erase_person', { email });
  return error || typeof data !== 'number' ? null : data;
}

/** How far back the dashboard counts expired notices: a month's, not every one ever. */
export const EXPIRED_NOTICES_SHOWN_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Notices that failed at least once and still wait, the newest error among them, and recently expired ones. */
export interface NoticeHealth {
  failing: number;
  lastError: string | null;
  expired: number;
}

export async function fetchNoticeHealth(now: Date = new Date()): Promise<NoticeHealth | null> {
  const client = createBrowserClient();
  const since = new Date(now.getTime() - EXPIRED_NOTICES_SHOWN_DAYS * DAY_MS).toISOString();
  const [failing, latest, expired] = await Promise.all([
    client
      .from('lead_notices')
      .select('id', { count: 'exact', head: true })
      .eq('status', 'queued')
      .not('last_error', 'is', null),
    client
      .from('lead_notices')
      .select('last_error')
      .eq('status', 'queued')
      .not('last_error', 'is', null)
      .order('next_attempt_at', { ascending: false })
      .limit(1),
    client
      .from('lead_notices')
      .select('id', { count: 'exact', head: true })
      .eq('status', 'expired')
      .gte('expired_at', since),
  ]);
  if (failing.error || latest.error || expired.error) return null;
  return {
    failing: failing.count ?? 0,
    lastError: latest.data[0]?.last_error ?? null,
    expired: expired.count ?? 0,
  };
}
