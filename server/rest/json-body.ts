/**
 * The JSON body of a write or a function call, read as PostgREST reads it: within the body size
 * bound (413), JSON only (a missing Content-Type counts as JSON; CSV and form bodies are not
 * supported here), nested no deeper than the bound, and parsed, or PGRST102.
 */
import type { IncomingMessage } from 'node:http';
import { BodyTooLargeError, parseJson, readBody } from '../http/body.ts';
import { invalidBody, RestError } from './errors.ts';
import { checkJsonDepth } from './limits.ts';

/** The parsed body; `whenEmpty` when there are no bytes at all (PostgREST's `{}` for a call). */
export async function readJsonBody(req: IncomingMessage, whenEmpty?: unknown): Promise<unknown> {
  let raw: Buffer;
  try {
    raw = await readBody(req);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new RestError(413, 'PGRST102', error.message);
    throw error;
  }
  const contentType = (req.headers['content-type'] ?? 'application/json').split(';')[0]?.trim() ?? '';
  if (contentType.toLowerCase() !== 'application/json') {
    throw invalidBody(`Content-Type not acceptable: ${contentType}`);
  }
  if (raw.byteLength === 0 && whenEmpty !== undefined) return whenEmpty;
  checkJsonDepth(raw.toString('utf8'));
  const parsed = parseJson(raw);
  if (!parsed.ok || parsed.value === undefined) throw invalidBody('Empty or invalid json');
  return parsed.value;
}
