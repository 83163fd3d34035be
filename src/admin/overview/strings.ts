/** Every word of the admin's Overview tab (docs/product.md#leads-overview). */
import { formatCount } from '../format-count.ts';
import { ATTRIBUTION_TEXT } from '../strings.ts';

const WEEK = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export const OVERVIEW_TEXT = {
  heading: 'Leads overview',
  loading: 'Counting leads…',
  failed: 'The overview could not be loaded.',
  retry: 'Try again',
  weeks: {
    heading: 'Leads per week',
    caption:
      'Contact messages and access requests received each week, last 12 weeks (weeks start Monday, UTC)',
    week: 'Week of',
    messages: 'Messages',
    requests: 'Requests',
    total: 'Total',
  },
  sources: {
    heading: 'Top sources, last 30 days',
    caption: 'Leads by source in the last 30 days: the campaign source, else the referring site',
    source: 'Source',
    leads: 'Leads',
    direct: ATTRIBUTION_TEXT.none,
    empty: 'No leads in the last 30 days.',
  },
  count: formatCount,
  /** "Nov 16": the Monday a week starts on. */
  weekLabel: (weekStart: string) => WEEK.format(new Date(`${weekStart}T00:00:00Z`)),
} as const;
