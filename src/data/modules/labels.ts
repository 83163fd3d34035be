/** Wording the module template shows on every page (docs/product.md#module-pages names both buttons). */

export const MODULE_LABELS = {
  getStarted: 'Get Started',
  contactUs: 'Contact Us Today',
  benefitsHeading: 'Organizational Benefits',
} as const;
