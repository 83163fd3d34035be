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
import { COLUMN_LIMITS } from '../db/constants.ts';
import { isEmailAddress } from './email-address.ts';

export interface RequestForm {
  firstName: string;
  lastName: string;
  email: string;
  organizationName: string;
  organizationType: OrganizationType | '';
  organizationSize: OrganizationSize | '';
  interests: readonly string[];
  phone: string;
  comments: string;
  /** The honeypot: people never see it, so a value there was typed by a bot. */
  website: string;
}

export const EMPTY_REQUEST_FORM: RequestForm = {
  firstName: '',
  lastName: '',
  email: '',
  organizationName: '',
  organizationType: '',
  organizationSize: '',
  interests: [],
  phone: '',
  comments: '',
  website: '',
};

export type RequestField = Exclude<keyof RequestForm, 'interests' | 'website'>;

export const STEP_ONE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'organizationName',
  'organizationType',
] as const satisfies readonly RequestField[];

/** Characters allowed per field, as the table's constraints count them. */
const LIMITS = COLUMN_LIMITS.onboarding_requests;
export const REQUEST_LIMITS = {
  firstName: LIMITS.first_name,
  lastName: LIMITS.last_name,
  email: LIMITS.email,
  organizationName: LIMITS.organization_name,
  phone: LIMITS.phone,
  comments: LIMITS.comments,
} as const satisfies Partial<Record<RequestField, number>>;

type LimitedField = keyof typeof REQUEST_LIMITS;

export type RequestIssue =
  | { kind: 'missing'; fields: RequestField[] }
  | { kind: 'invalid-email'; fields: ['email'] }
  | { kind: 'too-long'; fields: [LimitedField]; limit: number }
  | { kind: 'missing-size'; fields: ['organizationSize'] }
  | { kind: 'invalid-phone'; fields: ['phone'] };

/** Digits, spaces and + ( ) - . with at least one digit, as the phone constraint asks. */
const PHONE_PATTERN = /^[0-9 +().-]+$/;
const DIGIT = /[0-9]/;

export function isOrganizationSize(value: string): value is OrganizationSize {
  return (ORGANIZATION_SIZES as readonly string[]).includes(value);
}

export function isOrganizationType(value: string): value is OrganizationType {
  return ORGANIZATION_TYPES.some((type) => type.value === value);
}

/** Postgres counts characters (code points), not UTF-16 units as String#length does. */
function characterCount(value: string): number {
  return [...value].length;
}

/** The fields of step 2 a visitor types or picks (interests are free to leave). */
export const STEP_TWO_FIELDS = [
  'organizationSize',
  'phone',
  'comments',
] as const satisfies readonly RequestField[];

export const STEP_FIELDS = { 1: STEP_ONE_FIELDS, 2: STEP_TWO_FIELDS } as const;

function isLimited(field: RequestField): field is LimitedField {
  return field in REQUEST_LIMITS;
}

/**
 * A field's own first problem, or null when it is fine: required and blank, then longer than the
 * column allows, then the wrong shape. What the field shows beside it, and what clears as soon as
 * the value is right.
 */
export function fieldIssue(form: RequestForm, field: RequestField): RequestIssue | null {
  const value = form[field].trim();
  if (field === 'organizationSize') {
    return isOrganizationSize(value) ? null : { kind: 'missing-size', fields: ['organizationSize'] };
  }
  const optional = field === 'phone' || field === 'comments';
  if (value === '') return optional ? null : { kind: 'missing', fields: [field] };
  if (isLimited(field) && characterCount(value) > REQUEST_LIMITS[field]) {
    return { kind: 'too-long', fields: [field], limit: REQUEST_LIMITS[field] };
  }
  if (field === 'email' && !isEmailAddress(value)) return { kind: 'invalid-email', fields: ['email'] };
  if (field === 'phone' && !(PHONE_PATTERN.test(value) && DIGIT.test(value))) {
    return { kind: 'invalid-phone', fields: ['phone'] };
  }
  return null;
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

/** The columns a visitor may insert into onboarding_requests (docs/product.md#calls-to-the-backend). */
export interface OnboardingRequestInsert {
  first_name: string;
  last_name: string;
  email: string;
  organization_name: string;
  organization_type: OrganizationType;
  organization_size: OrganizationSize;
  phone: string | null;
  comments: string | null;
  /** The chosen interests joined by ', ' (docs/product.md#request-access-form): '' when none was picked. */
  main_goal: string;
  last_submission_time: string;
}

/**
 * The row for a form that passed both steps; empty optional fields (phone, comments) become null,
 * while main_goal is always the join of the interests, so no interest joins to ''.
 */
export function toOnboardingRequest(form: RequestForm, submittedAt: Date): OnboardingRequestInsert {
  if (form.organizationType === '' || !isOrganizationSize(form.organizationSize)) {
    throw new Error('toOnboardingRequest needs a form that passed both steps');
  }
  const interests = chosenInterests(form);
  return {
    first_name: form.firstName.trim(),
    last_name: form.lastName.trim(),
    email: form.email.trim(),
    organization_name: form.organizationName.trim(),
    organization_type: form.organizationType,
    organization_size: form.organizationSize,
    phone: form.phone.trim() || null,
    comments: form.comments.trim() || null,
    main_goal: interests.join(', '),
    last_submission_time: submittedAt.toISOString(),
  };
}
