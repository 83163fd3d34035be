/** Step 1: who is asking and for which organization. */
import { ORGANIZATION_TYPES, REQUEST_ACCESS, type OrganizationType } from '../../data/request-access.ts';
import {
  REQUEST_TEXT_FIELDS,
  type RequestField,
  type RequestForm,
  type RequestTextField,
} from '../../lib/forms/request-form.ts';
import { isOrganizationType, type RequestIssue } from '../../lib/forms/request-validation.ts';
import DescribedTextField from './DescribedTextField.tsx';
import { fieldId, fieldMessageText } from './issue-message.ts';
import SelectField from './SelectField.tsx';

export interface StepDetailsProps {
  form: RequestForm;
  issues: ReadonlyMap<RequestField, RequestIssue>;
  disabled: boolean;
  onChange: (field: RequestTextField, value: string) => void;
  onChooseType: (type: OrganizationType | '') => void;
}

const { fields } = REQUEST_ACCESS;

const TYPED = REQUEST_TEXT_FIELDS.filter((described) => described.form.step === 1);

export default function StepDetails({ form, issues, disabled, onChange, onChooseType }: StepDetailsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {TYPED.map((described) => (
        // Names share a row on wide screens; the other fields take a row each.
        <div key={described.form.key} className={'half' in described.form ? undefined : 'sm:col-span-2'}>
          <DescribedTextField
            described={described}
            id={fieldId(described.form.key)}
            value={form[described.form.key]}
            message={fieldMessageText(issues, described.form.key)}
            disabled={disabled}
            onChange={(value) => onChange(described.form.key, value)}
          />
        </div>
      ))}
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
