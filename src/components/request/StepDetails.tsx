/** Step 1: who is asking and for which organization. */
import { ORGANIZATION_TYPES, REQUEST_ACCESS, type OrganizationType } from '../../data/request-access.ts';
import {
  isOrganizationType,
  REQUEST_LIMITS,
  type RequestField,
  type RequestForm,
  type RequestIssue,
} from '../../lib/forms/request-validation.ts';
import { fieldMessageText } from './issue-message.ts';
import SelectField from './SelectField.tsx';
import TextField from './TextField.tsx';

export interface StepDetailsProps {
  form: RequestForm;
  issues: ReadonlyMap<RequestField, RequestIssue>;
  disabled: boolean;
  onChange: (field: 'firstName' | 'lastName' | 'email' | 'organizationName', value: string) => void;
  onChooseType: (type: OrganizationType | '') => void;
}

const { fields } = REQUEST_ACCESS;

export default function StepDetails({ form, issues, disabled, onChange, onChooseType }: StepDetailsProps) {
  const text = (field: 'firstName' | 'lastName' | 'email' | 'organizationName') => ({
    field,
    label: fields[field],
    value: form[field],
    onChange: (value: string) => onChange(field, value),
    maxLength: REQUEST_LIMITS[field],
    message: fieldMessageText(issues, field),
    disabled,
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField {...text('firstName')} autoComplete="given-name" />
      <TextField {...text('lastName')} autoComplete="family-name" />
      <div className="sm:col-span-2">
        <TextField {...text('email')} type="email" autoComplete="email" />
      </div>
      <div className="sm:col-span-2">
        <TextField {...text('organizationName')} autoComplete="organization" />
      </div>
      <div className="sm:col-span-2">
        <SelectField
          field="organizationType"
          label={fields.organizationType}
          placeholder={fields.organizationTypePlaceholder}
          options={ORGANIZATION_TYPES}
          value={form.organizationType}
          onChange={(value) => onChooseType(isOrganizationType(value) ? value : '')}
          message={fieldMessageText(issues, 'organizationType')}
          disabled={disabled}
        />
      </div>
    </div>
  );
}
