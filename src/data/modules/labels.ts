/** Wording the module template shows on every page (SPEC section 2 names both buttons). */

export const MODULE_LABELS = {
  getStarted: 'Get Started',
  contactUs: 'Contact Us Today',
  benefitsHeading: 'Organizational Benefits',
} as const;
