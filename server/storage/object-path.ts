/**
 * The bucket and object name of a storage path, checked as storage-api checks them
 * (github.com/supabase/storage src/storage/limits.ts: isValidKey, isValidBucketName, S3's safe
 * characters), and more strictly: no name has an empty, `.` or `..` segment, so no name can mean
 * a folder above its own, here or wherever a client joins it into a path. Files on disk are named
 * by the object's id, never by its name (file-store.ts), so this is not what keeps them in place.
 */
import { STORAGE_ERRORS } from './errors.ts';

// Hyphen is last so it stays a literal (storage-api's VALID_OBJECT_KEY and VALID_BUCKET_NAME).
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/;

export interface ObjectPath {
  bucket: string;
  name: string;
}

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export function checkBucketName(raw: string): string {
  const bucket = decoded(raw);
  if (!bucket || !VALID_BUCKET_NAME.test(bucket) || bucket === '.' || bucket === '..') {
    throw STORAGE_ERRORS.invalidBucketName();
  }
  return bucket;
}

export function checkObjectName(name: string): string {
  const segments = name.split('/');
  const traverses = segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  if (name.length === 0 || !VALID_OBJECT_KEY.test(name) || traverses) throw STORAGE_ERRORS.invalidKey(name);
  return name;
}

/** `bucket/folder/file.png` (still percent-encoded, as the URL path has it) into its two parts. */
export function parseObjectPath(rawPath: string): ObjectPath {
  const slash = rawPath.indexOf('/');
  if (slash <= 0) throw STORAGE_ERRORS.invalidKey(decoded(rawPath) ?? rawPath);
  const bucket = checkBucketName(rawPath.slice(0, slash));
  const rawName = rawPath.slice(slash + 1);
  const name = decoded(rawName);
  if (name === undefined) throw STORAGE_ERRORS.invalidKey(rawName);
  return { bucket, name: checkObjectName(name) };
}
