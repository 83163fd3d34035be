/** Conditional GET (RFC 9110 section 13): decides when a 304 Not Modified replaces the body. */
import type { IncomingHttpHeaders } from 'node:http';

/** If-None-Match uses weak comparison, so W/ prefixes are ignored on both sides. */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

export function isNotModified(request: IncomingHttpHeaders, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request['if-none-match'];
  // When both are sent, If-None-Match decides alone (section 13.2.2).
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true;
    return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
  }
  const ifModifiedSince = request['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  // HTTP dates have whole seconds; the file's mtime usually does not.
  const modified = Math.floor(lastModified.getTime() / 1000) * 1000;
  return Number.isFinite(since) && modified <= since;
}
