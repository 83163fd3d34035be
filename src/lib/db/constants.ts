/**
 * The values both the database and the TypeScript know, stated once on this side: the length limit
 * of every limited text column and the default submission limits (the lead tables' statuses are
 * in src/lib/leads/*-statuses.ts). The migrations state them again in SQL (CHECK constraints, the
 * private.submission_limits and private.lead_desk_settings rows);
 * tests/db/schema-constants.test.ts reads the migrated schema and fails when the two sides differ.
 * The email rule is the same kind of value and lives with its check, in ../email-address.ts.
 */
import { lengthLimits } from '../../../supabase/functions/_shared/lead-field.ts';
import { ACCESS_REQUEST_DESCRIPTION, CONTACT_MESSAGE_DESCRIPTION } from '../leads/lead-fields.ts';

/**
 * The most characters (code points, as Postgres counts them) each limited text column holds; the
 * lead tables state theirs in their descriptions (src/lib/leads/lead-fields.ts).
 */
export const COLUMN_LIMITS = {
  contact_messages: lengthLimits(CONTACT_MESSAGE_DESCRIPTION),
  onboarding_requests: lengthLimits(ACCESS_REQUEST_DESCRIPTION),
  blog_posts: { title: 200, content: 100_000, excerpt: 500, slug: 200, cover_alt: 300 },
  lead_notes: { body: 2000 },
  lead_mails: { body: 5000, last_error: 1000 },
  reply_templates: { name: 80, body: 5000 },
} as const;

/**
 * How many submissions a fresh database accepts per form in any window: from one client IP, and
 * for one email address. An operator may change them in the database; these are the defaults the
 * migration writes.
 */
export const DEFAULT_SUBMISSION_LIMITS = {
  contact_messages: { perIpMax: 30, perEmailMax: 5, windowSeconds: 3600 },
  onboarding_requests: { perIpMax: 20, perEmailMax: 3, windowSeconds: 3600 },
} as const;

/**
 * The attribution columns both lead tables carry (docs/product.md#lead-attribution) and the most
 * characters each kind holds; the lead_attribution migration's CHECKs state the same bounds.
 */
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

export const ATTRIBUTION_LIMITS = { utm: 200, referrerHost: 253, landingPath: 500 } as const;

/** What the leads overview counts (the leads_overview migration): weeks shown, days and rows of sources. */
export const LEADS_OVERVIEW = { weeks: 12, sourceDays: 30, topSources: 8 } as const;

/**
 * How long a fresh database keeps leads before the retention job deletes them (the privacy page
 * states it from the same constant; RETENTION_MONTHS overrides it on the local server), and how
 * long an unsent lead notice waits before it expires (private.lead_desk_settings).
 */
export { DEFAULT_RETENTION_MONTHS } from '../../data/lead-retention.ts';
export const NOTICE_EXPIRY_SECONDS = 3 * 24 * 3600;
