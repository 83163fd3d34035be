/**
 * Turns the raw request target into the decoded path that rules and files are matched against.
 * Anything that could step outside the site is refused here, before any file system call.
 */

export interface RequestTarget {
  /** Decoded exactly once; starts with "/", has no "." or ".." segments, NULs or backslashes. */
  path: string;
  /** The query string with its "?", or "". */
  search: string;
}

/** Encoded "/", "\" and NUL would survive one decoding as path syntax, so they are never allowed. */
const ENCODED_SEPARATOR_OR_NUL = /%(2f|5c|00)/i;

/** Returns null for a target that is malformed or tries to escape the site (answer 400). */
export function parseRequestTarget(rawUrl: string | undefined): RequestTarget | null {
  // Only origin-form ("/path?query") is served; absolute-form and "*" are for proxies.
  if (rawUrl === undefined || !rawUrl.startsWith('/')) return null;
  const queryAt = rawUrl.indexOf('?');
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const search = queryAt === -1 ? '' : rawUrl.slice(queryAt);
  if (ENCODED_SEPARATOR_OR_NUL.test(rawPath)) return null;

  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (path.includes('\0') || path.includes('\\')) return null;
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return { path, search };
}
