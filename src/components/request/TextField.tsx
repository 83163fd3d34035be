/** A labelled text input or text area of the request form, with its refusal beside it. */
import { REQUEST_ACCESS } from '../../data/request-access.ts';
import { fieldClass, OPTIONAL_CLASS } from '../../lib/styles/field-styles.ts';
import Field, { problemProps } from '../ui/Field.tsx';
import { fieldId, fieldMessageId } from './issue-message.ts';

export interface TextFieldProps {
  field: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  /** Marks the label "(optional)"; other fields are required. */
  optional?: boolean;
  multiline?: boolean;
  /** The column's length, so the field takes no more than the database keeps. */
  maxLength: number;
  /** What is wrong with the value, shown beside it; undefined when nothing is. */
  message: string | undefined;
  disabled: boolean;
}

export default function TextField({
  field,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  optional = false,
  multiline = false,
  maxLength,
  message,
  disabled,
}: TextFieldProps) {
  const id = fieldId(field);
  const problem = { id: fieldMessageId(field), message };
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
      {optional && <span className={OPTIONAL_CLASS}> {REQUEST_ACCESS.fields.optional}</span>}
    </>
  );
  return (
    <Field controlId={id} label={labelled} problem={problem}>
      {multiline ? (
        <textarea {...shared} rows={4} onChange={(event) => onChange(event.target.value)} />
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
