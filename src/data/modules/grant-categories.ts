/**
 * The federal grant categories the Grant Scanner page lists (docs/product.md#module-pages): 17 are
 * named, under a headline that claims 23+. Keep their order and spelling; the unit test compares
 * them.
 */
export const GRANT_CATEGORIES = [
  'Agriculture & Food Systems',
  'Arts & Humanities',
  'Business & Commerce Development',
  'Community Development',
  'Consumer Protection',
  'Disaster Prevention & Relief',
  'Education & Training',
  'Employment & Labor',
  'Energy & Infrastructure',
  'Environment & Natural Resources',
  'Health & Social Services',
  'Housing & Urban Development',
  'Information & Technology',
  'Legal & Justice Services',
  'Regional Development',
  'Science & Technology',
  'Transportation',
] as const;

/** The headline figure: more categories are scanned than the page names one by one. */
export const GRANT_CATEGORY_HEADLINE = '23+ federal grant categories';
