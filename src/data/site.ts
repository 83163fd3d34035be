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

export const BLOG = {
  title: 'Blog',
  subtitle:
    'Practical notes for ministry and nonprofit teams on volunteers, giving, grants and running the week.',
  listLabel: 'Published posts',
  empty: 'No published blog posts found.',
  /** Enough for the whole list until the blog gets pages of its own. */
  limit: 100,
} as const;

export const NOT_FOUND = {
  title: 'Page Not Found',
  message: 'Sorry, the page you are looking for does not exist or has been moved.',
  returnHome: 'Return Home',
} as const;
