/** A labelled select of the request form, with an empty first choice that counts as missing. */
import { fieldClass, LABEL_CLASS } from '../../lib/field-styles.ts';
import { fieldId } from './issue-message.ts';

export interface SelectFieldProps {
  field: string;
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  disabled: boolean;
}

export default function SelectField({
  field,
  label,
  placeholder,
  options,
  value,
  onChange,
  invalid,
  disabled,
}: SelectFieldProps) {
  const id = fieldId(field);
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <select
        id={id}
        name={field}
        value={value}
        required
        disabled={disabled}
        aria-invalid={invalid}
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
    </div>
  );
}
