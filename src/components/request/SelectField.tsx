/**
 * A labelled select of the request form, with an empty first choice: missing when the field is
 * required, no choice when it is optional.
 */
import { fieldClass } from '../../lib/styles/field-styles.ts';
import Field, { problemProps } from '../ui/Field.tsx';
import { fieldId, fieldMessageId } from './issue-message.ts';
import OptionalMark from './OptionalMark.tsx';

export interface SelectFieldProps {
  field: string;
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the choice, shown beside it; undefined when nothing is. */
  message: string | undefined;
  disabled: boolean;
  /** Marks the label "(optional)"; other selects are required. */
  optional?: boolean | undefined;
}

export default function SelectField({
  field,
  label,
  placeholder,
  options,
  value,
  onChange,
  message,
  disabled,
  optional = false,
}: SelectFieldProps) {
  const id = fieldId(field);
  const problem = { id: fieldMessageId(field), message };
  const framedLabel = (
    <>
      {label}
      {optional && <OptionalMark />}
    </>
  );
  return (
    <Field controlId={id} label={framedLabel} problem={problem}>
      <select
        id={id}
        name={field}
        value={value}
        required={!optional}
        disabled={disabled}
        {...problemProps(problem)}
        onChange={(event) => onChange(event.target.value)}
        className={fieldClass()}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
