/**
 * One lead: a card on phones, a row of the lead table on wide screens (the cells line up with the
 * table's column heads through CSS subgrid, see LeadTable). Name and email, a summary, the date,
 * the status and the actions; More details opens the full text and timestamps under the row.
 */
import { useId, useState, type ReactNode } from 'react';
import { formatShortDate } from '../../lib/dates.ts';
import { LIST_TEXT } from '../strings.ts';
import { rowActionClass } from './row-action.ts';
import { mailLink } from './mail-link.ts';
import type { StatusTone } from '../../lib/leads/status-set.ts';
import StatusBadge from './StatusBadge.tsx';
import VisitorText from './VisitorText.tsx';

interface Props {
  title: string;
  email: string;
  createdAt: string;
  statusLabel: string;
  /** Null for a status this code does not know (a newer database): the pill is then grey. */
  statusTone: StatusTone | null;
  /** The second column: what a message says, which organization asks. */
  summary: ReactNode;
  /** Under the row once More details is pressed: everything the summary leaves out. */
  details: ReactNode;
  /** After the details, made only once they are first opened (they read the database). */
  lazyDetails?: () => ReactNode;
  actions: ReactNode;
}

/**
 * Phones: name and email, then date and status, the summary, the actions and the details, each a
 * row of a three-column grid. Wide screens: the table's five columns, the details across all of them.
 */
const CELL = {
  contact: 'col-span-3 row-start-1 min-w-0 lg:col-auto lg:row-auto',
  summary: 'col-span-3 row-start-3 min-w-0 text-sm text-ink lg:col-auto lg:row-auto',
  date: 'col-start-1 row-start-2 text-sm whitespace-nowrap text-muted lg:col-auto lg:row-auto',
  status: 'col-start-2 row-start-2 lg:col-auto lg:row-auto',
  actions:
    'col-span-3 row-start-4 flex flex-wrap items-center gap-2 lg:col-auto lg:row-auto lg:flex-nowrap lg:justify-end',
  details: 'col-span-3 row-start-5 rounded-xl bg-slate-50 p-3 text-sm lg:col-span-full lg:row-auto lg:mb-1',
} as const;

export default function RowShell({
  title,
  email,
  createdAt,
  statusLabel,
  statusTone,
  summary,
  details,
  lazyDetails,
  actions,
}: Props) {
  const [expanded, setExpanded] = useState(false);
  const [opened, setOpened] = useState(false);
  const detailsId = useId();
  const mailto = mailLink(email);
  return (
    <article className="grid grid-cols-[auto_auto_minmax(0,1fr)] items-center gap-x-3 gap-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:col-span-full lg:grid-cols-subgrid lg:items-center lg:gap-y-2 lg:rounded-none lg:border-0 lg:bg-transparent lg:px-4 lg:py-3 lg:shadow-none">
      <div className={CELL.contact}>
        {/* One line each in the table; the title attribute shows a cut value whole on hover. */}
        <h3 title={title} className="font-semibold break-words text-ink lg:truncate">
          <VisitorText>{title}</VisitorText>
        </h3>
        {mailto ? (
          <a
            href={mailto}
            title={email}
            className="text-sm break-all text-accent hover:underline lg:block lg:truncate"
          >
            <VisitorText>{email}</VisitorText>
          </a>
        ) : (
          <p title={email} className="text-sm break-all text-muted lg:truncate">
            <VisitorText>{email}</VisitorText>
          </p>
        )}
      </div>
      <div className={CELL.summary}>{summary}</div>
      <time dateTime={createdAt} className={CELL.date}>
        {formatShortDate(createdAt)}
      </time>
      <div className={CELL.status}>
        <StatusBadge tone={statusTone} label={statusLabel} />
      </div>
      <div data-row-actions className={CELL.actions}>
        {actions}
        <button
          type="button"
          className={rowActionClass('ghost', 'ml-auto lg:ml-0')}
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => {
            setExpanded(!expanded);
            setOpened(true);
          }}
        >
          {expanded ? LIST_TEXT.lessDetails : LIST_TEXT.moreDetails}
        </button>
      </div>
      <div id={detailsId} hidden={!expanded} className={CELL.details}>
        {details}
        {opened && lazyDetails?.()}
      </div>
    </article>
  );
}
