/**
 * The lead lists' calls: one filtered page with its exact count, every matching row (for the CSV
 * export, in batches), a per-status count for the tabs, and a status update that chains
 * `.select()`: the database refuses a forbidden update silently (zero rows), and only the rows
 * it returns tell that apart from success; and the undo of a status change.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  EXPORT_BATCH_SIZE,
  pageRange,
  searchFilter,
  sourceFilter,
  type SearchColumns,
} from './lead-query.ts';
import type { Database, Tables, TablesUpdate } from './database.types.ts';
import { createBrowserClient } from './browser-client.ts';
import { undoRefusal, type UndoRefusal } from '../leads/status-undo.ts';

/** The two tables the public forms write and the admin works through, one lead per row. */
export type LeadTable = 'contact_messages' | 'onboarding_requests';

export interface LeadFilters {
  /** null for every status. */
  status: string | null;
  term: string;
  /** A source (utm_source, else the referrer's host), matched whole; '' for every source. */
  source: string;
}

function filteredSelect(
  client: SupabaseClient<Database>,
  table: LeadTable,
  search: SearchColumns,
  filters: LeadFilters,
  count?: 'exact',
) {
  let query = client.from(table).select('*', count ? { count } : {});
  if (filters.status) query = query.eq('status', filters.status);
  const or = searchFilter(filters.term, search);
  if (or) query = query.or(or);
  const fromSource = sourceFilter(filters.source);
  if (fromSource) query = query.or(fromSource);
  // id breaks ties, so rows created in the same instant never repeat or vanish across pages.
  return query.order('created_at', { ascending: false }).order('id', { ascending: false });
}

export async function fetchLeadPage<Table extends LeadTable>(
  table: Table,
  search: SearchColumns,
  filters: LeadFilters,
  page: number,
): Promise<{ rows: Tables<Table>[]; total: number } | null> {
  const [from, to] = pageRange(page);
  const client = createBrowserClient();
  const { data, error, count } = await filteredSelect(client, table, search, filters, 'exact').range(
    from,
    to,
  );
  if (error || !data) return null;
  // The rows of `table`: the select over either table types them as rows of both.
  return { rows: data as Tables<Table>[], total: count ?? data.length };
}

/** Every row of the filter, newest first, fetched page by page. */
export async function fetchAllLeads<Table extends LeadTable>(
  table: Table,
  search: SearchColumns,
  filters: LeadFilters,
): Promise<Tables<Table>[] | null> {
  const client = createBrowserClient();
  const rows: Tables<Table>[] = [];
  for (let from = 0; ; from += EXPORT_BATCH_SIZE) {
    const { data, error } = await filteredSelect(client, table, search, filters).range(
      from,
      from + EXPORT_BATCH_SIZE - 1,
    );
    if (error || !data) return null;
    rows.push(...(data as Tables<Table>[]));
    if (data.length < EXPORT_BATCH_SIZE) return rows;
  }
}

/** How many rows have this status, without fetching them (a HEAD request). */
export async function countWithStatus(table: LeadTable, status: string): Promise<number | null> {
  const client = createBrowserClient();
  const { count, error } = await client
    .from(table)
    .select('id', { count: 'exact', head: true })
    .eq('status', status);
  return error ? null : count;
}

/** What a status change sends: a message also sends responded_at, which follows its status. */
export type LeadStatusPatch =
  | Pick<TablesUpdate<'contact_messages'>, 'status' | 'responded_at'>
  | Pick<TablesUpdate<'onboarding_requests'>, 'status'>;

/** True only when the database changed the row. */
export async function updateLeadStatus(
  table: LeadTable,
  id: string,
  patch: LeadStatusPatch,
): Promise<boolean> {
  try {
    const client = createBrowserClient();
    // postgrest-js types one table's columns at a time: a request has no responded_at to send.
    const { data, error } =
      table === 'contact_messages'
        ? await client.from(table).update(patch).eq('id', id).select('id')
        : await client.from(table).update({ status: patch.status }).eq('id', id).select('id');
    return !error && Array.isArray(data) && data.length > 0;
  } catch {
    return false;
  }
}

/** What an undo did: the status the lead is back in, or why the database refused (null: it failed). */
export type UndoOutcome = { ok: true; status: string } | { ok: false; refusal: UndoRefusal | null };

/**
 * Takes back the caller's own latest status change of the lead, which moved it to `changedTo`;
 * the database decides whether it still may (supabase/migrations/20261128090000_lead_status_undo.sql).
 */
export async function undoLeadStatus(table: LeadTable, id: string, changedTo: string): Promise<UndoOutcome> {
  try {
    const { data, error } = await createBrowserClient().rpc('undo_lead_status_change', {
      lead_table: table,
      lead_id: id,
      changed_to: changedTo,
    });
    return error || typeof data !== 'string'
      ? { ok: false, refusal: undoRefusal(error?.hint) }
      : { ok: true, status: data };
  } catch {
    return { ok: false, refusal: null };
  }
}
