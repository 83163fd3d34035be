/**
 * The request-access form's rules and the row it inserts (docs/product.md#request-access-form), with
 * the limits of the onboarding_requests CHECK constraints, so a refusal is explained before it is
 * sent instead of coming back as a database error.
 */
import {
  FEATURE_INTERESTS,
  ORGANIZATION_SIZES,
  ORGANIZATION_TYPES,
  type OrganizationSize,
  type OrganizationType,
} from '../../data/request-access.ts';
import { textColumns, textIssue, type TextColumns } from './described-fields.ts';
import {
  REQUEST_SELECT_FIELDS,
  REQUEST_TEXT_FIELDS,
  STEP_FIELDS,
  type RequestField,
  type RequestForm,
  type RequestTextField,
  type TextDescribed,
} from './request-form.ts';

export type RequestIssue =
  | { kind: 'missing'; fields: RequestField[] }
  | { kind: 'invalid-email'; fields: ['email'] }
  | { kind: 'too-long'; fields: [RequestTextField]; limit: number }
  | { kind: 'missing-size'; fields: ['organizationSize'] }
  | { kind: 'invalid-phone'; fields: ['phone'] };

export function isOrganizationSize(value: string): value is OrganizationSize {
  return (ORGANIZATION_SIZES as readonly string[]).includes(value);
}

export function isOrganizationType(value: string): value is OrganizationType {
  return ORGANIZATION_TYPES.some((type) => type.value === value);
}

const TEXT_FIELDS = new Map<RequestField, TextDescribed>(
  REQUEST_TEXT_FIELDS.map((described) => [described.form.key, described]),
);
const OPTIONAL_SELECTS = new Set<RequestField>(
  REQUEST_SELECT_FIELDS.flatMap(({ form }) => ('optional' in form ? [form.key] : [])),
);

/**
 * A field's own first problem, or null when it is fine: required and blank, then longer than the
 * column allows, then the wrong shape (textIssue, shared with the contact form). What the field
 * shows beside it, and what clears as soon as the value is right.
 */
export function fieldIssue(form: RequestForm, field: RequestField): RequestIssue | null {
  const value = form[field].trim();
  if (field === 'organizationSize') {
    return isOrganizationSize(value) ? null : { kind: 'missing-size', fields: ['organizationSize'] };
  }
  const described = TEXT_FIELDS.get(field);
  if (!described) {
    if (value !== '' || OPTIONAL_SELECTS.has(field)) return null;
    return { kind: 'missing', fields: [field] };
  }
  const issue = textIssue(described, value);
  return issue && ({ ...issue, fields: [field as RequestTextField] } as RequestIssue);
}

/** Every field of a step with its problem, in the form's order. */
export function stepFieldIssues(form: RequestForm, step: 1 | 2): Map<RequestField, RequestIssue> {
  const issues = new Map<RequestField, RequestIssue>();
  for (const field of STEP_FIELDS[step]) {
    const issue = fieldIssue(form, field);
    if (issue) issues.set(field, issue);
  }
  return issues;
}

/**
 * Which problem the toast names when a step has several (an order of our own: the first thing a
 * visitor would fix).
 */
const TOAST_ORDER: readonly RequestIssue['kind'][] = [
  'missing',
  'missing-size',
  'too-long',
  'invalid-email',
  'invalid-phone',
];

/** The one problem a step's toast reports: every missing field together, else the first other. */
function stepIssue(form: RequestForm, step: 1 | 2): RequestIssue | null {
  const issues = [...stepFieldIssues(form, step).values()];
  const missing = issues.filter((issue) => issue.kind === 'missing').flatMap((issue) => issue.fields);
  if (missing.length > 0) return { kind: 'missing', fields: missing };
  for (const kind of TOAST_ORDER) {
    const issue = issues.find((candidate) => candidate.kind === kind);
    if (issue) return issue;
  }
  return null;
}

/** Step 1's first problem, or null when Next may move on. */
export function stepOneIssue(form: RequestForm): RequestIssue | null {
  return stepIssue(form, 1);
}

/** Step 2's first problem, or null when the request may be sent. */
export function stepTwoIssue(form: RequestForm): RequestIssue | null {
  return stepIssue(form, 2);
}

/** A filled honeypot: skip the insert quietly, but answer as if it worked. */
export function isLikelyBot(form: RequestForm): boolean {
  return form.website.trim() !== '';
}

/** The interests of the chosen type, in the order the form lists them. */
export function chosenInterests(form: RequestForm): string[] {
  if (form.organizationType === '') return [];
  return FEATURE_INTERESTS[form.organizationType].filter((option) => form.interests.includes(option));
}

/**
 * The columns a visitor may insert into onboarding_requests (docs/product.md#calls-to-the-backend);
 * submitOnboardingRequest holds it to the generated insert type.
 */
export type OnboardingRequestInsert = TextColumns<TextDescribed> & {
  organization_type: OrganizationType;
  organization_size: OrganizationSize;
  /** The pricing tier chosen on the way (or on the form); null when none was. */
  tier?: Exclude<RequestForm['tier'], ''> | null;
  /** The chosen interests joined by ', ' (docs/product.md#request-access-form): '' when none was picked. */
  main_goal: string;
  last_submission_time: string;
};

/**
 * The row for a form that passed both steps: every typed value trimmed, an empty optional one null,
 * while main_goal is always the join of the interests, so no interest joins to ''.
 */
export function toOnboardingRequest(form: RequestForm, submittedAt: Date): OnboardingRequestInsert {
  if (form.organizationType === '' || !isOrganizationSize(form.organizationSize)) {
    throw new Error('toOnboardingRequest needs a form that passed both steps');
  }
  return {
    ...textColumns(REQUEST_TEXT_FIELDS, form),
    organization_type: form.organizationType,
    organization_size: form.organizationSize,
    tier: form.tier === '' ? null : form.tier,
    main_goal: chosenInterests(form).join(', '),
    last_submission_time: submittedAt.toISOString(),
  };
}
