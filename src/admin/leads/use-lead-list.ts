/**
 * One lead list's state: the status filter, the debounced search and source filter, the page, and the rows of that
 * page with the total. Out-of-date answers (the filter changed meanwhile) are dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { showToast } from '../../lib/ui/toast.ts';
import { clampPage, SEARCH_DEBOUNCE_MS, type SearchColumns } from '../../lib/db/lead-query.ts';
import type { Tables } from '../../lib/db/database.types.ts';
import { fetchLeadPage, type LeadTable } from '../../lib/db/lead-tables.ts';

export interface LeadListSource<Table extends LeadTable> {
  table: Table;
  search: SearchColumns;
  /** The toast when a page cannot be loaded (docs/product.md#admin-lists). */
  fetchError: string;
}

export interface LeadList<Row> {
  rows: Row[];
  total: number;
  page: number;
  status: string | null;
  term: string;
  /** The term the shown rows were searched with (the input's value, debounced). */
  appliedTerm: string;
  source: string;
  /** The source the shown rows were filtered by (the input's value, debounced). */
  appliedSource: string;
  loading: boolean;
  setPage: (page: number) => void;
  setStatus: (status: string | null) => void;
  setTerm: (term: string) => void;
  setSource: (source: string) => void;
  reload: () => void;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function useLeadList<Table extends LeadTable>({
  table,
  search,
  fetchError,
}: LeadListSource<Table>): LeadList<Tables<Table>> {
  const [rows, setRows] = useState<Tables<Table>[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [status, setStatusValue] = useState<string | null>(null);
  const [term, setTermValue] = useState('');
  const [source, setSourceValue] = useState('');
  // The query whose answer is on screen: the list is loading while it differs from the current one.
  const [answeredQuery, setAnsweredQuery] = useState<string | null>(null);

  const [reloads, setReloads] = useState(0);
  const appliedTerm = useDebounced(term, SEARCH_DEBOUNCE_MS);
  const appliedSource = useDebounced(source, SEARCH_DEBOUNCE_MS);
  const latest = useRef(0);
  const query = JSON.stringify([status, appliedTerm, appliedSource, page, reloads]);
  const loading = answeredQuery !== query;

  useEffect(() => {
    const request = ++latest.current;
    void fetchLeadPage(table, search, { status, term: appliedTerm, source: appliedSource }, page)
      .catch(() => null)
      .then((result) => {
        if (request !== latest.current) return;
        if (!result) {
          setAnsweredQuery(query);
          showToast({ title: fetchError, tone: 'error' });
          return;
        }
        const fitting = clampPage(page, result.total);
        // An update moved the last rows of the last page out of the filter: show the new last page.
        if (fitting !== page) {
          setPage(fitting);
          return;
        }
        setRows(result.rows);
        setTotal(result.total);
        setAnsweredQuery(query);
      });
  }, [table, search, fetchError, status, appliedTerm, appliedSource, page, query]);

  // A new filter or search starts again from the first page.
  const setStatus = useCallback((next: string | null) => {
    setStatusValue(next);
    setPage(1);
  }, []);
  const setTerm = useCallback((next: string) => {
    setTermValue(next);
    setPage(1);
  }, []);
  const setSource = useCallback((next: string) => {
    setSourceValue(next);
    setPage(1);
  }, []);
  const reload = useCallback(() => setReloads((count) => count + 1), []);

  return {
    rows,
    total,
    page,
    status,
    term,
    appliedTerm,
    source,
    appliedSource,
    loading,
    setPage,
    setStatus,
    setTerm,
    setSource,
    reload,
  };
}
