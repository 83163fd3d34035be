/** Copy of the agency page, served at /marketing and /marketing-services (docs/product.md#agency-page). */
import type { IconName } from './icon-paths.ts';

export interface AgencyService {
  id: string;
  icon: IconName;
  title: string;
  description: string;
  deliverables: readonly string[];
}

export const AGENCY_META = {
  title: 'Marketing & Creative Services',
  description:
    'Brand identity, strategic marketing, websites, content, SEO and campaigns for mission-driven organizations, from the team behind Kindred.',
} as const;

/** The agency page answers under both routes; both name this one as canonical. */
export const AGENCY_CANONICAL_PATH = '/marketing';

export const AGENCY_HERO = {
  eyebrow: 'Kindred Creative',
  title: 'Marketing that moves your mission forward',
  lead: {
    faith:
      'A creative team that knows ministries and nonprofits from the inside. We help you tell your story clearly, reach the people who need to hear it and turn their interest into lasting support.',
    secular:
      'A creative team that knows nonprofits and community organizations from the inside. We help you tell your story clearly, reach the people who need to hear it and turn their interest into lasting support.',
  },
  primaryLabel: 'Schedule Consultation',
  secondary: { label: 'View Our Work', href: '#projects' },
} as const;

export const AGENCY_SERVICES_SECTION = {
  id: 'services',
  eyebrow: 'What we do',
  heading: 'Six ways we help your message land',
  lead: 'Take one service or all six. Each is shaped around your mission calendar and the hours your team really has.',
  deliverablesLabel: 'Includes',
} as const;

export const AGENCY_SERVICES: readonly AgencyService[] = [
  {
    id: 'brand-identity',
    icon: 'palette',
    title: 'Brand Identity',
    description:
      'A logo, colors, type and a voice that make your organization recognizable on a banner, a bulletin or a phone screen.',
    deliverables: ['Logo and mark system', 'Color and type guidelines', 'Voice and messaging guide'],
  },
  {
    id: 'strategic-marketing',
    icon: 'target',
    title: 'Strategic Marketing',
    description:
      'A plan built around your year: who you need to reach, what to say to them and which channels deserve your limited hours.',
    deliverables: ['Audience research', 'Annual marketing plan', 'Messaging framework'],
  },
  {
    id: 'websites',
    icon: 'browser',
    title: 'Website Design & Development',
    description:
      'Fast, accessible websites your staff can update themselves, with giving, event and volunteer forms connected to Kindred.',
    deliverables: [
      'Mobile-first, accessible design',
      'Editor training for staff',
      'Kindred form integration',
    ],
  },
  {
    id: 'content-creation',
    icon: 'pen',
    title: 'Content Creation',
    description:
      'Stories, newsletters, video scripts and social posts that show the lives behind the work, written in your voice.',
    deliverables: ['Impact stories', 'Newsletter and appeal copy', 'Social media content'],
  },
  {
    id: 'seo-analytics',
    icon: 'chart',
    title: 'SEO & Analytics',
    description:
      'Be found by the people searching for what you offer, and know which efforts actually bring them through the door.',
    deliverables: ['Search optimization', 'Analytics dashboards', 'Monthly insight reports'],
  },
  {
    id: 'campaign-management',
    icon: 'megaphone',
    title: 'Campaign Management',
    description:
      'Giving days, capital campaigns and awareness drives planned and run end to end, from the first email to the last thank-you.',
    deliverables: ['Campaign strategy', 'Email and social sequences', 'Results reporting'],
  },
];

export const AGENCY_PROJECTS_SECTION = {
  id: 'projects',
  eyebrow: 'Featured projects',
  heading: 'Our recent work',
  lead: {
    faith: 'A few of the ministries and nonprofits we have helped tell their story.',
    secular: 'A few of the nonprofits and community organizations we have helped tell their story.',
  },
  tagsLabel: 'Tags',
  /** The case studies shown, in order (src/data/case-studies.ts). */
  caseStudyIds: ['riverside-fellowship', 'northside-food-network', 'bright-path-mentoring'],
} as const;

/** Cards show only this many tags of each case study (docs/product.md#agency-page). */
export const PROJECT_CARD_TAG_COUNT = 2;

export const AGENCY_CTA = {
  id: 'consultation',
  heading: 'Let’s talk about your next season',
  lead: 'Tell us what you are planning. A free consultation gives you an honest view of where to start, whether or not we work together.',
  label: 'Schedule Consultation',
} as const;
