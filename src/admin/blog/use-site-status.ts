/**
 * The public site's build status for the Blog tab (docs/product.md#site-status): read when the
 * post list comes on screen, again after each save (`version`), and every
 * SITE_STATUS_POLL_INTERVAL_MS while the list stays on screen in a visible browser tab, so a
 * rebuild's progress shows without a reload. Off screen, nothing is asked.
 */
import { useCallback, useEffect, useState } from 'react';
import { fetchSiteBuildStatus, type SiteBuildStatus } from '../../lib/db/site-build-status.ts';
import { useVisiblePolling } from '../leads/use-visible-polling.ts';

/** Rebuilds take seconds to a minute, so the line follows one closely. */
export const SITE_STATUS_POLL_INTERVAL_MS = 10_000;

export type SiteStatusState =
  { kind: 'loading' } | { kind: 'unavailable' } | { kind: 'ready'; status: SiteBuildStatus };

export function useSiteStatus(
  onScreen: boolean,
  version: number,
  intervalMs: number = SITE_STATUS_POLL_INTERVAL_MS,
): SiteStatusState {
  const [state, setState] = useState<SiteStatusState>({ kind: 'loading' });
  const [polls, setPolls] = useState(0);

  useEffect(() => {
    if (!onScreen) return;
    let current = true;
    void fetchSiteBuildStatus().then((status) => {
      if (current) setState(status ? { kind: 'ready', status } : { kind: 'unavailable' });
    });
    return () => {
      current = false;
    };
  }, [onScreen, version, polls]);

  useVisiblePolling(
    useCallback(() => setPolls((count) => count + 1), []),
    intervalMs,
    onScreen,
  );
  return state;
}
