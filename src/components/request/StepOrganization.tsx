/**
 * Step 2: organization size, the plan (chosen already when a pricing card led here), the interests
 * of the chosen type, and the typed fields of step 2.
 */
import {
  FEATURE_INTERESTS,
  ORGANIZATION_SIZES,
  REQUEST_ACCESS,
  REQUEST_TIERS,
  type OrganizationSize,
} from '../../data/request-access.ts';
import {
  REQUEST_TEXT_FIELDS,
  selectValue,
  type RequestField,
  type RequestForm,
  type RequestTextField,
} from '../../lib/forms/request-form.ts';
import { isOrganizationSize, type RequestIssue } from '../../lib/forms/request-validation.ts';
import { LABEL_CLASS } from '../../lib/styles/field-styles.ts';
import DescribedTextField from './DescribedTextField.tsx';
import OptionalMark from './OptionalMark.tsx';
import { fieldId, fieldMessageText } from './issue-message.ts';
import SelectField from './SelectField.tsx';

export interface StepOrganizationProps {
  form: RequestForm;
  issues: ReadonlyMap<RequestField, RequestIssue>;
  disabled: boolean;
  onSize: (size: OrganizationSize | '') => void;
  onTier: (tier: RequestForm['tier']) => void;
  onToggleInterest: (option: string, checked: boolean) => void;
  onChange: (field: RequestTextField, value: string) => void;
}

const { fields } = REQUEST_ACCESS;
const SIZE_OPTIONS = ORGANIZATION_SIZES.map((size) => ({ value: size, label: size }));
const TYPED = REQUEST_TEXT_FIELDS.filter((described) => described.form.step === 2);

export default function StepOrganization({
  form,
  issues,
  disabled,
  onSize,
  onTier,
  onToggleInterest,
  onChange,
}: StepOrganizationProps) {
  const interests = form.organizationType === '' ? [] : FEATURE_INTERESTS[form.organizationType];
  return (
    <div className="grid gap-5">
      <SelectField
        field="organizationSize"
        label={fields.organizationSize}
        placeholder={fields.organizationSizePlaceholder}
        options={SIZE_OPTIONS}
        value={form.organizationSize}
        onChange={(value) => onSize(isOrganizationSize(value) ? value : '')}
        message={fieldMessageText(issues, 'organizationSize')}
        disabled={disabled}
      />
      <SelectField
        field="tier"
        label={fields.tier}
        placeholder={fields.tierPlaceholder}
        options={REQUEST_TIERS}
        value={form.tier}
        onChange={(value) => onTier(selectValue('tier', value))}
        message={undefined}
        disabled={disabled}
        optional
      />
      <fieldset>
        <legend className={LABEL_CLASS}>
          {fields.interests}
          <OptionalMark />
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {interests.map((option) => (
            <label
              key={option}
              className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm text-ink has-checked:border-accent has-checked:bg-accent-soft"
            >
              <input
                type="checkbox"
                name="interests"
                value={option}
                checked={form.interests.includes(option)}
                disabled={disabled}
                onChange={(event) => onToggleInterest(option, event.target.checked)}
                className="mt-0.5 size-4 shrink-0 accent-accent"
              />
              {option}
            </label>
          ))}
        </div>
      </fieldset>
      {TYPED.map((described) => (
        <DescribedTextField
          key={described.form.key}
          described={described}
          id={fieldId(described.form.key)}
          value={form[described.form.key]}
          message={fieldMessageText(issues, described.form.key)}
          disabled={disabled}
          onChange={(value) => onChange(described.form.key, value)}
        />
      ))}
    </div>
  );
}
