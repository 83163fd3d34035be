/**
 * A labelled text input or text area of the blog form, with an optional hint under it and, while
 * the form refuses its value, what is wrong, which the control names with aria-describedby.
 */
import type { DragEvent, Ref } from 'react';
import { fieldClass } from '../../lib/styles/field-styles.ts';
import Field from '../../components/ui/Field.tsx';
import FieldMessage from '../../components/ui/FieldMessage.tsx';

export interface PostFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  required?: boolean;
  /** Why the form refused the value, shown under the field; undefined while it is not refused. */
  problem: string | undefined;
  disabled: boolean;
  maxLength: number;
  rows?: number;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  /** A file dropped on the text area (an image for a Markdown post); without it, a drop is text as usual. */
  onFileDrop?: (file: File) => void;
}

export default function PostField({
  id,
  label,
  value,
  onChange,
  hint,
  required = false,
  problem,
  disabled,
  maxLength,
  rows,
  inputRef,
  onFileDrop,
}: PostFieldProps) {
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const describedBy = [problem && problemId, hint && hintId].filter(Boolean).join(' ');
  // aria-required rather than required: the form explains a missing field in its own words.
  const shared = {
    id,
    name: id,
    value,
    disabled,
    maxLength,
    ref: inputRef,
    'aria-required': required,
    'aria-invalid': problem !== undefined,
    'aria-describedby': describedBy || undefined,
    className: fieldClass('sm'),
  };
  return (
    <Field controlId={id} label={label}>
      {rows ? (
        <textarea
          {...shared}
          rows={rows}
          onChange={(event) => onChange(event.target.value)}
          {...(onFileDrop && {
            onDragOver: (event: DragEvent) => event.preventDefault(),
            onDrop: (event: DragEvent) => {
              const file = event.dataTransfer.files[0];
              if (!file) return;
              event.preventDefault();
              onFileDrop(file);
            },
          })}
        />
      ) : (
        <input {...shared} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      <FieldMessage id={problemId} message={problem} />
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
    </Field>
  );
}
