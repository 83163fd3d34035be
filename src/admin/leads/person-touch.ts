/**
 * First- and last-touch attribution of one person (docs/product.md#lead-attribution): where their
 * earliest and their latest lead came from, read from the lead rows of their timeline.
 */
import type { TimelineRow } from '../../lib/db/lead-answers.ts';
import { jsonObject } from '../../lib/db/json-object.ts';
import type { Fact } from '../ui/Facts.tsx';
import { attributionFacts, type AttributionRow } from './attribution.ts';

export const isLeadEntry = (row: Pick<TimelineRow, 'kind'>) =>
  row.kind === 'message' || row.kind === 'request';

/** A lead entry is its row as jsonb (person_timeline), so its attribution reads as a lead's does. */
function touchFacts(entry: TimelineRow['entry']): Fact[] {
  return attributionFacts((jsonObject(entry) ?? {}) as Partial<AttributionRow>);
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
