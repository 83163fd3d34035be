/**
 * Where a lead came from (docs/product.md#lead-attribution). The inline script
 * (src/components/site/AttributionScript.astro) keeps what the visitor's first page view of the
 * session saw, raw, in sessionStorage; the forms read it here when they send and turn it into the
 * seven attribution columns. Every value is checked against the database's bounds first (the
 * lead_attribution migration): one that cannot fit is dropped or trimmed, so a crafted link never
 * makes a form fail.
 */
import { ATTRIBUTION_LIMITS, UTM_FIELDS, type UtmField } from '../db/constants.ts';

/** The sessionStorage key the inline script writes once per tab session. */
export const FIRST_VIEW_STORAGE_KEY = 'lead-first-view';

/** What the inline script stores: the first page view's query, referrer and path, as the browser gave them. */
export interface FirstView {
  search: string;
  referrer: string;
  path: string;
}

export type LeadAttribution = Record<UtmField | 'referrer_host' | 'landing_path', string | null>;

const CONTROL = /\p{Cc}/u;
const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
const LANDING_PATH = /^\/[^?#\s\p{Cc}]*$/u;

/** The first `limit` code points (Postgres counts characters as code points, not UTF-16 units). */
function firstCodePoints(text: string, limit: number): string {
  const points = Array.from(text);
  return points.length <= limit ? text : points.slice(0, limit).join('');
}

/** A utm_* value trimmed to its bound; null when absent, blank or holding control characters. */
export function utmValue(raw: string | null): string | null {
  if (raw === null || CONTROL.test(raw)) return null;
  const trimmed = firstCodePoints(raw.trim(), ATTRIBUTION_LIMITS.utm).trim();
  return trimmed === '' ? null : trimmed;
}

/** The referrer's host when it is another site's http(s) address; null for this site, none or a bad one. */
export function referrerHost(referrer: string, ownHost: string): string | null {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.host === ownHost) return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  return host.length <= ATTRIBUTION_LIMITS.referrerHost && HOST_NAME.test(host) ? host : null;
}

/** The landing page's path, trimmed to its bound; null when it is not a plain path. */
export function landingPath(path: string): string | null {
  const bounded = firstCodePoints(path, ATTRIBUTION_LIMITS.landingPath);
  return LANDING_PATH.test(bounded) ? bounded : null;
}

export function attributionOf(view: FirstView, ownHost: string): LeadAttribution {
  const params = new URLSearchParams(view.search);
  const utm = Object.fromEntries(UTM_FIELDS.map((field) => [field, utmValue(params.get(field))]));
  return {
    ...(utm as Record<UtmField, string | null>),
    referrer_host: referrerHost(view.referrer, ownHost),
    landing_path: landingPath(view.path),
  };
}

function isFirstView(value: unknown): value is FirstView {
  if (typeof value !== 'object' || value === null) return false;
  const view = value as Record<string, unknown>;
  return (
    typeof view.search === 'string' && typeof view.referrer === 'string' && typeof view.path === 'string'
  );
}

/**
 * The attribution columns of a submission from this tab: empty when the script stored nothing
 * (storage blocked, or a page without it) or something unreadable, so the form sends without them.
 */
export function storedAttribution(): Partial<LeadAttribution> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(FIRST_VIEW_STORAGE_KEY) ?? 'null');
    return isFirstView(parsed) ? attributionOf(parsed, location.host) : {};
  } catch {
    return {};
  }
}
