/**
 * Reading request bodies with a ceiling, so one client cannot make the server buffer an unbounded
 * upload. A body over the limit is refused with 413 as soon as the limit is crossed (or up front,
 * when Content-Length already says so).
 */
import type { IncomingMessage } from 'node:http';

/** Supabase's gateway accepts far more, but nothing this product sends comes near 1 MB. */
export const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
  readonly limit: number;
  constructor(limit: number) {
    super(`Request body is larger than ${limit} bytes`);
    this.limit = limit;
  }
}

export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.reject(new BodyTooLargeError(limit));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      if (error) {
        // Drain the rest without keeping it, so the 413 can still be written on this connection.
        req.resume();
        reject(error);
      } else {
        resolve(Buffer.concat(chunks, size));
      }
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) finish(new BodyTooLargeError(limit));
      else chunks.push(chunk);
    };
    const onEnd = () => finish();
    const onError = (error: Error) => finish(error);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

export type JsonParseResult = { ok: true; value: unknown } | { ok: false; message: string };

/** JSON.parse without throwing; an empty body parses to undefined. */
export function parseJson(body: Buffer): JsonParseResult {
  const text = body.toString('utf8');
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}
