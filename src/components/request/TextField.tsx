/** A labelled text input or text area of the request form. */
import { REQUEST_ACCESS } from '../../data/request-access.ts';
import { fieldClass, LABEL_CLASS, OPTIONAL_CLASS } from '../../lib/field-styles.ts';
import { fieldId } from './issue-message.ts';

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
  invalid: boolean;
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
  invalid,
  disabled,
}: TextFieldProps) {
  const id = fieldId(field);
  const shared = {
    id,
    name: field,
    value,
    disabled,
    required: !optional,
    'aria-invalid': invalid,
    className: fieldClass(),
  };
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
        {optional && <span className={OPTIONAL_CLASS}> {REQUEST_ACCESS.fields.optional}</span>}
      </label>
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
    </div>
  );
}
