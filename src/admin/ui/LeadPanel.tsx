/**
 * One lead list (messages or requests): controls, the current page, pagination, CSV export and
 * the status actions. What differs between the two lists comes in as a LeadPanelConfig. The page
 * is a list of cards on phones and a dense table on wide screens: the same list, its items laid
 * out as rows of one grid under a row of column heads. A status change's toast offers Undo for as
 * long as it stays; the database decides whether the change may still be undone.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { focusIfLost } from '../../lib/ui/focus-if-lost.ts';
import { showToast } from '../../lib/ui/toast.ts';
import { buildCsv, csvFileName, type CsvColumn } from '../leads/csv.ts';
import { downloadText } from '../leads/download.ts';
import { pageCount, shownRows } from '../../lib/db/lead-query.ts';
import { useLeadList, type LeadListSource } from '../leads/use-lead-list.ts';
import { useVisiblePolling } from '../leads/use-visible-polling.ts';
import type { Tables } from '../../lib/db/database.types.ts';
import { statusActions, statusLabel, statusLabels, type StatusSet } from '../../lib/leads/status-set.ts';
import {
  fetchAllLeads,
  undoLeadStatus,
  updateLeadStatus,
  type LeadStatusPatch,
  type LeadTable,
} from '../../lib/db/lead-tables.ts';
import { LIST_TEXT, UNDO_TEXT } from '../strings.ts';
import LeadDeskDetails from '../leads/LeadDeskDetails.tsx';
import { withNotesColumn } from '../leads/notes-csv.ts';
import { fetchAllNotes } from '../../lib/db/lead-desk.ts';
import ListControls from './ListControls.tsx';
import Pagination from './Pagination.tsx';

export interface LeadPanelConfig<Table extends LeadTable> extends LeadListSource<Table> {
  heading: string;
  listLabel: string;
  /** The head of the table's second column (RowShell's summary). */
  summaryHeading: string;
  empty: string;
  searchHint: string;
  statusSet: StatusSet<string, string>;
  csvColumns: readonly CsvColumn<Tables<Table>>[];
  csvFile: string;
}

/** What a row may do: change its status with the given update, while `busy` disables its buttons. */
export interface RowControls {
  busy: boolean;
  update: (patch: LeadStatusPatch) => void;
  /** The desk's part of the row's details: its notice, conversation, notes and All from this person. */
  deskDetails: () => ReactNode;
}

interface Props<Table extends LeadTable> {
  config: LeadPanelConfig<Table>;
  renderRow: (row: Tables<Table>, controls: RowControls) => ReactNode;
  /** After a status change, so the tab counts follow. */
  onChanged: () => void;
}

/**
 * Phones: a column of cards. Wide screens: one grid whose five columns (contact, summary, date,
 * status, actions) every row shares through subgrid, so the cells line up at their content's width.
 */
const TABLE =
  'flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(15rem,1fr)_minmax(0,1.4fr)_auto_auto_auto] lg:gap-x-4 lg:gap-y-0 lg:divide-y lg:divide-slate-200 lg:overflow-hidden lg:rounded-2xl lg:border lg:border-slate-200 lg:bg-white lg:shadow-sm';
const TABLE_ROW = 'lg:col-span-full lg:grid lg:grid-cols-subgrid lg:hover:bg-slate-50';
const HEAD_ROW = 'bg-slate-50 px-4 py-2 text-xs font-semibold tracking-wide text-muted uppercase';
/** An undo's outcome takes the place of the previous one's toast. */
const UNDO_TOAST = 'lead-status-undo';

/** Where focus goes once the list is read again: the row (or the one now in its place), and which action. */
interface Refocus {
  id: string;
  index: number;
  /** The action to focus, by its label; else the row's first one. */
  label?: string;
}

