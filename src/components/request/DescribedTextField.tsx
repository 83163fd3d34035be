/**
 * A typed field of a lead form as its table's description states it (label, kind, limit,
 * optional): the request form's (StepDetails, StepOrganization) and the contact dialog's.
 */
import { formLabel } from '../../../supabase/functions/_shared/lead-field.ts';
import type { DescribedText } from '../../lib/forms/described-fields.ts';
import TextField from './TextField.tsx';

export interface DescribedTextFieldProps {
  described: DescribedText;
  /** The control's id; its message's is this with -message after it. */
  id: string;
  value: string;
  /** What is wrong with the value, shown beside it; undefined when nothing is. */
  message: string | undefined;
  disabled?: boolean;
  onChange: (value: string) => void;
}

export default function DescribedTextField({
  described,
  id,
  value,
  message,
  disabled = false,
  onChange,
}: DescribedTextFieldProps) {
  const { form: input } = described;
  return (
    <TextField
      field={input.key}
      id={id}
      label={formLabel(described)}
      value={value}
      onChange={onChange}
      type={input.type}
      autoComplete={input.autoComplete}
      optional={input.optional}
      multiline={input.multiline}
      rows={input.rows}
      maxLength={described.maxLength}
      message={message}
      disabled={disabled}
    />
  );
}
