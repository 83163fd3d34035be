/**
 * /storage/v1: the part of Supabase Storage's API that storage-js's file client calls
 * (node_modules/@supabase/storage-js: upload, update, remove, list; getPublicUrl's address), with
 * storage-api's routes, status codes and bodies (github.com/supabase/storage
 * src/http/routes/object/: createObject.ts, updateObject.ts, deleteObjects.ts, listObjects.ts,
 * getPublicObject.ts):
 *   POST   /object/{bucket}/{name}       upload (x-upsert: true replaces)   → { Id, Key }
 *   PUT    /object/{bucket}/{name}       update (replaces, or creates)      → { Id, Key }
 *   DELETE /object/{bucket}              { prefixes: [names] }              → the deleted objects
 *   POST   /object/list/{bucket}         { prefix, limit, offset, sortBy, search } → one level
 *   GET    /object/public/{bucket}/{name} a public bucket's file, to anyone (no key, no RLS)
 * Rows are written as the caller (objects.ts), so RLS decides; bytes go to the file store only
 * once the row is committed (file-store.ts), so a refused write stores nothing.
 */
import { NO_TRUSTED_PROXIES, type TrustedProxies } from '../http/client-ip.ts';
import { requestSettings } from '../rest/handler.ts';
import { createHash } from 'node:crypto';
import { jsonObject } from '../../src/lib/db/json-object.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from '../context.ts';
import type { Identity } from '../gateway/gateway.ts';
import { parseJson } from '../http/body.ts';
import { sendJson } from '../http/respond.ts';
import { RestError } from '../rest/errors.ts';
import type { RequestSettings } from '../rest/execute.ts';
import { checkUpload, maxFileBytes } from './bucket-rules.ts';
import { fromRestError, sendStorageError, STORAGE_ERRORS, StorageError, tokenRefusal } from './errors.ts';
import type { FileStore } from './file-store.ts';
import { checkBucketName, parseObjectPath } from './object-path.ts';
import {
  deleteObjects,
  findBucket,
  listObjects,
  SORT_COLUMNS,
  writeObject,
  type ListOptions,
} from './objects.ts';
import { servePublicObject } from './public-object.ts';
import { readBounded, readUpload } from './upload-body.ts';

/** storage.search's own cap on one page (storage-api migrations/tenant/0063…). */
const MAX_LIST_LIMIT = 1500;

export interface StorageOptions {
  /** Where the files live: DATA_DIR/storage. */
  files: FileStore;
  /** As the REST half's: whose x-forwarded-for the request settings believe. */
  proxies?: TrustedProxies;
}

const PUBLIC_READ = '/object/public/';

/** The public read: the one storage route Kong opens to callers without a key. */
export function isPublicRead(method: string | undefined, below: string): boolean {
  return (method === 'GET' || method === 'HEAD') && below.startsWith(PUBLIC_READ);
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const parsed = parseJson(await readBounded(req));
  const body = parsed.ok ? jsonObject(parsed.value) : null;
  if (!body) throw STORAGE_ERRORS.invalidRequest('body must be object');
  return body;
}

/** The list request's body as storage-api's schema takes it (listObjects.ts), with storage-js's defaults. */
function listOptions(body: Record<string, unknown>): ListOptions {
  const { prefix, limit = 100, offset = 0, search = '', sortBy = {} } = body;
  if (typeof prefix !== 'string')
    throw STORAGE_ERRORS.invalidRequest("body must have required property 'prefix'");
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1) {
    throw STORAGE_ERRORS.invalidRequest('body/limit must be >= 1');
  }
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0) {
    throw STORAGE_ERRORS.invalidRequest('body/offset must be >= 0');
  }
  if (typeof search !== 'string') throw STORAGE_ERRORS.invalidRequest('body/search must be string');
  const sort = (typeof sortBy === 'object' && sortBy !== null ? sortBy : {}) as Record<string, unknown>;
  const column = sort.column ?? 'name';
  const order = sort.order ?? 'asc';
  if (!SORT_COLUMNS.includes(column as (typeof SORT_COLUMNS)[number])) {
    throw STORAGE_ERRORS.invalidRequest('body/sortBy/column must be equal to one of the allowed values');
  }
  if (order !== 'asc' && order !== 'desc') {
    throw STORAGE_ERRORS.invalidRequest('body/sortBy/order must be equal to one of the allowed values');
  }
  return {
    prefix,
    limit: Math.min(limit, MAX_LIST_LIMIT),
    offset,
    search,
    sortBy: { column: column as ListOptions['sortBy']['column'], order },
  };
}