export default function LeadPanel<Table extends LeadTable>({ config, renderRow, onChanged }: Props<Table>) {
  const list = useLeadList(config);
  // New leads appear without a reload (the dashboard's counts poll on the same interval).
  useVisiblePolling(list.reload);
  const shown = shownRows(list.page, list.total);
  const summary = useRef<HTMLParagraphElement>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  // The row whose status button was pressed: that button is disabled, then often gone (Mark Read
  // is offered only while unread), so once the list is read again focus goes to the row's next
  // action, or to the row now in its place when the filter let it go.
  const [refocus, setRefocus] = useState<Refocus | null>(null);
  const refocused = useRef<typeof refocus>(null);
  useEffect(() => {
    if (!refocus || refocus === refocused.current || busyId !== null || list.loading) return;
    refocused.current = refocus;
    const items = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-lead-id]') ?? [])];
    const item =
      items.find((element) => element.dataset.leadId === refocus.id) ??
      items[Math.min(refocus.index, items.length - 1)];
    const actions = [
      ...(item?.querySelectorAll<HTMLElement>('[data-row-actions] button:not(:disabled)') ?? []),
    ];
    focusIfLost(
      actions.find((action) => action.textContent === refocus.label) ?? actions[0] ?? summary.current,
    );
  }, [refocus, busyId, list.loading, list.rows]);

  // The buttons sit under the list: bring the new page's first rows into view.
  function changePage(page: number) {
    list.setPage(page);
    summary.current?.scrollIntoView({ block: 'start' });
  }

  async function update(row: Tables<Table>, patch: LeadStatusPatch) {
    const index = list.rows.indexOf(row);
    setRefocus({ id: row.id, index });
    setBusyId(row.id);
    const ok = await updateLeadStatus(config.table, row.id, patch);
    setBusyId(null);
    const changedTo = patch.status;
    showToast(
      ok
        ? {
            title: LIST_TEXT.statusUpdated,
            tone: 'success',
            ...(changedTo && {
              action: { label: UNDO_TEXT.undo, run: () => void undo(row.id, changedTo, index) },
            }),
          }
        : { title: LIST_TEXT.statusUpdateFailed, tone: 'error' },
    );
    refresh();
  }

  /**
   * Takes back the change to `changedTo` of the row that was at `index`; focus then goes to the
   * restored row's primary action.
   */
  async function undo(id: string, changedTo: string, index: number) {
    setBusyId(id);
    const outcome = await undoLeadStatus(config.table, id, changedTo);
    const primary = outcome.ok
      ? statusActions(config.statusSet, outcome.status).find((action) => action.emphasis === 'primary')
      : undefined;
    setRefocus({ id, index, ...(primary && { label: primary.label }) });
    setBusyId(null);
    showToast({
      about: UNDO_TOAST,
      ...(outcome.ok
        ? {
            title: UNDO_TEXT.undone,
            description: UNDO_TEXT.backTo(statusLabel(config.statusSet, outcome.status)),
            tone: 'success',
          }
        : {
            title: UNDO_TEXT.failed,
            description: outcome.refusal ? UNDO_TEXT.refusals[outcome.refusal] : UNDO_TEXT.tryAgain,
            tone: 'error',
          }),
    });
    refresh();
  }

  /** After a status change, its undo, a reply or an erasure: the list and the tab counts are read again. */
  function refresh() {
    list.reload();
    onChanged();
  }

  async function exportCsv() {
    setExporting(true);
    const filters = { status: list.status, term: list.appliedTerm, source: list.appliedSource };
    const [rows, notes] = await Promise.all([
      fetchAllLeads(config.table, config.search, filters),
      fetchAllNotes(config.table),
    ]).catch(() => [null, null] as const);
    setExporting(false);
    if (!rows || !notes) {
      showToast({
        title: LIST_TEXT.exportFailed,
        description: LIST_TEXT.exportFailedDescription,
        tone: 'error',
      });
      return;
    }
    downloadText(
      csvFileName(config.csvFile, list.status, new Date()),
      buildCsv(withNotesColumn(config.csvColumns, notes), rows),
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {/* Where focus lands when the dashboard opens after signing in (Dashboard.tsx). */}
      <h2 tabIndex={-1} className="sr-only">
        {config.heading}
      </h2>
      <ListControls
        statuses={config.statusSet.statuses}
        statusLabels={statusLabels(config.statusSet)}
        status={list.status}
        onStatus={list.setStatus}
        term={list.term}
        onTerm={list.setTerm}
        searchHint={config.searchHint}
        source={list.source}
        onSource={list.setSource}
        exporting={exporting}
        onExport={() => void exportCsv()}
      />
      <p
        ref={summary}
        tabIndex={-1}
        className="-mb-2 min-h-5 scroll-mt-4 text-sm text-muted"
        aria-live="polite"
      >
        {shown && LIST_TEXT.showing(shown.from, shown.to, list.total)}
      </p>
      <div aria-busy={list.loading} className="min-h-40">
        {list.rows.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-muted">
            {list.loading ? LIST_TEXT.loading : config.empty}
          </p>
        ) : (
          <ul ref={listRef} aria-label={config.listLabel} className={TABLE}>
            {/* Visual only: every cell of a row says what it is (a heading, an email link, a date, a status). */}
            <li aria-hidden="true" className={`hidden ${TABLE_ROW} ${HEAD_ROW}`}>
              <span>{LIST_TEXT.contact}</span>
              <span>{config.summaryHeading}</span>
              <span>{LIST_TEXT.received}</span>
              <span>{LIST_TEXT.status}</span>
              <span className="text-right">{LIST_TEXT.actions}</span>
            </li>
            {list.rows.map((row) => (
              <li key={row.id} data-lead-id={row.id} className={TABLE_ROW}>
                {renderRow(row, {
                  busy: busyId === row.id,
                  update: (patch) => void update(row, patch),
                  deskDetails: () => (
                    <LeadDeskDetails
                      lead={{ table: config.table, id: row.id }}
                      row={row}
                      onChanged={() => {
                        // A reply may move the row out of the filter, an erasure removes it: focus
                        // then goes to the row now in its place, as after a status change.
                        setRefocus({ id: row.id, index: list.rows.indexOf(row) });
                        refresh();
                      }}
                    />
                  ),
                })}
              </li>
            ))}
          </ul>
        )}
      </div>
      {pageCount(list.total) > 1 && <Pagination page={list.page} total={list.total} onPage={changePage} />}
    </div>
  );
}
