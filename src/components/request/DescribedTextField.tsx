/** A typed field of the request form as its description states it: label, kind, limit, optional. */
import { REQUEST_ACCESS } from '../../data/request-access.ts';
import type { FormInput } from '../../../supabase/functions/_shared/lead-field.ts';
import {
  type RequestField,
  type RequestForm,
  type RequestTextField,
  type TextDescribed,
} from '../../lib/forms/request-form.ts';
import type { RequestIssue } from '../../lib/forms/request-validation.ts';
import { fieldMessageText } from './issue-message.ts';
import TextField from './TextField.tsx';

export interface DescribedTextFieldProps {
  described: TextDescribed;
  form: RequestForm;
  issues: ReadonlyMap<RequestField, RequestIssue>;
  disabled: boolean;
  onChange: (field: RequestTextField, value: string) => void;
}

export default function DescribedTextField({
  described,
  form,
  issues,
  disabled,
  onChange,
}: DescribedTextFieldProps) {
  // Read through the general shape, where what a field leaves out is simply undefined.
  const input: Extract<FormInput, { kind: 'text' }> = described.form;
  const field = described.form.key;
  return (
    <TextField
      field={field}
      label={REQUEST_ACCESS.fields[field]}
      value={form[field]}
      onChange={(value) => onChange(field, value)}
      type={input.type}
      autoComplete={input.autoComplete}
      optional={input.optional}
      multiline={input.multiline}
      maxLength={described.maxLength}
      message={fieldMessageText(issues, field)}
      disabled={disabled}
    />
  );
}
