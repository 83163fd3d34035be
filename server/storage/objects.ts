/**
 * storage.buckets and storage.objects as storage-api reads and writes them
 * (github.com/supabase/storage src/storage/database/knex.ts, object.ts): the bucket's rules as the
 * storage server itself (asSuperUser, here the schema owner), every object row as the caller,
 * in a transaction set up as the REST half sets up a request's (rest/execute.ts: the caller's
 * role and JWT claims), so the policies on storage.objects decide.
 */
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { inRequestTransaction, type RequestSettings } from '../rest/execute.ts';
import type { BucketRules } from './bucket-rules.ts';

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface WriteObject {
  bucket: string;
  name: string;
  metadata: ObjectMetadata;
  /** The caller's user id (the token's sub), which becomes the object's owner. */
  owner: string | undefined;
}

/** What an object listing gives for each entry (storage-api's objectSchema); folders have no id. */
export interface ObjectEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: Record<string, unknown> | null;
}

/** The columns a listing may be sorted by (storage-api's listObjects.ts schema). */
export const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const;

export interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  search: string;
  sortBy: { column: (typeof SORT_COLUMNS)[number]; order: 'asc' | 'desc' };
}

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findBucket(owner: Queryable, id: string): Promise<BucketRules | undefined> {
  const { rows } = await owner.query<{
    id: string;
    public: boolean | null;
    file_size_limit: string | number | null;
    allowed_mime_types: string[] | null;
  }>('select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [id]);
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    public: row.public === true,
    fileSizeLimit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    allowedMimeTypes: row.allowed_mime_types,
  };
}

/**
 * Writes the object's row as the caller and returns its id: a new row, or with `upsert` the row of
 * that name replaced (insert … on conflict do update, which RLS lets through only with the
 * select and update policies too, as on Supabase). A new row's id is made here, so a plain
 * insert needs no select policy (no RETURNING).
 */
export async function writeObject(
  api: Database,
  settings: RequestSettings,
  object: WriteObject,
  upsert: boolean,
): Promise<string> {
  const owner = object.owner && UUID_SHAPE.test(object.owner) ? object.owner : null;
  const params = [randomUUID(), object.bucket, object.name, owner, object.owner ?? null, object.metadata];
  return inRequestTransaction(api, settings, async (tx) => {
    const insert =
      'insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata) values ($1, $2, $3, $4, $5, $6)';
    if (!upsert) {
      await tx.query(insert, params);
      return params[0] as string;
    }
    const { rows } = await tx.query<{ id: string }>(
      `${insert}
       on conflict (bucket_id, name) do update
         set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
             last_accessed_at = now()
       returning id::text`,
      params,
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('the upsert of a storage object returned no id');
    return id;
  });
}

/** Deletes the named objects the caller may delete; returns the rows deleted. */
export function deleteObjects(
  api: Database,
  settings: RequestSettings,
  bucket: string,
  names: string[],
): Promise<(ObjectEntry & { bucket_id: string })[]> {
  return inRequestTransaction(api, settings, async (tx) => {
    const { rows } = await tx.query<ObjectEntry & { bucket_id: string }>(
      `delete from storage.objects where bucket_id = $1 and name = any ($2::text[])
       returning id::text, bucket_id, name, owner, owner_id, version, created_at, updated_at,
                 last_accessed_at, metadata, user_metadata`,
      [bucket, names],
    );
    return rows;
  });
}

/**
 * One level of a bucket below `prefix`, as storage.search answers (storage-api's
 * migrations/tenant/0063-fix-search-name-relative-to-prefix.sql): the folders (by name only) and
 * files directly under it whose names begin with `search`, as the caller sees the rows (RLS).
 * By name, folders and files sort together; by a date, folders come first.
 */
export function listObjects(
  api: Database,
  settings: RequestSettings,
  bucket: string,
  options: ListOptions,
): Promise<ObjectEntry[]> {
  const prefix =
    options.prefix.length > 0 && !options.prefix.endsWith('/') ? `${options.prefix}/` : options.prefix;
  const level = prefix.split('/').length;
  const direction = options.sortBy.order === 'desc' ? 'desc' : 'asc';
  // Written into the SQL: only ever one of the known columns.
  const column = SORT_COLUMNS.find((known) => known === options.sortBy.column) ?? 'name';
  const order =
    column === 'name'
      ? `name collate "C" ${direction}`
      : `folder desc, ${column} ${direction}, name collate "C" asc`;
  return inRequestTransaction(api, { ...settings, readOnly: true }, async (tx) => {
    const { rows } = await tx.query<ObjectEntry>(
      `with hits as (
         select o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata,
                o.path_tokens[$3] as token, pg_catalog.array_length(o.path_tokens, 1) > $3 as in_folder
           from storage.objects as o
          where o.bucket_id = $1
            and pg_catalog.lower(pg_catalog.left(o.name, pg_catalog.length($2))) = pg_catalog.lower($2)
       ), entries as (
         select token as name, null::uuid as id, null::timestamptz as updated_at,
                null::timestamptz as created_at, null::timestamptz as last_accessed_at,
                null::jsonb as metadata, true as folder
           from hits where in_folder group by token
         union all
         select token, id, updated_at, created_at, last_accessed_at, metadata, false
           from hits where not in_folder
       )
       select name, id::text as id, updated_at, created_at, last_accessed_at, metadata
         from entries order by ${order} limit $4 offset $5`,
      [bucket, prefix + options.search, level, options.limit, options.offset],
    );
    return rows;
  });
}

/** An object of a public bucket as the storage server reads it, past RLS (asSuperUser). */
export async function findPublicObject(
  owner: Queryable,
  bucket: string,
  name: string,
): Promise<{ id: string; metadata: Partial<ObjectMetadata> | null } | undefined> {
  const { rows } = await owner.query<{ id: string; metadata: Partial<ObjectMetadata> | null }>(
    'select id::text as id, metadata from storage.objects where bucket_id = $1 and name = $2',
    [bucket, name],
  );
  return rows[0];
}
