/**
 * Uploading one image at a time from the editor, with what to say while it goes and when it is
 * refused (src/lib/db/blog-images.ts checks and sends it). The caller decides what the uploaded
 * image becomes: a cover, or a Markdown image in the content.
 */
import { useState } from 'react';
import { uploadBlogImage, type UploadOutcome } from '../../lib/db/blog-images.ts';
import { BLOG_ADMIN } from './strings.ts';

const PROBLEMS = BLOG_ADMIN.problems;

function problemText(outcome: Extract<UploadOutcome, { ok: false }>): string {
  if (outcome.problem === 'notAnImage') return PROBLEMS.notAnImage;
  if (outcome.problem === 'tooLarge') return PROBLEMS.imageTooLarge;
  if (outcome.problem === 'unreadable') return PROBLEMS.imageUnreadable;
  return PROBLEMS.uploadFailed(outcome.message ?? '');
}

export interface ImageUpload {
  uploading: boolean;
  /** What the last try said: a refusal, or the caller's own words once it worked. */
  status: { tone: 'error' | 'info'; text: string } | null;
  upload: (file: File, done: (outcome: Extract<UploadOutcome, { ok: true }>) => string) => Promise<void>;
}

export function useImageUpload(): ImageUpload {
  const [uploading, setUploading] = useState(false);
  const [status, setStatus] = useState<ImageUpload['status']>(null);
  return {
    uploading,
    status,
    async upload(file, done) {
      setUploading(true);
      setStatus({ tone: 'info', text: BLOG_ADMIN.form.uploading });
      const outcome = await uploadBlogImage(file).catch((error: unknown): UploadOutcome => ({
        ok: false,
        problem: 'failed',
        message: String(error),
      }));
      setUploading(false);
      setStatus(
        outcome.ok ? { tone: 'info', text: done(outcome) } : { tone: 'error', text: problemText(outcome) },
      );
    },
  };
}
