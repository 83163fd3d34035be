/**
 * The eight core modules and three AI tools (docs/product.md#home-page), shared by the home features grid and
 * the secular landing page. Each links to its page per the shared route map.
 */
import type { IconName } from './icon-paths.ts';
import type { Copy } from './types.ts';

export interface Feature {
  /** Stable key, also used in test ids and React keys. */
  id: string;
  title: Copy;
  description: Copy;
  href: string;
  icon: IconName;
}

/** An AI tool also carries the four feature bullets the secular landing page lists. */
export interface AiTool extends Feature {
  highlights: readonly [Copy, Copy, Copy, Copy];
}

export const CORE_MODULES: readonly Feature[] = [
  {
    id: 'analytics',
    title: 'Analytics & Reporting',
    description: {
      faith:
        'See attendance, giving and serving trends across every ministry in one dashboard, with CSV and PDF exports ready for your elders and board.',
      secular:
        'Follow program outcomes, donor retention and volunteer hours in one dashboard, with CSV and PDF exports ready for your board and funders.',
    },
    href: '/noa-ai',
    icon: 'chart',
  },
  {
    id: 'volunteers',
    title: { faith: 'Servant Leadership', secular: 'Volunteer Management' },
    description: {
      faith:
        'Match people to ministry teams by their gifts and availability, schedule serving rotations and thank everyone who serves.',
      secular:
        'Recruit, schedule and recognize volunteers, match skills to shifts and keep every role filled without the spreadsheet chaos.',
    },
    href: '/volunteers',
    icon: 'heart',
  },
  {
    id: 'events',
    title: 'Events & Programs',
    description: {
      faith:
        'Plan services, retreats and outreach with registration, RSVPs and volunteer sign-ups, from upcoming to archived.',
      secular:
        'Run programs, fundraisers and community events with registration, RSVPs and volunteer sign-ups, from upcoming to archived.',
    },
    href: '/events',
    icon: 'calendar',
  },
  {
    id: 'communications',
    title: 'Communications Hub',
    description: {
      faith:
        'Send announcements, newsletters and prayer updates to the whole congregation or to a single small group.',
      secular:
        'Send newsletters, campaign updates and announcements to every supporter segment from one place.',
    },
    href: '/communications',
    icon: 'message',
  },
  {
    id: 'finances',
    title: { faith: 'Stewardship Suite', secular: 'Financial Management' },
    description: {
      faith:
        'Record tithes and offerings, keep ministry budgets on track and give members clear giving statements.',
      secular: 'Track donations, grants, budgets and expenses, and send donors accurate receipts on time.',
    },
    href: '/finances',
    icon: 'pie',
  },
  {
    id: 'resources',
    title: 'Resource Center',
    description: {
      faith:
        'Keep sermon notes, study guides and ministry documents in one library: admins upload, every member can find them.',
      secular:
        'Keep policies, training guides and program documents in one library: admins upload, every team member can find them.',
    },
    href: '/resources',
    icon: 'folder',
  },
  {
    id: 'members',
    title: 'Member Directory',
    description: {
      faith:
        'Know your congregation: profiles, families and small groups, with a member portal for giving, RSVPs and serving.',
      secular:
        'One record per supporter: profiles, households and history, with a portal for campaigns, RSVPs and volunteering.',
    },
    href: '/member',
    icon: 'users',
  },
  {
    id: 'management',
    title: 'Organization Management',
    description: {
      faith:
        'Coordinate ministry teams, tasks, meetings and goals so staff and lay leaders stay on one page.',
      secular: 'Coordinate teams, tasks, meetings and goals so staff, board and volunteers stay on one page.',
    },
    href: '/management',
    icon: 'building',
  },
];

export const AI_TOOLS: readonly AiTool[] = [
  {
    id: 'grace',
    title: 'Grace Assistant',
    description: {
      faith:
        'Ask in plain language, such as "find members who have not attended this month", and Grace does the busywork for you.',
      secular:
        'Ask in plain language, such as "list donors who gave last year but not this year", and Grace does the busywork for you.',
    },
    href: '/grace-assistant',
    icon: 'sparkles',
    highlights: [
      'Natural-language task automation',
      {
        faith: 'Finds members and builds lists in seconds',
        secular: 'Finds supporters and builds lists in seconds',
      },
      'Drafts messages and volunteer schedules',
      'Works across every module',
    ],
  },
  {
    id: 'storybuilder',
    title: 'Storybuilder',
    description: {
      faith:
        'Turn a sentence into a newsletter, a sermon-series invitation or a social post, written in your ministry’s voice.',
      secular:
        'Turn a sentence into a newsletter, an appeal letter or a social post, written in your organization’s voice.',
    },
    href: '/story-builder',
    icon: 'pen',
    highlights: [
      'Newsletters, emails and social posts',
      { faith: 'Stories of lives changed, told well', secular: 'Impact stories for donors and funders' },
      'Matches your organization’s voice',
      'Hands drafts straight to the Communications Hub',
    ],
  },
  {
    id: 'noa',
    title: 'Noa AI',
    description: {
      faith:
        'A data-intelligence system that spots trends in attendance, giving and serving, and tells you what needs attention.',
      secular:
        'A data-intelligence system that spots trends in programs, donations and volunteering, and tells you what needs attention.',
    },
    href: '/noa-ai',
    icon: 'lightbulb',
    highlights: [
      'Trend summaries in plain language',
      { faith: 'Early signs of members drifting away', secular: 'Early signs of donors lapsing' },
      'Dashboards your board can read',
      'Exports in CSV and PDF',
    ],
  },
];
