/**
 * The request headers that shape a PostgREST response: Prefer (return, count, missing,
 * resolution, handling), Accept (a JSON array, or one object for vnd.pgrst.object) and the
 * Accept-Profile / Content-Profile schema, of which only `public` is exposed.
 */
import type { IncomingMessage } from 'node:http';
import { mediaTypeUnavailable, RestError, schemaNotExposed } from './errors.ts';

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  missing?: 'default' | 'null';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  handling?: 'strict' | 'lenient';
}

const ALLOWED: Record<keyof Preferences, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  missing: ['default', 'null'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  handling: ['strict', 'lenient'],
};

function headerText(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/** Repeated Prefer headers arrive joined with commas (fetch's Headers.append), so split on them. */
export function parsePreferences(req: IncomingMessage): Preferences {
  const preferences: Record<string, string> = {};
  const invalid: string[] = [];
  for (const item of headerText(req.headers.prefer).split(',')) {
    const text = item.trim();
    if (text === '') continue;
    const [name = '', value = ''] = text.split('=').map((part) => part.trim());
    // Own keys only: a preference named after an Object method (valueOf) is just unknown.
    if (Object.hasOwn(ALLOWED, name) && ALLOWED[name as keyof Preferences].includes(value))
      preferences[name] = value;
    else invalid.push(text);
  }
  if (preferences.handling === 'strict' && invalid.length > 0) {
    throw new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    );
  }
  return preferences as Preferences;
}

/** Preference-Applied in PostgREST's order, for the preferences this request honoured. */
export function appliedPreferences(
  preferences: Preferences,
  names: (keyof Preferences)[],
): string | undefined {
  const order: (keyof Preferences)[] = ['resolution', 'return', 'count', 'missing', 'handling'];
  const applied = order
    .filter((name) => names.includes(name) && preferences[name] !== undefined)
    .map((name) => `${name}=${preferences[name]}`);
  return applied.length > 0 ? applied.join(', ') : undefined;
}

export type ResponseShape = 'array' | 'object';

const ARRAY_TYPES = new Set(['*/*', 'application/*', 'application/json']);
const OBJECT_TYPES = new Set(['application/vnd.pgrst.object+json', 'application/vnd.pgrst.object']);

/** The first acceptable media type of the Accept header decides; none acceptable is PGRST107. */
export function negotiateShape(req: IncomingMessage): ResponseShape {
  const accept = headerText(req.headers.accept).trim();
  if (accept === '') return 'array';
  const types = accept
    .split(',')
    .map((item) => (item.split(';')[0] ?? '').trim().toLowerCase())
    .filter(Boolean);
  for (const type of types) {
    if (ARRAY_TYPES.has(type)) return 'array';
    if (OBJECT_TYPES.has(type)) return 'object';
  }
  throw mediaTypeUnavailable(types);
}

/**
 * The schema the request names (Accept-Profile on reads, Content-Profile on writes). Returns
 * whether a profile header was sent, since PostgREST then echoes Content-Profile.
 */
export function checkProfile(req: IncomingMessage): boolean {
  const read = req.method === 'GET' || req.method === 'HEAD';
  const header = headerText(read ? req.headers['accept-profile'] : req.headers['content-profile']).trim();
  if (header === '') return false;
  if (header !== 'public') throw schemaNotExposed(header);
  return true;
}
