/**
 * First- and last-touch attribution of one person (docs/product.md#lead-attribution): where their
 * earliest and their latest lead came from, read from the lead rows of their timeline.
 */
import type { TimelineRow } from '../../lib/db/lead-answers.ts';
import { ATTRIBUTION_TEXT } from '../strings.ts';
import type { Fact } from '../ui/Facts.tsx';

/** The columns a touch is told by: the campaign's three, the referrer and the landing page. */
const TOUCH_COLUMNS = ['utm_source', 'utm_medium', 'utm_campaign', 'referrer_host', 'landing_path'] as const;

export const isLeadEntry = (row: Pick<TimelineRow, 'kind'>) =>
  row.kind === 'message' || row.kind === 'request';

function touchFacts(entry: TimelineRow['entry']): Fact[] {
  const lead = typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? entry : {};
  const facts = TOUCH_COLUMNS.flatMap((column) => {
    const value = lead[column];
    return typeof value === 'string' && value ? [{ label: ATTRIBUTION_TEXT.labels[column], value }] : [];
  });
  return facts.length ? facts : [{ label: ATTRIBUTION_TEXT.labels.utm_source, value: ATTRIBUTION_TEXT.none }];
}

export interface Touches {
  first: Fact[];
  last: Fact[];
  /** Whether the person came once only (then first and last are the same lead). */
  single: boolean;
}

/** Null when the timeline holds no lead (an erased person). */
export function touches(timeline: readonly TimelineRow[]): Touches | null {
  const leads = timeline.filter(isLeadEntry).toSorted((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const first = leads[0];
  const last = leads.at(-1);
  if (!first || !last) return null;
  return { first: touchFacts(first.entry), last: touchFacts(last.entry), single: leads.length === 1 };
}
