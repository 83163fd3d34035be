/** Content negotiation on Accept-Encoding (RFC 9110 section 12.5.3). */

export type Encoding = 'br' | 'gzip';
export type Coding = Encoding | 'identity';

/** Our preference when the client weighs codings equally: brotli is smaller than gzip. */
const PREFERENCE: readonly Encoding[] = ['br', 'gzip'];

/** Coding name (lower case; "x-gzip" read as "gzip") → quality from 0 to 1. */
function parseQualities(header: string): Map<string, number> {
  const qualities = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [rawName = '', ...params] = entry.split(';').map((part) => part.trim());
    const name = rawName.toLowerCase() === 'x-gzip' ? 'gzip' : rawName.toLowerCase();
    if (name === '') continue;
    let quality = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((part) => part.trim());
      if (key?.toLowerCase() === 'q') quality = Number(value);
    }
    // A malformed weight makes the entry unusable, never silently acceptable.
    if (!Number.isFinite(quality) || quality < 0 || quality > 1) continue;
    qualities.set(name, Math.max(quality, qualities.get(name) ?? 0));
  }
  return qualities;
}

/**
 * Picks the best of `offered` for this Accept-Encoding, or identity. Codings the client does not
 * list fall back to its "*" weight; a weight of 0 rules a coding out, and one below an explicit
 * identity weight loses to it. Without the header we send identity, as clients that omit it
 * often cannot decode anything else.
 */
export function chooseEncoding(header: string | undefined, offered: readonly Encoding[]): Coding {
  if (header === undefined || header.trim() === '') return 'identity';
  const qualities = parseQualities(header);
  const wildcard = qualities.get('*') ?? 0;
  let best: Coding = 'identity';
  let bestQuality = 0;
  for (const encoding of PREFERENCE) {
    const quality = offered.includes(encoding) ? (qualities.get(encoding) ?? wildcard) : 0;
    // Strictly greater, so on equal weights the earlier (preferred) coding stays.
    if (quality > bestQuality) {
      best = encoding;
      bestQuality = quality;
    }
  }
  return bestQuality >= (qualities.get('identity') ?? 0) ? best : 'identity';
}
