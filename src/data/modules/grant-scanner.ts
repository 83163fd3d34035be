import { GRANT_CATEGORIES, GRANT_CATEGORY_HEADLINE } from './grant-categories.ts';
import type { ModulePage } from './types.ts';

export const GRANT_SCANNER_PAGE: ModulePage = {
  slug: 'grant-scanner',
  icon: 'search',
  meta: {
    title: 'Grant Scanner',
    description:
      'Scan 23+ federal grant categories for funding that fits your mission, starting from a 3-step grant profile, with deadlines in view.',
  },
  hero: {
    eyebrow: 'Funding',
    title: 'Grant Scanner',
    subtitle: {
      faith:
        'Find federal grants that fit your ministry’s outreach, from food pantries to disaster relief, without spending your evenings searching.',
      secular:
        'Find federal grants that fit your programs and your mission, without spending your evenings searching.',
    },
  },
  visual: {
    screen: 'Grant Scanner · Matches',
    metric: { label: 'New matches this week', value: '7' },
    rows: [
      { label: 'Community food security', detail: 'Up to $150,000 · closes in 21 days', status: '94% fit' },
      { label: 'Disaster relief readiness', detail: 'Up to $80,000 · closes in 45 days', status: '88% fit' },
      { label: 'Youth mentoring programs', detail: 'Up to $50,000 · rolling', status: '81% fit' },
    ],
  },
  features: {
    heading: 'Funding that fits, found for you',
    items: [
      {
        icon: 'search',
        title: 'Scans 23+ categories',
        description:
          'Grant Scanner searches 23+ federal grant categories, from community development to health and housing.',
      },
      {
        icon: 'clipboard',
        title: '3-step grant profile',
        description:
          'Tell us about your organization, your programs and what you need funded, and matching starts straight away.',
      },
      {
        icon: 'target',
        title: 'Matches ranked by fit',
        description: {
          faith: 'Opportunities are ranked by how well they fit your ministry’s work, size and location.',
          secular:
            'Opportunities are ranked by how well they fit your organization’s work, size and location.',
        },
      },
      {
        icon: 'clock',
        title: 'Deadline alerts',
        description:
          'Closing dates go on your calendar with reminders, so no application is started the night before.',
      },
      {
        icon: 'flag',
        title: 'Application pipeline',
        description:
          'Follow each grant from found to drafted, submitted and awarded, with an owner for every step.',
      },
      {
        icon: 'download',
        title: 'CSV & PDF exports',
        description: 'Share the shortlist with your board or grant writer as a CSV or a PDF.',
      },
    ],
  },
  sections: [
    {
      kind: 'tags',
      id: 'grant-categories',
      heading: GRANT_CATEGORY_HEADLINE,
      lead: 'Among the categories Grant Scanner searches:',
      tags: GRANT_CATEGORIES,
    },
    {
      kind: 'steps',
      id: 'grant-profile',
      heading: 'The 3-step grant profile wizard',
      lead: 'A few minutes of setup, and every match afterwards is tailored to you.',
      steps: [
        {
          title: 'Your organization',
          description: {
            faith: 'Ministry name, type, size and where you serve.',
            secular: 'Organization name, type, size and where you work.',
          },
        },
        {
          title: 'Your programs',
          description: 'What you do, who benefits and which categories fit your work.',
        },
        {
          title: 'Your funding needs',
          description: 'How much you are looking for, by when, and what it will pay for.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Stop leaving funding on the table',
    body: {
      faith: 'We will build your grant profile with you and show the first matches for your ministry.',
      secular: 'We will build your grant profile with you and show the first matches for your organization.',
    },
  },
};
