/**
 * Whether the public site is built from the current posts: public.site_build_status() over REST
 * (`rpc/site_build_status`), admins only (supabase/migrations/20261125090000_site_rebuilds.sql).
 * The answer is checked before the Blog tab trusts it.
 */
import { createBrowserClient } from './browser-client.ts';
import { jsonObject } from './json-object.ts';

export interface SiteBuildStatus {
  /** The live site was built from the current posts, and no scheduled post became due since. */
  upToDate: boolean;
  /** Times as ISO strings; null when it never happened (or, for a failure, was cleared). */
  contentChangedAt: string | null;
  builtAt: string | null;
  buildingSince: string | null;
  failedAt: string | null;
  failure: string | null;
  /** The next scheduled post's time, if any. */
  nextDueAt: string | null;
}

const TIMES = {
  contentChangedAt: 'content_changed_at',
  builtAt: 'built_at',
  buildingSince: 'building_since',
  failedAt: 'failed_at',
  nextDueAt: 'next_due_at',
} as const;

function timeOrNull(value: unknown): string | null | undefined {
  if (value === null) return null;
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

/** The function's JSON as a typed status, or null when it is not the shape the migration returns. */
export function parseSiteBuildStatus(value: unknown): SiteBuildStatus | null {
  const root = jsonObject(value);
  if (!root) return null;
  if (typeof root.up_to_date !== 'boolean') return null;
  if (!(root.failure === null || typeof root.failure === 'string')) return null;
  const times: Partial<Record<keyof typeof TIMES, string | null>> = {};
  for (const [key, column] of Object.entries(TIMES) as [keyof typeof TIMES, string][]) {
    const time = timeOrNull(root[column]);
    if (time === undefined) return null;
    times[key] = time;
  }
  return {
    upToDate: root.up_to_date,
    contentChangedAt: times.contentChangedAt ?? null,
    builtAt: times.builtAt ?? null,
    buildingSince: times.buildingSince ?? null,
    failedAt: times.failedAt ?? null,
    failure: root.failure,
    nextDueAt: times.nextDueAt ?? null,
  };
}

/** null when the call or its answer failed. */
export async function fetchSiteBuildStatus(): Promise<SiteBuildStatus | null> {
  try {
    const { data, error } = await createBrowserClient().rpc('site_build_status');
    return error ? null : parseSiteBuildStatus(data);
  } catch {
    return null;
  }
}
