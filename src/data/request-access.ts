/**
 * The request-access form (docs/product.md#request-access-form): its options, its copy and the exact
 * messages it shows. The toaster renders a message's title and description.
 */
import {
  ACCESS_REQUEST_FIELDS,
  ORGANIZATION_SIZES,
  ORGANIZATION_TYPE_OPTIONS,
  REQUEST_TIERS,
} from '../../supabase/functions/_shared/access-request-fields.ts';
import { formLabels } from '../../supabase/functions/_shared/lead-field.ts';
import type { Copy, Mode } from './types.ts';

export const REQUEST_ACCESS_PATH = '/request-access';
/** Where closing the form, or Back on its first step, takes the visitor. */
export const REQUEST_ACCESS_EXIT_PATH = '/';

/** The stored value of organization_type; choosing one also sets the display mode. */
export type OrganizationType = Mode;

/** The choices are the table description's (access-request-fields.ts), where the admin reads them too. */
export const ORGANIZATION_TYPES: readonly { value: OrganizationType; label: string }[] =
  ORGANIZATION_TYPE_OPTIONS;

export { ORGANIZATION_SIZES, REQUEST_TIERS };

export type OrganizationSize = (typeof ORGANIZATION_SIZES)[number];

/** Each field's label on the form: the description's, or the form's own where it says more. */
const FIELD_LABELS = formLabels(ACCESS_REQUEST_FIELDS);

export const FEATURE_INTERESTS: Record<OrganizationType, readonly string[]> = {
  faith: [
    'Prayer Wall & Request Tracking',
    'Liturgical Calendar Integration',
    'Ministry Team Coordination',
    'Tithing Calculator & Reports',
    'Sermon Planning Tools',
    'Faith-based Event Management',
  ],
  secular: [
    'ESG/SDG Impact Reporting',
    'Advocacy Campaign Builder',
    'Volunteer Coordination',
    'Grant Management Tools',
    'Corporate Partner Portal',
    'Program Outcome Tracking',
  ],
};

export interface ToastMessage {
  title: string;
  description: string;
}

export const REQUEST_ACCESS = {
  page: {
    title: 'Request Access',
    description:
      'Request early access to Kindred: tell us about your organization and the features you need, and our team will be in touch.',
  },
  heading: 'Request early access',
  lead: {
    faith:
      'Join the early-access waitlist: tell us about your ministry and we will set Kindred up around the way your congregation serves.',
    secular:
      'Join the early-access waitlist: tell us about your organization and we will set Kindred up around the way your team works.',
  } satisfies Copy,
  close: 'Close',
  step: (current: 1 | 2, total: number) =>
    `Step ${current} of ${total} · ${current === 1 ? 'Your details' : 'Your organization'}`,
  /** The fields' labels, then the form's own words around them. */
  fields: {
    ...FIELD_LABELS,
    organizationTypePlaceholder: 'Select a type',
    organizationSizePlaceholder: 'Select a size',
    tierPlaceholder: 'Not sure yet',
    optional: '(optional)',
    /** The honeypot's label; people never see it, and screen readers skip it. */
    honeypot: 'Leave this field empty',
  },
  buttons: {
    next: 'Next',
    back: 'Back',
    submit: 'Submit Request',
  },
  sending: 'Sending your request…',
  /**
   * A refusal beside the field it is about, short and its own: the step's toast says the spec's
   * sentence once (docs/product.md#request-access-form).
   */
  fieldMessages: {
    missing: (label: string) => `Enter your ${label.toLowerCase()}`,
    choose: (label: string) => `Choose your ${label.toLowerCase()}`,
    invalidEmail: 'Enter an email address like name@example.org',
    invalidPhone: 'Use digits, spaces and + ( ) - . only',
    tooLong: (limit: number) => `Use at most ${limit.toLocaleString('en-US')} characters`,
  },
  messages: {
    missingFields: {
      title: 'Missing information',
      description: 'Please fill out all required fields to continue.',
    },
    invalidEmail: { title: 'Invalid email', description: 'Please enter a valid email address.' },
    missingSize: { title: 'Missing information', description: 'Please select your organization size.' },
    tooLong: (field: string, limit: number): ToastMessage => ({
      title: 'Too long',
      description: `${field} can be at most ${limit.toLocaleString('en-US')} characters.`,
    }),
    invalidPhone: {
      title: 'Invalid phone number',
      description: 'Please use digits, spaces and + ( ) - . only.',
    },
    submitted: {
      title: 'Request submitted!',
      description: "Thank you for your interest. We'll be in touch soon.",
    },
    failed: {
      title: 'Submission failed',
      description: 'There was an error submitting your request. Please try again.',
    },
  },
} as const;
