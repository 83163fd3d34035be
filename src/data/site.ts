/** Site-wide copy and constants. Pages and components read these; they hold no prose of their own. */

export const SITE = {
  name: 'Kindred',
  description:
    'One platform to run your ministry or nonprofit: members, volunteers, events, giving and communications, with AI assistants that do the busywork.',
  locale: 'en-US',
} as const;

export const HOME = {
  title: 'Run your whole organization from one place',
  lead: 'Kindred brings members, volunteers, events, finances and communications together for faith-based ministries and secular nonprofits, so your team spends its hours on people, not paperwork.',
  latestPostsHeading: 'From the blog',
  latestPostsEmpty: 'No published blog posts found.',
} as const;

export const NOT_FOUND = {
  title: 'Page Not Found',
  message: 'Sorry, the page you are looking for does not exist or has been moved.',
  returnHome: 'Return Home',
} as const;
