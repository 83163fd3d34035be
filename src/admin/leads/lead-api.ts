/**
 * The lead lists' calls: one filtered page with its exact count, every matching row (for the CSV
 * export, in batches), a per-status count for the tabs, and a status update that chains
 * `.select()`: the database refuses a forbidden update silently (zero rows), and only the rows
 * it returns tell that apart from success.
 */
import { getSupabase } from '../../lib/supabase.ts';
import { EXPORT_BATCH_SIZE, pageRange, searchFilter, type SearchColumns } from './lead-query.ts';
import type { LeadTable } from './types.ts';

export interface LeadFilters {
  /** null for every status. */
  status: string | null;
  term: string;
}

function filteredSelect(table: LeadTable, search: SearchColumns, filters: LeadFilters, count?: 'exact') {
  let query = getSupabase()
    .from(table)
    .select('*', count ? { count } : {});
  if (filters.status) query = query.eq('status', filters.status);
  const or = searchFilter(filters.term, search);
  if (or) query = query.or(or);
  // id breaks ties, so rows created in the same instant never repeat or vanish across pages.
  return query.order('created_at', { ascending: false }).order('id', { ascending: false });
}

export async function fetchLeadPage<Row>(
  table: LeadTable,
  search: SearchColumns,
  filters: LeadFilters,
  page: number,
): Promise<{ rows: Row[]; total: number } | null> {
  const [from, to] = pageRange(page);
  const { data, error, count } = await filteredSelect(table, search, filters, 'exact').range(from, to);
  if (error || !data) return null;
  return { rows: data as Row[], total: count ?? data.length };
}

/** Every row of the filter, newest first, fetched page by page. */
export async function fetchAllLeads<Row>(
  table: LeadTable,
  search: SearchColumns,
  filters: LeadFilters,
): Promise<Row[] | null> {
  const rows: Row[] = [];
  for (let from = 0; ; from += EXPORT_BATCH_SIZE) {
    const { data, error } = await filteredSelect(table, search, filters).range(
      from,
      from + EXPORT_BATCH_SIZE - 1,
    );
    if (error || !data) return null;
    rows.push(...(data as Row[]));
    if (data.length < EXPORT_BATCH_SIZE) return rows;
  }
}

/** How many rows have this status, without fetching them (a HEAD request). */
export async function countWithStatus(table: LeadTable, status: string): Promise<number | null> {
  const { count, error } = await getSupabase()
    .from(table)
    .select('id', { count: 'exact', head: true })
    .eq('status', status);
  return error ? null : count;
}

/** True only when the database changed the row. */
export async function updateLeadStatus(
  table: LeadTable,
  id: string,
  patch: Record<string, string | null>,
): Promise<boolean> {
  try {
    const { data, error } = await getSupabase().from(table).update(patch).eq('id', id).select('id');
    return !error && Array.isArray(data) && data.length > 0;
  } catch {
    return false;
  }
}
