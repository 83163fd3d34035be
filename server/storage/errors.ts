/**
 * Storage's error answers, as storage-api renders them (github.com/supabase/storage:
 * src/internal/errors/codes.ts for each error's code, status and words; storage-error.ts render()
 * for the body; src/http/error-handler.ts for the HTTP status). The body carries the error's own
 * status as a string (`statusCode: "413"`), while the HTTP status is 400 for every refusal
 * (StorageBackendError's userStatusCode) and 500 for a fault: storage-js reads the first as
 * `error.statusCode` and the second as `error.status`.
 */
import type { ServerResponse } from 'node:http';
import type { TokenFailure } from '../gateway/identify-caller.ts';
import { sendJson } from '../http/respond.ts';
import { RestError } from '../rest/errors.ts';

export class StorageError extends Error {
  override name = 'StorageError';
  /** The status in the body: the error's own (404, 409, 413, 415…). */
  readonly statusCode: number;
  /** The body's `error`: storage-api's legacy name where it has one, else the code. */
  readonly error: string;
  readonly code: string;
  /** The HTTP status: 400 unless the error's own is 500 or set explicitly (withStatusCode). */
  readonly httpStatus: number;

  constructor(statusCode: number, code: string, message: string, error = code, httpStatus?: number) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.error = error;
    this.httpStatus = httpStatus ?? (statusCode === 500 ? 500 : 400);
  }
}

/** Each of storage-api's ERRORS this server can answer (codes.ts), in its words. */
export const STORAGE_ERRORS = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', `Bucket name invalid`, 'Invalid Input'),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  noContentProvided: () => new StorageError(400, 'InvalidRequest', 'No content provided'),
  entityTooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'The object exceeded the maximum allowed size',
      'Payload too large',
    ),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, 'InvalidMimeType', `mime type ${mimeType} is not supported`, 'invalid_mime_type'),
  accessDenied: (message: string) => new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  resourceAlreadyExists: () =>
    new StorageError(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate'),
  databaseUnavailable: () =>
    new StorageError(
      503,
      'DatabaseTimeout',
      'The database is unavailable; please try again shortly',
      'DatabaseTimeout',
      503,
    ),
  notFound: () => new StorageError(404, 'NotFound', 'Route not found', 'Not Found', 404),
  internal: () => new StorageError(500, 'InternalError', 'Internal server error'),
} as const;

/**
 * The local server's own refusal: a file whose bytes are not the image its bucket
 * allows, whatever type it was declared as. Shaped as storage-api's InvalidMimeType, so a client
 * handles it as it handles a refused type.
 */
export function notAnAllowedImage(allowed: readonly string[]): StorageError {
  return new StorageError(
    415,
    'InvalidMimeType',
    `The file's contents are not an image of an allowed type (${allowed.join(', ')}); SVG and other files are refused`,
    'invalid_mime_type',
  );
}

/** A bearer token that did not verify: storage-api's jwt plugin refuses it with AccessDenied. */
export function tokenRefusal(failure: TokenFailure): StorageError {
  return STORAGE_ERRORS.accessDenied(failure.detail);
}

/**
 * A database refusal as storage-api maps it (src/storage/database/errors.ts, DBError.fromDBError):
 * 42501 (a privilege, RLS) is AccessDenied, 23505 ResourceAlreadyExists; the REST half's
 * transaction (rest/execute.ts) reports it as a RestError carrying the SQLSTATE.
 */
export function fromRestError(error: RestError): StorageError | undefined {
  if (error.code === '42501') {
    const words = error.message.includes('row-level security')
      ? 'new row violates row-level security policy'
      : error.message;
    return STORAGE_ERRORS.accessDenied(words);
  }
  if (error.code === '23505') return STORAGE_ERRORS.resourceAlreadyExists();
  if (error.code === 'PGRST000') return STORAGE_ERRORS.databaseUnavailable();
  return undefined;
}

export function sendStorageError(res: ServerResponse, error: StorageError): void {
  sendJson(res, error.httpStatus, {
    statusCode: String(error.statusCode),
    code: error.code,
    error: error.error,
    message: error.message,
  });
}
