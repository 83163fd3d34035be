/**
 * The data-intelligence and consulting section of the home page (docs/product.md#home-page): the
 * outside consulting partner, six consulting cards and the benefits the carousel rotates through.
 */
import type { IconName } from './icon-paths.ts';
import { gradientFor, type GradientPair } from './gradients.ts';
import type { SectionCopy } from './home.ts';
import type { Copy } from './types.ts';

/** The outside consulting company; its site opens in a new tab. */
export const CONSULTING_PARTNER = {
  name: 'Meridian Nonprofit Advisors',
  // A reserved example domain until the partnership's real address is confirmed (docs/how-to.md#change-the-consulting-partner).
  url: 'https://partner.example.org',
} as const;

export interface ConsultingCard {
  title: Copy;
  description: Copy;
  icon: IconName;
  platformFeatures: readonly Copy[];
  consultantValue: Copy;
  color: GradientPair;
  comingSoon?: boolean;
}

export interface Benefit {
  benefit: Copy;
  description: Copy;
  example: Copy;
}

export const CONSULTING_SECTION: SectionCopy & {
  partner: {
    heading: string;
    body: Copy;
    visitLabel: string;
    newTabHint: string;
    connectLabel: string;
  };
  cardsHeading: string;
  platformLabel: string;
  consultantLabel: string;
  comingSoonLabel: string;
} = {
  id: 'consulting',
  eyebrow: 'Data intelligence',
  heading: 'Insight from your data, with experts beside you',
  lead: {
    faith:
      'Noa AI turns attendance, giving and serving records into clear answers, and our consulting partner helps your leadership act on them.',
    secular:
      'Noa AI turns program, donor and volunteer records into clear answers, and our consulting partner helps your leadership act on them.',
  },
  partner: {
    heading: 'A consulting partnership',
    body: {
      faith: `Kindred works with ${CONSULTING_PARTNER.name}, an outside consulting firm that helps ministries read their numbers, set priorities and plan with confidence.`,
      secular: `Kindred works with ${CONSULTING_PARTNER.name}, an outside consulting firm that helps nonprofits read their numbers, set priorities and plan with confidence.`,
    },
    visitLabel: `Visit ${CONSULTING_PARTNER.name}`,
    newTabHint: '(opens in a new tab)',
    connectLabel: 'Connect with partner',
  },
  cardsHeading: 'What the partnership covers',
  platformLabel: 'On the platform',
  consultantLabel: 'With your consultant',
  comingSoonLabel: 'Coming Soon',
};

export const CONSULTING_CARDS: readonly ConsultingCard[] = [
  {
    title: 'Impact Dashboards',
    description: {
      faith: 'See how every ministry is doing at a glance, from Sunday attendance to small-group growth.',
      secular: 'See how every program is doing at a glance, from people served to outcomes reached.',
    },
    icon: 'chart',
    platformFeatures: ['Noa AI trend summaries', 'Dashboards per team', 'CSV and PDF exports'],
    consultantValue:
      'Your consultant helps choose the measures that matter to your board and sets the dashboards up with you.',
    color: gradientFor(0),
  },
  {
    title: { faith: 'Giving Insights', secular: 'Donor Insights' },
    description: {
      faith: 'Understand giving patterns across tithes, offerings and special campaigns.',
      secular: 'Understand donation patterns across one-time gifts, recurring donors and campaigns.',
    },
    icon: 'trending',
    platformFeatures: [
      'Giving trends by month and campaign',
      { faith: 'Alerts when regular givers stop', secular: 'Alerts when donors lapse' },
      { faith: 'Year-end giving statements', secular: 'Year-end donor receipts' },
    ],
    consultantValue: {
      faith: 'A stewardship plan built from your congregation’s own giving history.',
      secular: 'A development plan built from your organization’s own donor history.',
    },
    color: gradientFor(1),
  },
  {
    title: 'Volunteer Engagement',
    description: {
      faith: 'Know who serves, how often, and who may be close to burning out.',
      secular: 'Know who volunteers, how often, and who may be close to burning out.',
    },
    icon: 'heart',
    platformFeatures: ['Hours by team and role', 'Signals of drop-off', 'Open roles at a glance'],
    consultantValue: {
      faith: 'A serving culture review and a plan to grow your teams of servant leaders.',
      secular: 'A volunteer retention review and a plan to grow your volunteer base.',
    },
    color: gradientFor(2),
  },
  {
    title: 'Program Outcomes',
    description: {
      faith: 'Show how outreach and discipleship programs change lives, in numbers and stories.',
      secular: 'Show funders what your programs achieve, in numbers and stories.',
    },
    icon: 'target',
    platformFeatures: [
      'Attendance and outcome tracking',
      { faith: 'Stories from Storybuilder', secular: 'ESG/SDG impact reporting' },
      'Reports for every audience',
    ],
    consultantValue: 'A logic model that ties each program to outcomes you can measure.',
    color: gradientFor(3),
  },
  {
    title: 'Grant Readiness',
    description: 'Find the grants you qualify for and arrive at each application prepared.',
    icon: 'search',
    platformFeatures: [
      'Grant Scanner across 23+ federal grant categories',
      '3-step grant profile wizard',
      'Documents kept in the Resource Center',
    ],
    consultantValue: 'A review of your grant profile and narrative before you apply.',
    color: gradientFor(4),
  },
  {
    title: 'Funding Pipeline Monitor',
    description: 'Follow every gift, pledge and grant from first conversation to award in one pipeline.',
    icon: 'filter',
    platformFeatures: ['Pipeline stages from prospect to award', 'Noa AI forecasts', 'Renewal reminders'],
    consultantValue: 'A quarterly pipeline review with clear next steps for your team.',
    color: gradientFor(5),
    comingSoon: true,
  },
];

export const BENEFIT_CAROUSEL = {
  heading: 'What the partnership brings',
  /** Names the carousel region for assistive technology. */
  label: 'Partnership benefits',
  exampleLabel: 'For example',
  /** A dot's accessible name: this prefix, the benefit's number, then its title. */
  dotLabelPrefix: 'Show benefit',
  pauseLabel: 'Pause rotation',
  playLabel: 'Resume rotation',
} as const;

export const BENEFITS: readonly Benefit[] = [
  {
    benefit: 'Decisions backed by your own data',
    description: 'Noa AI surfaces the trends; your consultant helps you decide what to do about them.',
    example: {
      faith:
        'A church sees midweek attendance dip every summer and moves its small-group launch to September.',
      secular: 'A food bank sees volunteer turnout dip every August and starts recruiting in June.',
    },
  },
  {
    benefit: 'Hours back every week',
    description: 'Teams save up to 60% of their planning time when reports build themselves.',
    example: {
      faith: 'The monthly elder report is ready on the first of the month instead of taking a weekend.',
      secular: 'The monthly board report is ready on the first of the month instead of taking a weekend.',
    },
  },
  {
    benefit: 'Stronger funding',
    description: {
      faith: 'Understand your givers and find grants that fit your outreach.',
      secular: 'Understand your donors and find grants that fit your programs.',
    },
    example: {
      faith: 'A ministry finds a community-development grant for its after-school program.',
      secular: 'A youth nonprofit finds an education grant and applies with outcomes already in hand.',
    },
  },
  {
    benefit: 'Security you can show your board',
    description: 'SOC 2, HIPAA, GDPR and CCPA compliance and 99.9% uptime, so sensitive records stay safe.',
    example: {
      faith: 'Pastoral care notes stay visible only to the pastors who need them.',
      secular: 'Client case notes stay visible only to the staff who need them.',
    },
  },
];
