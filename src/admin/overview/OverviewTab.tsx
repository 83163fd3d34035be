/**
 * The Overview tab (docs/product.md#leads-overview): leads per week for the last 12 weeks and the
 * top sources of the last 30 days, counted by the database. Loaded with the tab, not with /admin,
 * and counted afresh each time the tab is opened.
 */
import { useEffect, useState } from 'react';
import { buttonClass } from '../../lib/styles/button-styles.ts';
import { fetchLeadsOverview, type LeadsOverview } from '../../lib/db/leads-overview.ts';
import SourcesChart from './SourcesChart.tsx';
import { OVERVIEW_TEXT } from './strings.ts';
import WeeklyChart from './WeeklyChart.tsx';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; overview: LeadsOverview };

const CARD = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

export default function OverviewTab() {
  const [state, setState] = useState<State>({ kind: 'loading' });

  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void fetchLeadsOverview().then((overview) => {
      if (current) setState(overview ? { kind: 'ready', overview } : { kind: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  function retry() {
    setState({ kind: 'loading' });
    setAttempt((count) => count + 1);
  }

  return (
    <section
      aria-labelledby="leads-overview-heading"
      aria-busy={state.kind === 'loading'}
      className="flex flex-col gap-6"
    >
      <h2 id="leads-overview-heading" className="sr-only">
        {OVERVIEW_TEXT.heading}
      </h2>
      {state.kind === 'loading' && <p className="text-muted">{OVERVIEW_TEXT.loading}</p>}
      {state.kind === 'failed' && (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p className="text-ink">{OVERVIEW_TEXT.failed}</p>
          <button type="button" className={buttonClass('secondary')} onClick={retry}>
            {OVERVIEW_TEXT.retry}
          </button>
        </div>
      )}
      {state.kind === 'ready' && (
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <div className={CARD}>
            <h3 className="mb-3 font-semibold text-ink">{OVERVIEW_TEXT.weeks.heading}</h3>
            <WeeklyChart weeks={state.overview.weeks} />
          </div>
          <div className={CARD}>
            <h3 className="mb-3 font-semibold text-ink">{OVERVIEW_TEXT.sources.heading}</h3>
            <SourcesChart sources={state.overview.sources} />
          </div>
        </div>
      )}
    </section>
  );
}
