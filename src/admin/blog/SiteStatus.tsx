/**
 * One line above the post list on whether visitors see the latest posts (docs/product.md#site-status):
 * up to date with the rebuild's time, changes on their way, a rebuild under way, or a failed rebuild
 * as a warning with its reason; then the next scheduled post's time, when there is one. Two live
 * regions stay on the page, so a change of state is read out: the failure in the alert, the rest
 * in the status.
 */
import { useState } from 'react';
import { adminTimeZone, formatZonedDateTime } from './schedule-time.ts';
import { siteState, type SiteState } from './site-state.ts';
import { BLOG_ADMIN } from './strings.ts';
import type { SiteStatusState } from './use-site-status.ts';

const TEXT = BLOG_ADMIN.siteStatus;

const DOT: Record<Exclude<SiteState['kind'], 'failed'>, string> = {
  upToDate: 'bg-emerald-600',
  pending: 'bg-amber-500',
  rebuilding: 'bg-sky-600',
};

function line(state: SiteState, when: (instant: string) => string): string {
  switch (state.kind) {
    case 'upToDate':
      return state.builtAt ? TEXT.upToDate(when(state.builtAt)) : TEXT.upToDateUndated;
    case 'pending':
      return TEXT.pending;
    case 'rebuilding':
      return TEXT.rebuilding(when(state.since));
    case 'failed':
      return `${TEXT.failed} ${state.builtAt ? TEXT.stillServing(when(state.builtAt)) : TEXT.stillServingUndated}`;
  }
}

export default function SiteStatus({ state }: { state: SiteStatusState }) {
  const [timeZone] = useState(adminTimeZone);
  const when = (instant: string) => formatZonedDateTime(instant, timeZone);
  const site = state.kind === 'ready' ? siteState(state.status) : null;
  const nextDueAt = state.kind === 'ready' ? state.status.nextDueAt : null;

  return (
    <div className="mt-3 min-h-6 text-sm">
      <div role="alert">
        {site?.kind === 'failed' && (
          <div className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-ink">
            <p className="font-medium">{line(site, when)}</p>
            <p className="mt-1 break-words whitespace-pre-line">{TEXT.reason(site.failure)}</p>
          </div>
        )}
      </div>
      <div role="status" className="flex flex-col gap-1">
        {site && site.kind !== 'failed' && (
          <p className="flex items-center gap-2 text-ink">
            <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${DOT[site.kind]}`} />
            {line(site, when)}
          </p>
        )}
        {state.kind === 'unavailable' && <p className="text-muted">{TEXT.unavailable}</p>}
        {nextDueAt && <p className="text-muted">{TEXT.nextScheduled(when(nextDueAt))}</p>}
      </div>
    </div>
  );
}
