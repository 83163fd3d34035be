/**
 * What a bucket lets in: hosted Storage's own checks (github.com/supabase/storage
 * src/storage/uploader.ts: the bucket's file_size_limit, else the project's; validateMimeType
 * against allowed_mime_types), and the local server's check of the bytes: where a
 * bucket allows only image types this server recognizes (src/lib/images/image-bytes.ts, which the
 * editor checks with too), the file must begin as
 * one of them, the one it was declared as. Hosted Storage trusts the declared type; an SVG
 * declared as image/png would pass it, not this.
 */
import { notAnAllowedImage, STORAGE_ERRORS } from './errors.ts';
import { IMAGE_TYPES, imageType } from '../../src/lib/images/image-bytes.ts';
import type { UploadedFile } from './upload-body.ts';

/** A hosted project's own upload limit, which applies where a bucket sets none (50 MB, the free plan's). */
export const PROJECT_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

export interface BucketRules {
  id: string;
  public: boolean;
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
}

export function maxFileBytes(bucket: BucketRules): number {
  return Math.min(bucket.fileSizeLimit ?? PROJECT_FILE_SIZE_LIMIT, PROJECT_FILE_SIZE_LIMIT);
}

/** storage-api's validateMimeType: `type/subtype` against each allowed one, `type/*` included. */
function checkDeclaredType(mimeType: string, allowed: readonly string[]): void {
  const [type, subtype] = mimeType.split('/');
  if (subtype === undefined) throw STORAGE_ERRORS.invalidMimeType(mimeType);
  const matches = allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
  if (!matches) throw STORAGE_ERRORS.invalidMimeType(mimeType);
}

export function checkUpload(bucket: BucketRules, file: UploadedFile): void {
  const allowed = bucket.allowedMimeTypes ?? [];
  if (allowed.length === 0) return;
  checkDeclaredType(file.mimeType, allowed);
  if (!allowed.every((type) => (IMAGE_TYPES as readonly string[]).includes(type))) return;
  const declared = file.mimeType.split(';')[0]?.trim().toLowerCase();
  if (imageType(file.bytes) !== declared) throw notAnAllowedImage(allowed);
}
