/** A labelled text input or text area of a lead form, with its refusal beside it. */
import { fieldClass } from '../../lib/styles/field-styles.ts';
import OptionalMark from './OptionalMark.tsx';
import Field, { problemProps } from '../ui/Field.tsx';

export interface TextFieldProps {
  /** The control's name. */
  field: string;
  /** The control's id; its message's is this with -message after it. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  /** Marks the label "(optional)"; other fields are required. */
  optional?: boolean;
  multiline?: boolean;
  /** The text area's height. */
  rows?: number;
  /** The column's length, so the field takes no more than the database keeps. */
  maxLength?: number;
  /** What is wrong with the value, shown beside it; undefined when nothing is. */
  message: string | undefined;
  disabled: boolean;
}

export default function TextField({
  field,
  id,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  optional = false,
  multiline = false,
  rows = 4,
  maxLength,
  message,
  disabled,
}: TextFieldProps) {
  const problem = { id: `${id}-message`, message };
  const shared = {
    id,
    name: field,
    value,
    disabled,
    maxLength,
    required: !optional,
    ...problemProps(problem),
    className: fieldClass(),
  };
  const labelled = (
    <>
      {label}
      {optional && <OptionalMark />}
    </>
  );
  return (
    <Field controlId={id} label={labelled} problem={problem}>
      {multiline ? (
        <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={type}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
