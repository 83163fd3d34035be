/**
 * The landing page for secular organizations (docs/product.md#secular-landing-page). It speaks to
 * nonprofits whatever the display mode, so its copy is plain strings; the module and AI tool cards
 * read the secular variants of features.ts.
 */
import type { IconName } from './icon-paths.ts';
import { REQUEST_ACCESS, type HeroCopy, type LinkAction, type SectionCopy } from './home.ts';

export interface WhyCard {
  title: string;
  description: string;
  icon: IconName;
}

export const SECULAR_UNIFIED = {
  meta: {
    title: 'The unified platform for nonprofits',
    description:
      'Programs, supporters, volunteers, funding and communications in one platform, with Grace AI turning plain-language requests into finished work.',
  },
  hero: {
    id: 'hero',
    eyebrow: 'For nonprofits and community organizations',
    headline: 'Grace AI powers your unified operations',
    lead: 'One platform for programs, supporters, volunteers, funding and communications, with an AI assistant that turns a plain-language request into finished work across all of them.',
    highlights: ['Save up to 60% of planning time', '99.9% uptime', 'SOC 2, HIPAA, GDPR and CCPA compliant'],
    highlightsLabel: 'At a glance',
    requestDemo: 'Request Demo',
    learnMore: 'Learn More',
  } satisfies HeroCopy & { highlightsLabel: string; requestDemo: string; learnMore: string },
  modules: {
    id: 'modules',
    eyebrow: 'Core modules',
    heading: 'Eight modules, one source of truth',
    lead: 'Every module reads and writes the same records, so a new supporter, a donation or a volunteer shift is current everywhere the moment it is entered.',
  } satisfies SectionCopy,
  aiTools: {
    id: 'ai-tools',
    eyebrow: 'AI tools',
    heading: 'Three AI tools that take on the busywork',
    lead: 'Grace, Storybuilder and Noa AI work on your own data, so your staff spend their time with the people you serve.',
  } satisfies SectionCopy,
  whyChoose: {
    id: 'why-choose',
    eyebrow: 'Why Kindred',
    heading: 'Why organizations choose Kindred',
    cards: [
      {
        title: 'Built for nonprofits',
        description:
          'Donors, grants, programs and volunteers are first-class records, not fields bolted onto a sales tool.',
        icon: 'building',
      },
      {
        title: 'Hours back every week',
        description:
          'Automations and AI drafting save up to 60% of planning time, from board reports to volunteer schedules.',
        icon: 'clock',
      },
      {
        title: 'Secure and compliant',
        description:
          'SOC 2, HIPAA, GDPR and CCPA compliance keeps the records of donors, clients and staff safe.',
        icon: 'shield',
      },
      {
        title: 'Always available',
        description:
          '99.9% uptime means registrations, donations and messages keep flowing when your community needs you.',
        icon: 'globe',
      },
    ] satisfies readonly WhyCard[],
  },
  cta: {
    id: 'get-started',
    heading: 'Bring your operations together',
    lead: 'Join the early-access waitlist or talk with us about what your organization needs.',
    requestAccess: REQUEST_ACCESS,
    contactLabel: 'Request Platform Demo',
  } satisfies SectionCopy & { requestAccess: LinkAction; contactLabel: string },
} as const;
