/**
 * Copy of the home page (docs/product.md#home-page), one export per section, in page order. The
 * feature cards live in features.ts and the consulting section in consulting.ts.
 */
import type { IconName } from './icon-paths.ts';
import type { Copy, DualText, Mode } from './types.ts';
import { MODE_ICONS } from './site.ts';

/** The heading block every page section starts with. */
export interface SectionCopy {
  /** In-page anchor, unique on the page. */
  id: string;
  eyebrow?: Copy;
  heading: Copy;
  lead?: Copy;
}

export interface LinkAction {
  label: string;
  href: string;
}

export const REQUEST_ACCESS: LinkAction = { label: 'Request Access', href: '/request-access' };

export interface HeroCopy {
  id: string;
  eyebrow: Copy;
  headline: Copy;
  lead: Copy;
  /** Short claims shown as a row of badges under the buttons. */
  highlights: readonly Copy[];
}

export const HERO: HeroCopy & {
  /** Both variants spelled out, so tests can name the heading of each mode. */
  headline: DualText;
  requestAccess: LinkAction;
  bookDemo: string;
  modeHint: Copy;
  highlightsLabel: string;
} = {
  id: 'hero',
  eyebrow: 'Early access now open',
  headline: {
    faith: 'Run your whole ministry from one place',
    secular: 'Run your whole nonprofit from one place',
  },
  lead: {
    faith:
      'Kindred brings members, volunteers, events, giving and communications together, with AI assistants that handle the busywork, so pastors and volunteers spend their hours serving people.',
    secular:
      'Kindred brings supporters, volunteers, programs, donations and communications together, with AI assistants that handle the busywork, so staff and volunteers spend their hours on the mission.',
  },
  requestAccess: REQUEST_ACCESS,
  bookDemo: 'Book a Demo',
  modeHint: {
    faith: 'You are seeing Kindred for ministries.',
    secular: 'You are seeing Kindred for nonprofits.',
  },
  highlightsLabel: 'Why teams trust Kindred',
  highlights: ['Save up to 60% of planning time', '99.9% uptime', 'SOC 2, HIPAA, GDPR and CCPA compliant'],
};

export interface ModeOption {
  mode: Mode;
  title: string;
  description: string;
  points: readonly string[];
  icon: IconName;
}

export const MODE_CHOOSER: SectionCopy & {
  options: readonly [ModeOption, ModeOption];
  selectedLabel: string;
  selectLabel: string;
} = {
  id: 'choose-mode',
  eyebrow: 'Two modes, one platform',
  heading: 'Choose the language of your organization',
  lead: 'Kindred speaks the words your people use. Pick a mode and the wording and colors across the site follow it; you can switch at any time.',
  options: [
    {
      mode: 'faith',
      title: 'Faith-based',
      description: 'For churches, ministries and faith-based nonprofits that care for a congregation.',
      points: [
        'Prayer Wall & Request Tracking',
        'Ministry Team Coordination',
        'Tithing Calculator & Reports',
      ],
      icon: MODE_ICONS.faith,
    },
    {
      mode: 'secular',
      title: 'Secular',
      description: 'For nonprofits, charities and community organizations that serve supporters and clients.',
      points: ['ESG/SDG Impact Reporting', 'Grant Management Tools', 'Program Outcome Tracking'],
      icon: MODE_ICONS.secular,
    },
  ],
  selectedLabel: 'Current mode',
  selectLabel: 'Select this mode',
};

export const FEATURES_SECTION: SectionCopy & { modulesHeading: string; aiToolsHeading: string } = {
  id: 'features',
  eyebrow: 'Features',
  heading: {
    faith: 'Everything your ministry runs on',
    secular: 'Everything your nonprofit runs on',
  },
  lead: {
    faith:
      'Eight core modules and three AI tools share one set of data, so a new member, a gift or a serving shift shows up everywhere at once.',
    secular:
      'Eight core modules and three AI tools share one set of data, so a new supporter, a donation or a volunteer shift shows up everywhere at once.',
  },
  modulesHeading: 'Core modules',
  aiToolsHeading: 'AI tools',
};

export const GET_STARTED: SectionCopy & { requestAccess: LinkAction; contactLabel: string } = {
  id: 'get-started',
  heading: {
    faith: 'Give your ministry its hours back',
    secular: 'Give your team its hours back',
  },
  lead: 'Join the early-access waitlist today and save up to 60% of your planning time, or tell us what your organization needs and we will show you around.',
  requestAccess: REQUEST_ACCESS,
  contactLabel: 'Get Started Today',
};
