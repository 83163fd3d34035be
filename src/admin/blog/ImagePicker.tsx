/**
 * Choosing an image in the editor (for the content or the cover): a file picker drawn as a button,
 * and the line that says how the upload went (use-image-upload.ts).
 */
import { IMAGE_TYPES } from '../../lib/images/image-bytes.ts';
import { buttonClass } from '../../lib/styles/button-styles.ts';
import type { ImageUpload } from './use-image-upload.ts';

interface PickerProps {
  label: string;
  disabled: boolean;
  describedBy?: string;
  onFile: (file: File) => void;
}

export default function ImagePicker({ label, disabled, describedBy, onFile }: PickerProps) {
  return (
    <label className={`${buttonClass('secondary', 'sm')} cursor-pointer focus-within:ring-2`}>
      {label}
      <input
        type="file"
        accept={IMAGE_TYPES.join(',')}
        className="sr-only"
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied, so choosing the same file again is a change too.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}

/** How the last upload went, read out as it changes; `className` places it. */
export function UploadStatus({
  id,
  status,
  className = '',
}: {
  id?: string;
  status: ImageUpload['status'];
  className?: string;
}) {
  const tone = status?.tone === 'error' ? 'text-red-700' : 'text-muted';
  return (
    <p id={id} role="status" className={`text-sm ${tone} ${className}`.trim()}>
      {status?.text}
    </p>
  );
}
