/** Site-wide copy and constants. Pages and components read these; they hold no prose of their own. */
import { CONTACT_MESSAGE_FIELDS } from '../../supabase/functions/_shared/contact-message-fields.ts';
import { formLabels } from '../../supabase/functions/_shared/lead-field.ts';
import type { IconName } from './icon-paths.ts';
import type { Mode, NavLink } from './types.ts';

export const SITE = {
  name: 'Kindred',
  description:
    'One platform to run your organization: members, volunteers, events, giving and communications, with AI assistants that do the busywork.',
  locale: 'en-US',
} as const;

export const NOT_FOUND = {
  title: 'Page Not Found',
  message: 'Sorry, the page you are looking for does not exist or has been moved.',
  returnHome: 'Return Home',
} as const;

export const HEADER = {
  homeLabel: 'Kindred home',
  skipToContent: 'Skip to content',
  navLabel: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mobileNavLabel: 'Mobile',
  /** The disclosure listing every module page (src/data/module-links.ts). */
  platformMenu: 'Platform',
  requestAccess: { label: 'Request Access', href: '/request-access' },
  /** Scrolled further than this, the bar turns solid (docs/product.md#header-and-footer). */
  solidAfterPx: 10,
  links: [
    { label: 'Features', href: '/#features' },
    { label: 'Demos', href: '/#demo-assistant' },
    { label: 'Pricing', href: '/#pricing' },
    { label: 'Our Story', href: '/our-story' },
    { label: 'Blog', href: '/blog' },
  ] satisfies NavLink[],
} as const;

export const MODE_TOGGLE = {
  toSecular: 'Switch to secular mode',
  toFaith: 'Switch to faith mode',
  faithName: 'Faith',
  secularName: 'Secular',
} as const;

/** Each mode's sign: on the mode chooser's cards, and on the toggle beside the mode it switches to. */
export const MODE_ICONS: Readonly<Record<Mode, IconName>> = { faith: 'heart', secular: 'globe' };

export const FOOTER = {
  tagline: {
    faith: 'One home for your ministry: members, volunteers, events, giving and communications.',
    secular: 'One home for your nonprofit: members, volunteers, events, donations and communications.',
  },
  columns: [
    {
      heading: 'Platform',
      links: [
        { label: 'Features', href: '/#features' },
        { label: 'Demos', href: '/#demo-assistant' },
        { label: 'Consulting', href: '/#consulting' },
        { label: 'Pricing', href: '/#pricing' },
      ],
    },
    {
      heading: 'Company',
      links: [
        { label: 'Our Story', href: '/our-story' },
        { label: 'Blog', href: '/blog' },
        { label: 'Terms & Privacy', href: '/terms-and-privacy' },
      ],
    },
  ] satisfies { heading: string; links: NavLink[] }[],
  /** The column listing every module page (src/data/module-links.ts), after the first column. */
  modulesHeading: 'Modules',
  contactUs: 'Contact Us',
  copyright: (year: number) => `© ${year} ${SITE.name}. All rights reserved.`,
} as const;

export const CONTACT_DIALOG = {
  heading: 'Contact Us',
  lead: {
    faith:
      'Tell us about your ministry and what you would like to see. We answer every message within one business day.',
    secular:
      'Tell us about your organization and what you would like to see. We answer every message within one business day.',
  },
  close: 'Close',
  /** The fields' labels, as the contact_messages description states them. */
  labels: formLabels(CONTACT_MESSAGE_FIELDS),
  send: 'Send Message',
  /** Hidden from people; bots that fill it are dropped quietly. */
  honeypotLabel: 'Leave this field empty',
  problems: {
    required: 'Please fill out this field.',
    email: 'Please enter a valid email address.',
    phone: 'Please enter a valid phone number.',
    'too-long': 'This is longer than we can accept; please shorten it.',
  },
  success: {
    title: 'Message sent successfully!',
    description: "Thank you for reaching out. We'll get back to you soon.",
  },
  failure: {
    title: 'Failed to send message',
    description: 'Please try again later or contact us directly.',
  },
} as const;

export const TOASTER = {
  dismiss: 'Dismiss notification',
} as const;
