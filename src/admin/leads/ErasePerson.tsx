/**
 * Erase person, in the person's view (docs/product.md#erasure-and-retention): what erasing deletes,
 * counted by the database beforehand (erasure_preview), then the button, which asks once more.
 * Owners only; the database refuses everyone else both the count and the erasure.
 */
import { useCallback, useId, useState } from 'react';
import { fetchErasurePreview } from '../../lib/db/lead-answers.ts';
import { erasePerson } from '../../lib/db/lead-desk.ts';
import { showToast } from '../../lib/ui/toast.ts';
import { rowActionClass } from '../ui/row-action.ts';
import { ERASE_PREVIEW_TEXT } from './answer-strings.ts';
import { ERASE_TEXT } from './desk-strings.ts';
import { useRead } from './use-read.ts';

interface Props {
  email: string;
  /** After an erasure: the list and the counts are read again, and the view closes. */
  onErased: () => void;
}

export default function ErasePerson({ email, onErased }: Props) {
  const headingId = useId();
  const { value: preview, failed: previewFailed } = useRead(
    useCallback(() => fetchErasurePreview(email), [email]),
  );
  const [erasing, setErasing] = useState(false);

  async function erase() {
    if (!window.confirm(ERASE_TEXT.confirm(email))) return;
    setErasing(true);
    const rows = await erasePerson(email).catch(() => null);
    setErasing(false);
    if (rows === null) {
      showToast({ title: ERASE_TEXT.failed, description: ERASE_TEXT.failedDescription, tone: 'error' });
      return;
    }
    showToast({ title: ERASE_TEXT.done, description: ERASE_TEXT.doneDescription(rows), tone: 'success' });
    onErased();
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-red-100 pt-4"
    >
      <div className="min-w-0 flex-1 basis-64 text-sm">
        <h3 id={headingId} className="font-semibold text-ink">
          {ERASE_PREVIEW_TEXT.heading}
        </h3>
        <p className="text-muted">
          {preview
            ? ERASE_PREVIEW_TEXT.deletes(preview)
            : previewFailed
              ? ERASE_PREVIEW_TEXT.fetchFailed
              : ERASE_PREVIEW_TEXT.loading}
        </p>
      </div>
      <button
        type="button"
        className={rowActionClass('danger')}
        disabled={erasing || preview === null}
        aria-busy={erasing}
        onClick={() => void erase()}
      >
        {ERASE_TEXT.button}
      </button>
    </section>
  );
}
