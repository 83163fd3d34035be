/**
 * The frame of a lead row: heading line with date and status, the body, a details disclosure
 * (full text and timestamps on demand) and the action buttons.
 */
import { useId, useState, type ReactNode } from 'react';
import { buttonClass } from '../../lib/button-styles.ts';
import { formatShortDate } from '../../lib/dates.ts';
import { LIST_TEXT } from '../strings.ts';
import StatusBadge from './StatusBadge.tsx';

interface Props {
  title: string;
  email: string;
  createdAt: string;
  status: string;
  statusLabel: string;
  /** Rendered with the expanded flag, so long text can drop its line clamp when expanded. */
  children: (expanded: boolean) => ReactNode;
  details: ReactNode;
  actions: ReactNode;
}

export default function RowShell({
  title,
  email,
  createdAt,
  status,
  statusLabel,
  children,
  details,
  actions,
}: Props) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-ink">{title}</h3>
          <a href={`mailto:${email}`} className="text-sm break-all text-accent hover:underline">
            {email}
          </a>
        </div>
        <div className="flex items-center gap-3 text-sm text-muted">
          <time dateTime={createdAt}>{formatShortDate(createdAt)}</time>
          <StatusBadge status={status} label={statusLabel} />
        </div>
      </header>
      <div className="mt-3 text-sm text-ink">{children(expanded)}</div>
      {expanded && (
        <div id={detailsId} className="mt-3 rounded-xl bg-slate-50 p-3 text-sm">
          {details}
        </div>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {actions}
        <button
          type="button"
          className={buttonClass('ghost', 'md', 'ml-auto')}
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? LIST_TEXT.lessDetails : LIST_TEXT.moreDetails}
        </button>
      </div>
    </article>
  );
}
