/**
 * public.onboarding_requests, the request-access form's table, described once (./lead-field.ts).
 * The Name line of the notice mail joins first and last name (./lead-notice.ts).
 */
import { VISITOR_FIELDS, type LeadField } from './lead-field.ts';

export const ORGANIZATION_TYPE_OPTIONS = [
  { value: 'faith', label: 'Faith-based' },
  { value: 'secular', label: 'Secular' },
] as const;

export const ORGANIZATION_SIZES = [
  '1-10 employees',
  '11-50 employees',
  '51-200 employees',
  '201-500 employees',
  '500+ employees',
] as const;

/** The pricing tiers (src/data/pricing.ts prices them), in the order the pricing section lists them. */
export const REQUEST_TIERS = [
  { value: 'basic', label: 'Basic' },
  { value: 'growth', label: 'Growth' },
  { value: 'impact', label: 'Impact' },
] as const;

export const ACCESS_REQUEST_FIELDS = [
  {
    column: 'first_name',
    label: 'First name',
    maxLength: 100,
    form: { kind: 'text', key: 'firstName', step: 1, autoComplete: 'given-name', half: true },
    csv: true,
  },
  {
    column: 'last_name',
    label: 'Last name',
    maxLength: 100,
    form: { kind: 'text', key: 'lastName', step: 1, autoComplete: 'family-name', half: true },
    csv: true,
  },
  {
    column: 'email',
    label: 'Email',
    maxLength: 254,
    form: { kind: 'text', key: 'email', step: 1, type: 'email', autoComplete: 'email' },
    csv: true,
    notice: { as: 'line' },
  },
  {
    column: 'organization_name',
    label: 'Organization',
    maxLength: 200,
    form: {
      kind: 'text',
      key: 'organizationName',
      step: 1,
      label: 'Organization name',
      autoComplete: 'organization',
    },
    admin: { show: 'text' },
    csv: true,
    notice: { as: 'line' },
  },
  {
    column: 'organization_type',
    label: 'Organization type',
    options: ORGANIZATION_TYPE_OPTIONS,
    form: { kind: 'select', key: 'organizationType', step: 1 },
    admin: { show: 'option', label: 'Type' },
    csv: true,
    notice: { as: 'line', label: 'Type' },
  },
  {
    column: 'organization_size',
    label: 'Organization size',
    options: ORGANIZATION_SIZES.map((size) => ({ value: size, label: size })),
    form: { kind: 'select', key: 'organizationSize', step: 2 },
    admin: { show: 'text', label: 'Size' },
    csv: true,
    notice: { as: 'line', label: 'Size' },
  },
  {
    // Chosen by a pricing card's button on the way here (docs/product.md#pricing-tiers), or on the form.
    column: 'tier',
    label: 'Plan',
    options: REQUEST_TIERS,
    form: { kind: 'select', key: 'tier', step: 2, optional: true },
    admin: { show: 'option' },
    csv: true,
    notice: { as: 'line' },
  },
  {
    // The chosen interests joined by ', ' ('' when none was picked).
    column: 'main_goal',
    label: 'Interests',
    maxLength: 1000,
    form: { kind: 'choices', key: 'interests', step: 2, label: 'Features you are most interested in' },
    admin: { show: 'text' },
    csv: true,
    notice: { as: 'line' },
  },
  {
    column: 'phone',
    label: 'Phone',
    maxLength: 40,
    form: { kind: 'text', key: 'phone', step: 2, optional: true, type: 'tel', autoComplete: 'tel' },
    admin: { show: 'text' },
    csv: true,
    notice: { as: 'line' },
  },
  {
    column: 'comments',
    label: 'Comments',
    maxLength: 2000,
    form: { kind: 'text', key: 'comments', step: 2, optional: true, multiline: true },
    admin: { show: 'text' },
    csv: true,
    notice: { as: 'block' },
  },
  ...VISITOR_FIELDS,
  { column: 'status', label: 'Status', csv: true },
  { column: 'last_submission_time', label: 'Form submitted', admin: { show: 'date' }, csv: true },
  { column: 'created_at', label: 'Received', admin: { show: 'date' }, csv: true, notice: { as: 'line' } },
  { column: 'status_changed_at', label: 'Status changed', admin: { show: 'date' } },
] as const satisfies readonly LeadField[];
