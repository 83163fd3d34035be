/**
 * Where the public site stands for the admin (docs/product.md#site-status), from the database's
 * build status: a rebuild under way comes first, then a failed one, then up to date or not yet.
 * A rebuild after a failure shows as a rebuild: its own outcome decides what comes next.
 */
import type { SiteBuildStatus } from '../../lib/db/site-build-status.ts';

export type SiteState =
  | { kind: 'rebuilding'; since: string }
  | { kind: 'failed'; failure: string; builtAt: string | null }
  | { kind: 'upToDate'; builtAt: string | null }
  | { kind: 'pending' };

export function siteState(status: SiteBuildStatus): SiteState {
  if (status.buildingSince !== null) return { kind: 'rebuilding', since: status.buildingSince };
  if (status.failure !== null) return { kind: 'failed', failure: status.failure, builtAt: status.builtAt };
  if (status.upToDate) return { kind: 'upToDate', builtAt: status.builtAt };
  return { kind: 'pending' };
}
