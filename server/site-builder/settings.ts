/**
 * The site builder's environment under `npm start` (docs/architecture.md#site-rebuilds):
 * SITE_URL, the public address the built pages name in their canonical links, Open Graph tags,
 * sitemap and feed. Unset, it is the server's own address. Checked here so that a typo stops the
 * server at start with a sentence naming the variable, not a failed build later.
 */
import { ConfigError } from '../config-error.ts';

export interface SiteBuildSettings {
  /** Absent: the server's own address (publicUrl of HOST and PORT). */
  siteUrl?: string;
}

type Env = Record<string, string | undefined>;

function parseSiteUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new ConfigError(`SITE_URL is not a valid URL (expected https://your.domain, got "${value}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`SITE_URL must start with http:// or https:// (got "${value}")`);
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new ConfigError(
      `SITE_URL is the site's origin only, with no path (expected https://your.domain, got "${value}")`,
    );
  }
  return url.origin;
}

export function readSiteBuildSettings(env: Env): SiteBuildSettings {
  const siteUrl = parseSiteUrl(env.SITE_URL);
  return siteUrl ? { siteUrl } : {};
}
