/** A small form's submit button, busy while it saves, and Cancel when the form edits something. */
import { ACTION_TEXT } from '../strings.ts';
import { rowActionClass } from './row-action.ts';

interface Props {
  submitLabel: string;
  busy: boolean;
  onCancel?: (() => void) | undefined;
}

export default function FormButtons({ submitLabel, busy, onCancel }: Props) {
  return (
    <div className="flex gap-2">
      <button type="submit" className={rowActionClass('secondary')} disabled={busy} aria-busy={busy}>
        {submitLabel}
      </button>
      {onCancel && (
        <button type="button" className={rowActionClass('ghost')} onClick={onCancel}>
          {ACTION_TEXT.cancel}
        </button>
      )}
    </div>
  );
}
