/**
 * The file of an upload, read as storage-api reads it (github.com/supabase/storage
 * src/storage/uploader.ts, fileUploadFromRequest): a multipart/form-data body (what storage-js
 * sends for a Blob, File or FormData) gives its first file part, its type from a `contentType`
 * field or the part's own, and its cache time from `cacheControl`; any other body is the file
 * itself, typed by Content-Type and cached per Cache-Control. The bucket's size limit bounds the
 * body before it is read whole: a Content-Length over it is refused unread, and reading stops as
 * soon as the bytes pass it (a multipart body may carry a little framing besides the file).
 */
import type { IncomingMessage } from 'node:http';
import { BodyTooLargeError, readBody } from '../http/body.ts';
import { STORAGE_ERRORS } from './errors.ts';

/** Room for a multipart body's boundaries, part headers and small fields around the file. */
const MULTIPART_FRAMING_BYTES = 64 * 1024;

export interface UploadedFile {
  bytes: Uint8Array;
  mimeType: string;
  cacheControl: string;
}

/** The request's body, refused in storage-api's words (EntityTooLarge) past `limit` bytes. */
export async function readBounded(req: IncomingMessage, limit?: number): Promise<Buffer> {
  try {
    return await readBody(req, limit);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw STORAGE_ERRORS.entityTooLarge();
    throw error;
  }
}

async function fromMultipart(body: Buffer, contentType: string): Promise<UploadedFile> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw STORAGE_ERRORS.noContentProvided();
  }
  let file: File | undefined;
  for (const value of form.values()) {
    if (typeof value !== 'string') {
      file = value;
      break;
    }
  }
  if (!file) throw STORAGE_ERRORS.noContentProvided();
  const declared = form.get('contentType');
  const cacheTime = form.get('cacheControl');
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    mimeType: (typeof declared === 'string' && declared) || file.type || 'application/octet-stream',
    cacheControl: typeof cacheTime === 'string' && cacheTime ? `max-age=${cacheTime}` : 'no-cache',
  };
}

/** The uploaded file, at most `maxFileBytes` long, or EntityTooLarge. */
export async function readUpload(req: IncomingMessage, maxFileBytes: number): Promise<UploadedFile> {
  const contentType = req.headers['content-type'] ?? '';
  const multipart = contentType.toLowerCase().startsWith('multipart/form-data');
  const body = await readBounded(req, multipart ? maxFileBytes + MULTIPART_FRAMING_BYTES : maxFileBytes);
  const file = multipart
    ? await fromMultipart(body, contentType)
    : {
        bytes: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
        mimeType: contentType || 'application/octet-stream',
        cacheControl: req.headers['cache-control'] ?? 'no-cache',
      };
  if (file.bytes.byteLength > maxFileBytes) throw STORAGE_ERRORS.entityTooLarge();
  return file;
}
