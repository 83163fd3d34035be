/**
 * The admin's calls for answering leads (supabase/migrations/20261130090000_lead_desk_answers.sql):
 * a lead's mails, a reply, the reply templates, the acknowledgement setting, one person's timeline
 * and what erasing them would delete. The database decides who may do what; these calls say
 * whether it happened and, for a reply, whether the backend was reached at all.
 */
import { createBrowserClient } from './browser-client.ts';
import { COLUMN_LIMITS } from './constants.ts';
import { jsonObject } from './json-object.ts';
import type { Database, Tables } from './database.types.ts';
import { LEAD_COLUMN, type LeadRef } from './lead-desk.ts';

export type LeadMail = Tables<'lead_mails'>;
export type ReplyTemplate = Tables<'reply_templates'>;
export type TimelineRow = Database['public']['Functions']['person_timeline']['Returns'][number];

/** The reply's and the templates' length limits, as the CHECK constraints state them. */
export const ANSWER_LIMITS = {
  reply: COLUMN_LIMITS.lead_mails.body,
  templateName: COLUMN_LIMITS.reply_templates.name,
  templateBody: COLUMN_LIMITS.reply_templates.body,
} as const;

/** Why a write did not happen: no answer from the backend, or the database said no. */
export type WriteFailure = 'network' | 'refused';

/** postgrest-js answers a failed fetch with status 0 and an error without a code. */
function failureOf(status: number, error: { code?: string } | null): WriteFailure {
  return status === 0 || !error?.code ? 'network' : 'refused';
}

/** A lead's acknowledgement and replies, oldest first; null when they cannot be read. */
export async function fetchMails(lead: LeadRef): Promise<LeadMail[] | null> {
  const { data, error } = await createBrowserClient()
    .from('lead_mails')
    .select('*')
    .eq(LEAD_COLUMN[lead.table], lead.id)
    .order('created_at', { ascending: true })
    .order('id', { ascending: true });
  return error ? null : data;
}

export type ReplyOutcome = { ok: true; mail: LeadMail } | { ok: false; failure: WriteFailure };

/** Queues a reply to the lead (reply_to_lead), which also moves its status as the desk's own action. */
export async function replyToLead(lead: LeadRef, body: string): Promise<ReplyOutcome> {
  try {
    const { data, error, status } = await createBrowserClient().rpc('reply_to_lead', {
      lead_table: lead.table,
      lead_id: lead.id,
      body,
    });
    return error ? { ok: false, failure: failureOf(status, error) } : { ok: true, mail: data };
  } catch {
    return { ok: false, failure: 'network' };
  }
}

/** Every template, by name; null when they cannot be read. */
export async function fetchTemplates(): Promise<ReplyTemplate[] | null> {
  const { data, error } = await createBrowserClient()
    .from('reply_templates')
    .select('*')
    .order('name', { ascending: true })
    .order('id', { ascending: true });
  return error ? null : data;
}

export interface TemplateFields {
  name: string;
  body: string;
}

/** True when the database stored the new template. */
export async function addTemplate(fields: TemplateFields): Promise<boolean> {
  const { data, error } = await createBrowserClient().from('reply_templates').insert(fields).select('id');
  return !error && data.length === 1;
}

/** True only when the database changed the template. */
export async function editTemplate(id: string, fields: TemplateFields): Promise<boolean> {
  const { data, error } = await createBrowserClient()
    .from('reply_templates')
    .update(fields)
    .eq('id', id)
    .select('id');
  return !error && data.length === 1;
}

export async function deleteTemplate(id: string): Promise<boolean> {
  const { data, error } = await createBrowserClient()
    .from('reply_templates')
    .delete()
    .eq('id', id)
    .select('id');
  return !error && data.length === 1;
}

/** Whether new leads get an acknowledgement; null when the setting cannot be read. */
export async function fetchAcknowledgements(): Promise<boolean | null> {
  const { data, error } = await createBrowserClient().rpc('acknowledgement_settings');
  const value = error ? null : jsonObject(data)?.acknowledgements;
  return typeof value === 'boolean' ? value : null;
}

/** The setting as the database now holds it; null when refused. */
export async function setAcknowledgements(enabled: boolean): Promise<boolean | null> {
  const { data, error } = await createBrowserClient().rpc('set_acknowledgements', { enabled });
  return error || typeof data !== 'boolean' ? null : data;
}

/** Everything of one person across the lead tables, oldest first; null when it cannot be read. */
export async function fetchPersonTimeline(person: string): Promise<TimelineRow[] | null> {
  const { data, error } = await createBrowserClient().rpc('person_timeline', { person });
  return error ? null : data;
}

/** The kinds of row erasure_preview counts, in the order the view names them. */
export const ERASURE_KINDS = ['messages', 'requests', 'notes', 'mails', 'notices', 'submission_log'] as const;

/** What erase_person(email) would delete, row counts per kind. */
export type ErasurePreview = Record<(typeof ERASURE_KINDS)[number], number>;

/** null when refused (anyone but an owner) or unreadable. */
export async function fetchErasurePreview(email: string): Promise<ErasurePreview | null> {
  const { data, error } = await createBrowserClient().rpc('erasure_preview', { email });
  const counts = error ? null : jsonObject(data);
  if (!counts) return null;
  const preview: Partial<ErasurePreview> = {};
  for (const kind of ERASURE_KINDS) {
    const value = counts[kind];
    if (typeof value !== 'number') return null;
    preview[kind] = value;
  }
  return preview as ErasurePreview;
}
