/**
 * Copy of /terms-and-privacy: the Terms of Service and the Privacy Policy
 * (docs/product.md#terms-and-privacy). Compliance and security statements are worded as
 * commitments, not certifications.
 */
import type { ProseHeader, ProsePart, RequestAccessCallout } from '../prose-types.ts';
import { PRIVACY } from './privacy.ts';
import { TERMS } from './terms.ts';

export const LEGAL_META = {
  title: 'Terms of Service and Privacy Policy',
  description:
    'The terms for using Kindred and how we collect, use and protect the information you share with us.',
} as const;

export const LEGAL_HEADER: ProseHeader = {
  eyebrow: 'Legal',
  title: 'Terms of Service and Privacy Policy',
  lead: 'Plain-language terms for using Kindred, and an honest account of the information we collect and why.',
};

export const LEGAL_LAST_UPDATED = {
  label: 'Last updated',
  date: 'June 1, 2023',
  iso: '2023-06-01',
} as const;

export const LEGAL_TOC_LABEL = 'On this page';

export const LEGAL_PARTS: readonly ProsePart[] = [TERMS, PRIVACY];

export const LEGAL_CALLOUT: RequestAccessCallout = {
  heading: 'Ready to see Kindred for your organization?',
  text: {
    faith: 'Join the early-access waitlist and we will be in touch to learn about your ministry.',
    secular: 'Join the early-access waitlist and we will be in touch to learn about your organization.',
  },
  label: 'Request Access',
  href: '/request-access',
};
