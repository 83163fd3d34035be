/**
 * The admin's leads overview, counted by the database: public.leads_overview() over REST
 * (`rpc/leads_overview`), admins only. The answer is checked before the charts trust it.
 */
import { createBrowserClient } from './browser-client.ts';
import { jsonObject } from './json-object.ts';

export interface WeekCount {
  /** The week's Monday (UTC), as YYYY-MM-DD. */
  weekStart: string;
  messages: number;
  requests: number;
}

export interface SourceCount {
  /** null: direct or unknown (no utm_source, no external referrer). */
  source: string | null;
  leads: number;
}

export interface LeadsOverview {
  weeks: WeekCount[];
  sources: SourceCount[];
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** The function's JSON as typed counts, or null when it is not the shape the migration returns. */
export function parseLeadsOverview(value: unknown): LeadsOverview | null {
  const root = jsonObject(value);
  if (!root || !Array.isArray(root.weeks) || !Array.isArray(root.sources)) return null;
  const weeks: WeekCount[] = [];
  for (const item of root.weeks) {
    const week = jsonObject(item);
    if (!week || typeof week.week_start !== 'string' || !isCount(week.messages) || !isCount(week.requests)) {
      return null;
    }
    weeks.push({ weekStart: week.week_start, messages: week.messages, requests: week.requests });
  }
  const sources: SourceCount[] = [];
  for (const item of root.sources) {
    const source = jsonObject(item);
    if (!source || !(typeof source.source === 'string' || source.source === null) || !isCount(source.leads)) {
      return null;
    }
    sources.push({ source: source.source, leads: source.leads });
  }
  return { weeks, sources };
}

/** null when the call or its answer failed. */
export async function fetchLeadsOverview(): Promise<LeadsOverview | null> {
  try {
    const { data, error } = await createBrowserClient().rpc('leads_overview');
    return error ? null : parseLeadsOverview(data);
  } catch {
    return null;
  }
}