export function createStorageHandler(ctx: BackendContext, options: StorageOptions) {
  const { files, proxies = NO_TRUSTED_PROXIES } = options;
  // Every storage call here writes or lists through RLS as the caller, in a transaction that may write.
  const settingsFor = (req: IncomingMessage, identity: Identity, path: string): RequestSettings => ({
    ...requestSettings(req, identity.caller, path, proxies),
    readOnly: false,
  });

  async function upload(req: IncomingMessage, res: ServerResponse, rawPath: string, identity: Identity) {
    const { bucket: bucketId, name } = parseObjectPath(rawPath);
    // PUT replaces as storage-api's updateObject.ts does (isUpsert: true); POST only with x-upsert.
    const upsert = req.method === 'PUT' || req.headers['x-upsert'] === 'true';
    const bucket = await findBucket(ctx.db.owner, bucketId);
    if (!bucket) throw STORAGE_ERRORS.noSuchBucket();
    const file = await readUpload(req, maxFileBytes(bucket));
    checkUpload(bucket, file);
    const staged = await files.stage(bucketId, file.bytes);
    try {
      const id = await writeObject(
        ctx.db.api,
        settingsFor(req, identity, `/object/${rawPath}`),
        {
          bucket: bucketId,
          name,
          owner: typeof identity.caller.claims.sub === 'string' ? identity.caller.claims.sub : undefined,
          metadata: {
            eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
            size: file.bytes.byteLength,
            mimetype: file.mimeType,
            cacheControl: file.cacheControl,
            lastModified: new Date().toUTCString(),
            contentLength: file.bytes.byteLength,
            httpStatusCode: 200,
          },
        },
        upsert,
      );
      await staged.commit(id);
      sendJson(res, 200, { Id: id, Key: `${bucketId}/${name}` });
    } catch (error) {
      await staged.discard();
      throw error;
    }
  }

  async function remove(req: IncomingMessage, res: ServerResponse, rawBucket: string, identity: Identity) {
    const bucket = checkBucketName(rawBucket);
    const { prefixes } = await readJson(req);
    if (
      !Array.isArray(prefixes) ||
      prefixes.length === 0 ||
      prefixes.some((name) => typeof name !== 'string')
    ) {
      throw STORAGE_ERRORS.invalidRequest('body/prefixes must be a non-empty array of strings');
    }
    const deleted = await deleteObjects(
      ctx.db.api,
      settingsFor(req, identity, `/object/${rawBucket}`),
      bucket,
      prefixes,
    );
    // After the rows are gone: a file whose delete fails is an orphan nobody can reach, never a
    // row without its file.
    await Promise.all(deleted.map((object) => (object.id ? files.remove(bucket, object.id) : undefined)));
    sendJson(res, 200, deleted);
  }

  async function list(req: IncomingMessage, res: ServerResponse, rawBucket: string, identity: Identity) {
    const bucket = checkBucketName(rawBucket);
    const options = listOptions(await readJson(req));
    const entries = await listObjects(
      ctx.db.api,
      settingsFor(req, identity, `/object/list/${rawBucket}`),
      bucket,
      options,
    );
    sendJson(res, 200, entries);
  }

  async function route(req: IncomingMessage, res: ServerResponse, below: string, identity: Identity) {
    const method = req.method ?? 'GET';
    if (isPublicRead(method, below)) {
      const { bucket, name } = parseObjectPath(below.slice(PUBLIC_READ.length));
      return servePublicObject(ctx.db.owner, files, req, res, bucket, name);
    }
    if (identity.tokenFailure) throw tokenRefusal(identity.tokenFailure);
    const listed = /^\/object\/list\/([^/]+)$/.exec(below);
    if (listed?.[1] && method === 'POST') return list(req, res, listed[1], identity);
    const bucketOnly = /^\/object\/([^/]+)\/?$/.exec(below);
    if (bucketOnly?.[1] && method === 'DELETE') return remove(req, res, bucketOnly[1], identity);
    const object = /^\/object\/(.+)$/.exec(below);
    if (object?.[1] && (method === 'POST' || method === 'PUT')) return upload(req, res, object[1], identity);
    throw STORAGE_ERRORS.notFound();
  }

  /** Answers a request whose path starts with /storage/v1; `below` is the rest of it. */
  return async function handleStorage(
    req: IncomingMessage,
    res: ServerResponse,
    _url: URL,
    below: string,
    identity: Identity,
  ): Promise<void> {
    try {
      await route(req, res, below, identity);
    } catch (error) {
      const refusal =
        error instanceof StorageError ? error : error instanceof RestError ? fromRestError(error) : undefined;
      if (!refusal) throw error;
      // A refusal sent before the body was read: the rest is drained so the answer can be written.
      req.resume();
      sendStorageError(res, refusal);
    }
  };
}
