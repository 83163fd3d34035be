/** A labelled select of the request form, with an empty first choice that counts as missing. */
import { fieldClass } from '../../lib/styles/field-styles.ts';
import Field, { problemProps } from '../ui/Field.tsx';
import { fieldId, fieldMessageId } from './issue-message.ts';

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
}: SelectFieldProps) {
  const id = fieldId(field);
  const problem = { id: fieldMessageId(field), message };
  return (
    <Field controlId={id} label={label} problem={problem}>
      <select
        id={id}
        name={field}
        value={value}
        required
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
