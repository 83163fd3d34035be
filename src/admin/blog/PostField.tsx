/** A labelled text input or text area of the blog form, with an optional hint under it. */
import type { Ref } from 'react';
import { fieldClass } from '../../lib/styles/field-styles.ts';
import Field from '../../components/ui/Field.tsx';

export interface PostFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  required?: boolean;
  invalid: boolean;
  disabled: boolean;
  maxLength: number;
  rows?: number;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

export default function PostField({
  id,
  label,
  value,
  onChange,
  hint,
  required = false,
  invalid,
  disabled,
  maxLength,
  rows,
  inputRef,
}: PostFieldProps) {
  const hintId = `${id}-hint`;
  // aria-required rather than required: the form explains a missing field in its own words.
  const shared = {
    id,
    name: id,
    value,
    disabled,
    maxLength,
    ref: inputRef,
    'aria-required': required,
    'aria-invalid': invalid,
    'aria-describedby': hint ? hintId : undefined,
    className: fieldClass('sm'),
  };
  return (
    <Field controlId={id} label={label}>
      {rows ? (
        <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
    </Field>
  );
}
