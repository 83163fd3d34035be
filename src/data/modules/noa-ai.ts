import type { ModulePage } from './types.ts';

export const NOA_AI_PAGE: ModulePage = {
  slug: 'noa-ai',
  icon: 'chart',
  meta: {
    title: 'Noa AI: Analytics & Data Intelligence',
    description:
      'Noa reads attendance, giving, volunteering and engagement across Kindred and tells you what changed, why it matters and what to do next.',
  },
  hero: {
    eyebrow: 'AI tool · Analytics & Reporting',
    title: 'Noa AI',
    subtitle: {
      faith:
        'Noa is Kindred’s data-intelligence system: it reads attendance, giving and serving across your ministry and tells you what changed, why it matters and who to reach next.',
      secular:
        'Noa is Kindred’s data-intelligence system: it reads participation, donations and volunteering across your organization and tells you what changed, why it matters and who to reach next.',
    },
  },
  visual: {
    screen: 'Noa · Insights',
    metric: {
      label: { faith: 'Attendance, last 4 weeks', secular: 'Participation, last 4 weeks' },
      value: '+8%',
    },
    rows: [
      {
        label: { faith: '12 regulars missed 3 Sundays', secular: '12 regulars missed 3 events' },
        detail: 'Suggested: a personal call',
        status: 'Reach out',
      },
      {
        label: { faith: 'Giving up 6% since January', secular: 'Donations up 6% since January' },
        detail: 'Mostly recurring gifts',
        status: 'Trend',
      },
      { label: 'Volunteers are busiest on Sundays', detail: 'Two teams near burnout', status: 'Watch' },
    ],
  },
  features: {
    heading: 'Answers, not just dashboards',
    items: [
      {
        icon: 'message',
        title: 'Ask your data',
        description:
          'Ask a question in plain language and get a chart, a list of people or a short written answer.',
      },
      {
        icon: 'trending',
        title: 'Trends you would miss',
        description: {
          faith: 'Noa spots dips in attendance or giving early, while there is still time to reach out.',
          secular:
            'Noa spots dips in participation or donations early, while there is still time to reach out.',
        },
      },
      {
        icon: 'grid',
        title: 'Dashboards for every team',
        description: {
          faith: 'Pastors, treasurers and ministry leads each see the numbers that matter to their work.',
          secular:
            'Directors, finance staff and program leads each see the numbers that matter to their work.',
        },
      },
      {
        icon: 'link',
        title: 'Every module, connected',
        description:
          'Events, volunteers, finances and communications feed one picture, with no exports to stitch together.',
      },
      {
        icon: 'download',
        title: 'Reports in CSV & PDF',
        description: 'Turn any answer into a report for the board, a funder or your annual meeting.',
      },
      {
        icon: 'shield',
        title: 'Private by design',
        description:
          'Built on a platform with 99.9% uptime and SOC 2, HIPAA, GDPR and CCPA compliance, so sensitive data stays protected.',
      },
    ],
  },
  sections: [
    {
      kind: 'items',
      id: 'questions',
      heading: 'Questions Noa answers',
      items: [
        {
          name: 'Engagement',
          description: {
            faith: '“Which members have stopped attending since Easter?”',
            secular: '“Which supporters have not engaged since our spring event?”',
          },
        },
        {
          name: { faith: 'Giving', secular: 'Fundraising' },
          description: {
            faith: '“How is giving to the mission fund tracking against last year?”',
            secular: '“How is the annual campaign tracking against last year?”',
          },
        },
        {
          name: 'Volunteers',
          description: '“Which teams are relying on the same few volunteers every week?”',
        },
        {
          name: 'Programs',
          description: {
            faith: '“Which ministries grew this year, and what did they do differently?”',
            secular: '“Which programs reached the most people this year, and at what cost?”',
          },
        },
      ],
    },
  ],
  cta: {
    heading: 'See what your data has been trying to tell you',
    body: 'Bring a question you have never had time to answer, and we will answer it with Noa.',
  },
};
