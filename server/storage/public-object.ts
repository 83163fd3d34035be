/**
 * GET /storage/v1/object/public/{bucket}/{name}: a public bucket's file to anyone, as storage-api's
 * getPublicObject.ts serves it (as the storage server itself, past RLS: a public bucket's files
 * are public whatever the policies say) with the headers its asset renderer sets from the object's
 * metadata (src/http/renderer: Content-Type, Cache-Control, ETag, Last-Modified, Content-Length).
 * A bucket that is not public is "Bucket not found", a missing file "Object not found", both in
 * storage-api's words and statuses (HTTP 400, statusCode 404 in the body).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Queryable } from '../db/database.ts';
import { STORAGE_ERRORS } from './errors.ts';
import type { FileStore } from './file-store.ts';
import { findBucket, findPublicObject } from './objects.ts';

/**
 * Not hosted Storage's, but harmless to an <img> and a guard should a file ever be opened as a
 * page: the browser takes the declared type as it is and runs nothing in it.
 */
const FILE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
};

export async function servePublicObject(
  owner: Queryable,
  files: FileStore,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
  name: string,
): Promise<void> {
  const bucket = await findBucket(owner, bucketId);
  if (!bucket?.public) throw STORAGE_ERRORS.noSuchBucket();
  const object = await findPublicObject(owner, bucketId, name);
  const bytes = object && (await files.read(bucketId, object.id));
  if (!object || !bytes) throw STORAGE_ERRORS.noSuchKey();
  const metadata = object.metadata ?? {};
  const headers: Record<string, string> = {
    ...FILE_HEADERS,
    'Content-Type': metadata.mimetype ?? 'application/octet-stream',
    'Cache-Control': metadata.cacheControl ?? 'no-cache',
    'Content-Length': String(bytes.byteLength),
  };
  if (metadata.eTag) headers.ETag = metadata.eTag;
  if (metadata.lastModified) headers['Last-Modified'] = metadata.lastModified;
  for (const [header, value] of Object.entries(headers)) res.setHeader(header, value);
  if (metadata.eTag && req.headers['if-none-match'] === metadata.eTag) {
    res.statusCode = 304;
    res.removeHeader('Content-Length');
    res.end();
    return;
  }
  res.statusCode = 200;
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
